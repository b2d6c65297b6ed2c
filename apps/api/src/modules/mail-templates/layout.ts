import type { MailValues } from './events.ts';
import { escapeHtml, html, type Paragraph, paragraphs, plain, safeUrl, subjectOf } from './template-syntax.ts';

/** How a shop's mails look: its logo (an absolute URL) or else its name, and its colour. */
export interface MailBranding {
  companyName: string;
  logoUrl: string | null;
  color: string;
  /** Lines under the message: address, phone, email. */
  footer: string[];
}

const HEX = /^#[0-9a-f]{6}$/i;
export const brandColor = (color: string | null | undefined) => (color && HEX.test(color) ? color : '#1f2937');

function paragraphMjml(p: Paragraph, values: MailValues, color: string) {
  if (p.kind === 'button') {
    const url = safeUrl(plain(p.target, values));
    const label = html(p.label, values, false);
    if (!url) return `<mj-text>${label}</mj-text>`;
    return `<mj-button href="${escapeHtml(url)}" background-color="${color}" align="left">${label}</mj-button>`;
  }
  const lines = p.lines.map((line) =>
    line
      .map((part) => {
        if (part.kind === 'text') return html(part.tokens, values);
        const url = safeUrl(plain(part.target, values));
        const label = html(part.label, values, false);
        return url ? `<a href="${escapeHtml(url)}" style="color:${color}">${label}</a>` : label;
      })
      .join(''),
  );
  return `<mj-text>${lines.join('<br />')}</mj-text>`;
}

/** The MJML document of a mail: header with the logo or name, the paragraphs, the shop's details underneath. */
export function mailMjml(subject: string, body: string, values: MailValues, brand: MailBranding) {
  const color = brandColor(brand.color);
  const logoUrl = brand.logoUrl ? safeUrl(brand.logoUrl) : null;
  const header = logoUrl
    ? `<mj-image src="${escapeHtml(logoUrl)}" alt="${escapeHtml(brand.companyName)}" width="160px" align="left" padding="0" />`
    : `<mj-text font-size="22px" font-weight="bold" color="${color}" padding="0">${escapeHtml(brand.companyName)}</mj-text>`;
  const content = paragraphs(body)
    .map((p) => paragraphMjml(p, values, color))
    .join('\n');
  const footer = brand.footer.map(escapeHtml).join('<br />');
  return `<mjml>
<mj-head>
<mj-title>${escapeHtml(subjectOf(subject, values))}</mj-title>
<mj-attributes>
<mj-all font-family="Helvetica, Arial, sans-serif" />
<mj-text font-size="15px" line-height="1.55" color="#1f2937" />
<mj-button font-size="15px" font-weight="bold" border-radius="6px" color="#ffffff" inner-padding="12px 24px" />
</mj-attributes>
</mj-head>
<mj-body background-color="#f3f4f6" width="600px">
<mj-section padding="24px 24px 12px"><mj-column>${header}</mj-column></mj-section>
<mj-section background-color="#ffffff" border-top="4px solid ${color}" padding="16px 12px"><mj-column>
${content}
</mj-column></mj-section>
<mj-section padding="12px 24px"><mj-column><mj-text font-size="12px" color="#6b7280">${footer}</mj-text></mj-column></mj-section>
</mj-body>
</mjml>`;
}

/** The text part: the same paragraphs, links written as "label: address". */
export function mailText(body: string, values: MailValues, brand: MailBranding) {
  const parts = paragraphs(body).map((p) => {
    if (p.kind === 'button') return `${plain(p.label, values)}: ${plain(p.target, values)}`;
    return p.lines
      .map((line) =>
        line
          .map((part) =>
            part.kind === 'text'
              ? plain(part.tokens, values)
              : `${plain(part.label, values)} (${plain(part.target, values)})`,
          )
          .join(''),
      )
      .join('\n');
  });
  return [...parts, ['--', brand.companyName, ...brand.footer].join('\n')].join('\n\n');
}
