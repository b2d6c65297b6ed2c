import { badRequest } from '../../platform/errors.ts';
import { LINK_VARIABLES, type MailEvent, type MailValues, type MailVariable, VARIABLES_OF } from './events.ts';

/**
 * The template language, kept small so a shop can write it in a text box: `{{customer.firstName}}` inserts a value;
 * paragraphs are separated by a blank line; `[label](target)` is a link, and a paragraph made of one link alone is a
 * button. Values are never read as markup: a customer named `[x](http://…)` stays text.
 */
const VARIABLE = /\{\{\s*([^{}]*?)\s*\}\}/g;
const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

export type Token = { text: string } | { variable: MailVariable };
export type Inline = { kind: 'text'; tokens: Token[] } | { kind: 'link'; label: Token[]; target: Token[] };
export type Paragraph = { kind: 'text'; lines: Inline[][] } | { kind: 'button'; label: Token[]; target: Token[] };

/** The names a text uses, in order. */
export const variablesIn = (text: string) => [...text.matchAll(VARIABLE)].map((m) => m[1]);

/** 400 naming the first variable the event does not know, with the field it is in. */
export function checkVariables(event: MailEvent, field: string, text: string) {
  const known = VARIABLES_OF[event];
  for (const name of variablesIn(text)) {
    if (!(known as readonly string[]).includes(name)) {
      throw badRequest(field, `Unknown variable {{${name}}} in ${field}; this mail knows: ${known.join(', ')}`, {
        variable: name,
      });
    }
  }
}

export function tokens(text: string): Token[] {
  const out: Token[] = [];
  let at = 0;
  for (const m of text.matchAll(VARIABLE)) {
    if (m.index > at) out.push({ text: text.slice(at, m.index) });
    out.push({ variable: m[1] as MailVariable });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}

function inlines(line: string): Inline[] {
  const out: Inline[] = [];
  let at = 0;
  for (const m of line.matchAll(LINK)) {
    if (m.index > at) out.push({ kind: 'text', tokens: tokens(line.slice(at, m.index)) });
    out.push({ kind: 'link', label: tokens(m[1]), target: tokens(m[2]) });
    at = m.index + m[0].length;
  }
  if (at < line.length) out.push({ kind: 'text', tokens: tokens(line.slice(at)) });
  return out;
}

export function paragraphs(body: string): Paragraph[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const alone = p.match(/^\[([^\]\n]+)\]\(([^)\s]+)\)$/);
      if (alone) return { kind: 'button', label: tokens(alone[1]), target: tokens(alone[2]) };
      return { kind: 'text', lines: p.split('\n').map(inlines) };
    });
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The tokens with values put in, as plain text. */
export const plain = (list: Token[], values: MailValues) =>
  list.map((t) => ('text' in t ? t.text : (values[t.variable] ?? ''))).join('');

/** A web address a mail may link to; anything else is shown as text. */
export const safeUrl = (url: string) => (/^https?:\/\/[^\s<>"']+$/i.test(url.trim()) ? url.trim() : null);

/** The tokens as HTML: template text and values escaped; a link value becomes a link. */
export function html(list: Token[], values: MailValues, linkValues = true) {
  return list
    .map((t) => {
      if ('text' in t) return escapeHtml(t.text);
      const value = values[t.variable] ?? '';
      const url = linkValues && LINK_VARIABLES.includes(t.variable) ? safeUrl(value) : null;
      return url ? `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>` : escapeHtml(value);
    })
    .join('');
}

/** The subject: one line, values put in. */
export const subjectOf = (subject: string, values: MailValues) =>
  plain(tokens(subject), values).replace(/\s+/g, ' ').trim();
