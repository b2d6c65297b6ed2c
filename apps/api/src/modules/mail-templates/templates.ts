import { notFound } from '../../platform/errors.ts';
import { type Ctx, tenantOf } from '../../platform/http/context.ts';
import { newId } from '../../platform/ids.ts';
import { defaultText } from './defaults/index.ts';
import { MAIL_EVENTS, MAIL_LANGUAGES, type MailEvent, VARIABLES_OF } from './events.ts';
import { warmUpMjml } from './mjml.ts';
import { renderCompanyMail } from './render-company-mail.ts';
import * as repo from './repository.ts';
import type { TemplateTexts } from './tables.ts';
import { checkVariables } from './template-syntax.ts';

type Text = { subject: string; body: string };

const defaults = (event: MailEvent) =>
  Object.fromEntries(MAIL_LANGUAGES.map((l) => [l, defaultText(event, l)])) as TemplateTexts;

function view(event: MailEvent, row: repo.TemplateRow | undefined) {
  return {
    id: row?.id ?? null,
    event,
    isDefault: !row,
    texts: { ...defaults(event), ...row?.texts },
    variables: [...VARIABLES_OF[event]],
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** Every event with the company's texts, or the built-in ones where it has none. */
export async function listTemplates(ctx: Ctx) {
  warmUpMjml();
  const rows = await repo.templatesOf(ctx.db, tenantOf(ctx));
  return MAIL_EVENTS.map((event) =>
    view(
      event,
      rows.find((r) => r.event === event),
    ),
  );
}

export async function getTemplate(ctx: Ctx, id: string) {
  const row = await repo.templateById(ctx.db, tenantOf(ctx), id);
  if (!row) throw notFound('emailTemplate', id);
  return view(row.event, row);
}

function checkTexts(event: MailEvent, texts: Partial<Record<string, Text>>) {
  for (const [language, text] of Object.entries(texts)) {
    if (!text) continue;
    checkVariables(event, `texts.${language}.subject`, text.subject);
    checkVariables(event, `texts.${language}.body`, text.body);
  }
}

/** Creates the company's copy of an event's mail from the built-in texts, or changes it; the given languages replace. */
export async function saveTemplate(ctx: Ctx, body: { event: MailEvent; texts: Partial<TemplateTexts> }) {
  checkTexts(body.event, body.texts);
  const companyId = tenantOf(ctx);
  const current = await repo.templateOfEvent(ctx.db, companyId, body.event);
  const texts = { ...defaults(body.event), ...current?.texts, ...body.texts } as TemplateTexts;
  const row = await repo.upsertTemplate(ctx.db, {
    companyId,
    id: current?.id ?? newId(ctx.now.getTime()),
    event: body.event,
    texts,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  return view(row.event, row);
}

/** Deletes the company's copy: the event's mail is the built-in one again. */
export async function deleteTemplate(ctx: Ctx, id: string) {
  if (!(await repo.deleteTemplate(ctx.db, tenantOf(ctx), id))) throw notFound('emailTemplate', id);
  return { ok: true as const };
}

export async function previewTemplate(
  ctx: Ctx,
  body: {
    event: MailEvent;
    language: (typeof MAIL_LANGUAGES)[number];
    subject?: string;
    body?: string;
    orderId?: string;
  },
) {
  const companyId = tenantOf(ctx);
  let texts: Text | undefined;
  if (body.subject !== undefined || body.body !== undefined) {
    const current = (await repo.templateOfEvent(ctx.db, companyId, body.event))?.texts[body.language];
    const base = current ?? defaultText(body.event, body.language);
    texts = { subject: body.subject ?? base.subject, body: body.body ?? base.body };
    checkTexts(body.event, { [body.language]: texts });
  }
  const mail = await renderCompanyMail(
    ctx,
    { companyId, event: body.event, language: body.language, orderId: body.orderId, texts },
    ctx.now,
  );
  return { subject: mail.subject, html: mail.html, text: mail.text, language: mail.language };
}
