import { audit } from '../../platform/audit.ts';
import { conflict } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import type { SignedPdf, SigningEvent } from '../../platform/signing/index.ts';
import { stateDocumentForSigning, storeSignedStateDocument } from '../condition-reports/index.ts';
import { recordSignature } from '../signatures/index.ts';
import { placementOf, type signingParties } from './signing-steps.ts';

type Parties = Awaited<ReturnType<typeof signingParties>>;
type Scope = 'DEPART' | 'RETOUR';

export interface ReportSigner {
  role: 'customer' | 'employee';
  name: string;
  email?: string | null;
  userId?: string | null;
  image?: Buffer;
  typedName?: string;
  consentText: string;
  events: SigningEvent[];
}

/** The report's PDF ready for signing, or 409: not drawn yet (documentNotReady), or signed (documentAlreadySigned). */
export async function reportToSign(ctx: Ctx, companyId: string, orderId: string, scope: Scope) {
  const report = await stateDocumentForSigning(ctx.db, ctx.deps.storage, companyId, orderId, scope);
  if (!report) throw conflict('documentNotReady', 'The condition report has no PDF to sign yet', { scope });
  if (report.signedAt) {
    throw conflict('documentAlreadySigned', 'The condition report is already signed', { signedAt: report.signedAt });
  }
  return report;
}

/**
 * Signs a condition report: each signer in turn in their box (the customer's, then the employee's), each signature
 * an incremental update that keeps the one before valid; then the signed file is stored and each signature listed
 * in one transaction that locks the report's row.
 */
export async function signReport(
  ctx: Ctx,
  report: Awaited<ReturnType<typeof reportToSign>>,
  parties: Parties,
  signers: ReportSigner[],
  userAgent: string | undefined,
) {
  const companyId = parties.company.id;
  const signedAt = ctx.now;
  let pdf = report.pdf;
  const steps: { signer: ReportSigner; signed: SignedPdf }[] = [];
  for (const signer of signers) {
    const signed = await ctx.deps.signer.sign({
      pdf,
      signer: { name: signer.name, email: signer.email },
      signatureImage: signer.image,
      typedName: signer.typedName,
      consentText: signer.consentText,
      events: signer.events,
      placement: placementOf(report.signatureBoxes[signer.role]),
      ip: ctx.ip,
      userAgent,
      language: parties.language,
      signedAt,
      location: parties.company.name,
    });
    steps.push({ signer, signed });
    pdf = signed.pdf;
  }
  const documentType = report.scope === 'RETOUR' ? 'RETURN' : 'DEPARTURE';
  const { signedSha256 } = await inTransaction(ctx, async (tx) => {
    const stored = await storeSignedStateDocument(
      tx.db,
      tx.deps,
      companyId,
      report.reportId,
      report.fileKey,
      pdf,
      signedAt,
    );
    for (const { signer, signed } of steps) {
      await recordSignature(tx, {
        companyId,
        documentId: report.reportId,
        documentCollection: 'condition-reports',
        documentType,
        userId: signer.userId,
        signerRole: signer.role,
        signer: { name: signer.name, email: signer.email },
        ip: ctx.ip,
        userAgent,
        sha256Before: signed.sha256Before,
        sha256After: signed.sha256After,
      });
    }
    await audit(tx, {
      companyId,
      action: 'conditionReport.signed',
      entity: 'order',
      entityId: report.orderId,
      data: { scope: report.scope, signers: signers.map((s) => ({ role: s.role, name: s.name })) },
    });
    return stored;
  });
  return {
    status: 'SIGNED' as const,
    documentId: report.reportId,
    signedAt: signedAt.toISOString(),
    sha256: signedSha256,
  };
}
