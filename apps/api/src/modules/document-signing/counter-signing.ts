import type { Static } from 'typebox';
import { audit } from '../../platform/audit.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { fillerOf } from '../condition-reports/index.ts';
import { readDocumentPdf, storeSignedDocument } from '../documents/index.ts';
import { orderOr404 } from '../orders/index.ts';
import { recordSignature } from '../signatures/index.ts';
import { reportToSign, signReport } from './report-signing.ts';
import type { SignAtCounterBody, SignedOutcome, SignStateAtCounterBody } from './schemas.ts';
import { signatureOf } from './signature-image.ts';
import { signingParties } from './signing-steps.ts';
import { signingWords } from './words.ts';

/** The employee in front of whom the customer signs: their name goes on the audit page. */
async function counterEmployee(ctx: StaffCtx) {
  const { filledById, filledByName } = await fillerOf(ctx.db, ctx);
  return { userId: filledById, name: filledByName ?? '' };
}

/** GET /order/signingWords: the consent words the signers read at the counter, as written on the audit page. */
export function counterSigningWords(language: string | undefined) {
  const chosen = language ?? 'en';
  const words = signingWords(chosen);
  return { language: chosen, consent: words.consent, employeeConsent: words.employeeConsent };
}

/**
 * The customer signs a document of their order on the shop's tablet, in front of an employee. No mailed code: the
 * employee is there. The audit page says at the counter and before whom; the rest is as from the order's link.
 */
export async function signDocumentAtCounter(
  ctx: StaffCtx,
  body: Static<typeof SignAtCounterBody>,
  userAgent: string | undefined,
): Promise<Static<typeof SignedOutcome>> {
  const order = await orderOr404(ctx.db, ctx.companyId, body.orderId);
  const { document, pdf } = await readDocumentPdf(ctx.db, ctx.deps, ctx.companyId, body.documentId);
  if (document.orderId !== order.id) throw notFound('document', body.documentId);
  if (document.signedAt) {
    throw conflict('documentAlreadySigned', 'The document is already signed', { signedAt: document.signedAt });
  }
  const signatureImage = await signatureOf(body);
  const [parties, employee] = await Promise.all([signingParties(ctx, order, body.language), counterEmployee(ctx)]);
  const signedAt = ctx.now;
  const signed = await ctx.deps.signer.sign({
    pdf,
    signer: { name: body.signerName, email: parties.customer?.email },
    signatureImage,
    typedName: body.typedName,
    consentText: parties.words.consent,
    events: [{ at: signedAt, what: parties.words.signedAtCounter(employee.name), ip: ctx.ip, userAgent }],
    ip: ctx.ip,
    userAgent,
    language: parties.language,
    signedAt,
    location: parties.company.name,
  });
  await inTransaction(ctx, async (tx) => {
    await storeSignedDocument(tx.db, tx.deps, ctx.companyId, document.id, signed.pdf, signedAt);
    await recordSignature(tx, {
      companyId: ctx.companyId,
      documentId: document.id,
      documentCollection: 'documents',
      documentType: document.kind,
      signerRole: 'customer',
      signer: { name: body.signerName, email: parties.customer?.email },
      ip: ctx.ip,
      userAgent,
      sha256Before: signed.sha256Before,
      sha256After: signed.sha256After,
    });
    await audit(tx, {
      companyId: ctx.companyId,
      action: 'document.signedAtCounter',
      entity: 'order',
      entityId: order.id,
      data: { documentId: document.id, signerName: body.signerName, employee: employee.name },
    });
  });
  return { status: 'SIGNED', documentId: document.id, signedAt: signedAt.toISOString(), sha256: signed.sha256After };
}

/**
 * A condition report signed at the counter: the customer in their box, then the employee in theirs, both on the
 * shop's tablet; one stored file carrying both signatures.
 */
export async function signStateDocumentAtCounter(
  ctx: StaffCtx,
  body: Static<typeof SignStateAtCounterBody>,
  userAgent: string | undefined,
): Promise<Static<typeof SignedOutcome>> {
  const order = await orderOr404(ctx.db, ctx.companyId, body.orderId);
  const report = await reportToSign(ctx, ctx.companyId, order.id, body.scope);
  const customerImage = await signatureOf(body);
  const employeeImage = await signatureOf(
    { signatureImage: body.employeeSignatureImage, typedName: body.employeeTypedName },
    { image: 'employeeSignatureImage', typed: 'employeeTypedName' },
  );
  const [parties, employee] = await Promise.all([signingParties(ctx, order, body.language), counterEmployee(ctx)]);
  const { words } = parties;
  const atCounter = { at: ctx.now, what: words.signedAtCounter(employee.name), ip: ctx.ip, userAgent };
  return signReport(
    ctx,
    report,
    parties,
    [
      {
        role: 'customer',
        name: body.signerName,
        email: parties.customer?.email,
        image: customerImage,
        typedName: body.typedName,
        consentText: words.consent,
        events: [atCounter],
      },
      {
        role: 'employee',
        name: employee.name,
        userId: employee.userId,
        image: employeeImage,
        typedName: body.employeeTypedName,
        consentText: words.employeeConsent,
        events: [atCounter],
      },
    ],
    userAgent,
  );
}
