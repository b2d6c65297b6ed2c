import type { Static } from 'typebox';
import { conflict, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import type { SigningEvent } from '../../platform/signing/index.ts';
import { findCompanyById } from '../companies/index.ts';
import { findCustomer } from '../customers/index.ts';
import { DOCUMENT_LANGUAGES, readDocumentPdf, storeSignedDocument } from '../documents/index.ts';
import { customerOrder } from '../orders/index.ts';
import { recordSignature, requiresEmailCode, sendSignatureCode, verifySignatureCode } from '../signatures/index.ts';
import { codeRefused, maskedEmail } from './code-answers.ts';
import type { SignDocumentBody, SignDocumentOutcome } from './schemas.ts';
import { signatureOf } from './signature-image.ts';
import { signingWords } from './words.ts';

type Body = Static<typeof SignDocumentBody>;
type Outcome = Static<typeof SignDocumentOutcome>;

const languageOf = (...candidates: (string | null | undefined)[]) =>
  candidates.find((l): l is string => !!l && (DOCUMENT_LANGUAGES as readonly string[]).includes(l)) ?? 'en';

/**
 * The customer signs a document of their order from the order's link: the generated PDF is stamped, given its
 * audit page and digitally signed, then stored and listed among the company's signatures in one transaction. When
 * the company asks for a one-time code, a call without one mails it (CODE_SENT) and the signature waits for it.
 */
export async function signDocumentAsCustomer(
  ctx: Ctx,
  token: string | undefined,
  body: Body,
  userAgent: string | undefined,
): Promise<Outcome> {
  const order = await customerOrder(ctx, body.orderId, token);
  const companyId = order.companyId;
  const { document, pdf } = await readDocumentPdf(ctx.db, ctx.deps, companyId, body.documentId);
  if (document.orderId !== order.id) throw notFound('document', body.documentId);
  if (document.signedAt) {
    throw conflict('documentAlreadySigned', 'The document is already signed', { signedAt: document.signedAt });
  }
  const signatureImage = await signatureOf(body);
  const [company, customer] = await Promise.all([
    findCompanyById(ctx.db, companyId),
    order.customerId ? findCustomer(ctx.db, companyId, order.customerId) : undefined,
  ]);
  const language = languageOf(body.language, customer?.language);
  const words = signingWords(language);
  const events: SigningEvent[] = [];
  if (await requiresEmailCode(ctx, companyId)) {
    const email = customer?.email;
    if (!email) throw conflict('noCustomerEmail', 'The order has no customer email to send the code to');
    const subject = `document:${document.id}`;
    if (!body.code) {
      const sent = await sendSignatureCode(ctx, { companyId, subject, email, language, companyName: company.name });
      return { status: 'CODE_SENT', email: maskedEmail(email), expiresAt: sent.expiresAt.toISOString() };
    }
    const check = await verifySignatureCode(ctx, { companyId, subject, code: body.code });
    if (!check.ok) throw codeRefused(check);
    events.push({ at: ctx.now, what: words.codeChecked(email), ip: ctx.ip, userAgent });
  }
  const signedAt = ctx.now;
  events.push({ at: signedAt, what: words.signedFromLink, ip: ctx.ip, userAgent });
  const signed = await ctx.deps.signer.sign({
    pdf,
    signer: { name: body.signerName, email: customer?.email },
    signatureImage,
    typedName: body.typedName,
    consentText: words.consent,
    events,
    ip: ctx.ip,
    userAgent,
    language,
    signedAt,
    location: company.name,
  });
  await inTransaction(ctx, async (tx) => {
    await storeSignedDocument(tx.db, tx.deps, companyId, document.id, signed.pdf, signedAt);
    await recordSignature(tx, {
      companyId,
      documentId: document.id,
      documentCollection: 'documents',
      documentType: document.kind,
      signerRole: 'customer',
      signer: { name: body.signerName, email: customer?.email },
      ip: ctx.ip,
      userAgent,
      sha256Before: signed.sha256Before,
      sha256After: signed.sha256After,
    });
  });
  return { status: 'SIGNED', documentId: document.id, signedAt: signedAt.toISOString(), sha256: signed.sha256After };
}
