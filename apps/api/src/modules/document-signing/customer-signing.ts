import type { Static } from 'typebox';
import { conflict, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import type { SigningEvent } from '../../platform/signing/index.ts';
import { readDocumentPdf, storeSignedDocument } from '../documents/index.ts';
import { customerOrder } from '../orders/index.ts';
import { recordSignature } from '../signatures/index.ts';
import type { SignDocumentBody, SignDocumentOutcome } from './schemas.ts';
import { signatureOf } from './signature-image.ts';
import { mailedCodeStep, signingParties } from './signing-steps.ts';

type Body = Static<typeof SignDocumentBody>;
type Outcome = Static<typeof SignDocumentOutcome>;

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
  const parties = await signingParties(ctx, order, body.language);
  const { company, customer, language, words } = parties;
  const events: SigningEvent[] = [];
  const subject = `document:${document.id}`;
  const codeSent = await mailedCodeStep(ctx, parties, { subject, code: body.code, events, userAgent });
  if (codeSent) return codeSent;
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
