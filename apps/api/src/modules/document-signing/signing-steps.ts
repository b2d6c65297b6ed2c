import { conflict } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import type { Placement, SigningEvent } from '../../platform/signing/index.ts';
import { findCompanyById } from '../companies/index.ts';
import type { SignatureBox } from '../condition-reports/index.ts';
import { findCustomer } from '../customers/index.ts';
import { DOCUMENT_LANGUAGES } from '../documents/index.ts';
import { requiresEmailCode, sendSignatureCode, verifySignatureCode } from '../signatures/index.ts';
import { codeRefused, maskedEmail } from './code-answers.ts';
import { signingWords } from './words.ts';

export const languageOf = (...candidates: (string | null | undefined)[]) =>
  candidates.find((l): l is string => !!l && (DOCUMENT_LANGUAGES as readonly string[]).includes(l)) ?? 'en';

/** Who signs for the order and in which words: the company (the signature's location), the customer, the language. */
export async function signingParties(
  ctx: Ctx,
  order: { companyId: string; customerId: string | null },
  language: string | undefined,
) {
  const [company, customer] = await Promise.all([
    findCompanyById(ctx.db, order.companyId),
    order.customerId ? findCustomer(ctx.db, order.companyId, order.customerId) : undefined,
  ]);
  const chosen = languageOf(language, customer?.language);
  return { company, customer, language: chosen, words: signingWords(chosen) };
}

/**
 * The one-time code a company may ask for: without a code, mails one and answers CODE_SENT; with one, checks it and
 * adds the event to the audit page. Undefined when the signature may go on.
 */
export async function mailedCodeStep(
  ctx: Ctx,
  parties: Awaited<ReturnType<typeof signingParties>>,
  input: { subject: string; code?: string; events: SigningEvent[]; userAgent?: string },
) {
  const companyId = parties.company.id;
  if (!(await requiresEmailCode(ctx, companyId))) return undefined;
  const email = parties.customer?.email;
  if (!email) throw conflict('noCustomerEmail', 'The order has no customer email to send the code to');
  if (!input.code) {
    const sent = await sendSignatureCode(ctx, {
      companyId,
      subject: input.subject,
      email,
      language: parties.language,
      companyName: parties.company.name,
    });
    return { status: 'CODE_SENT' as const, email: maskedEmail(email), expiresAt: sent.expiresAt.toISOString() };
  }
  const check = await verifySignatureCode(ctx, { companyId, subject: input.subject, code: input.code });
  if (!check.ok) throw codeRefused(check);
  input.events.push({ at: ctx.now, what: parties.words.codeChecked(email), ip: ctx.ip, userAgent: input.userAgent });
  return undefined;
}

/** A report's signature box (top-left origin, as drawn) as the signer's placement (bottom-left origin). */
export const placementOf = (box: SignatureBox): Placement => ({
  page: box.page,
  x: box.left,
  y: box.pageHeight - box.top - box.height,
  width: box.width,
  height: box.height,
});
