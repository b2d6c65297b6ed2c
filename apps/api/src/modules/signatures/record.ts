import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../platform/http/context.ts';
import { newId } from '../../platform/ids.ts';
import { companySignatures, signatureSettings } from './tables.ts';

export interface SignatureRecord {
  companyId: string;
  documentId: string;
  documentCollection: 'documents' | 'condition-reports' | (string & {});
  documentType: string;
  userId?: string | null;
  signerRole: 'customer' | 'employee';
  signer: { name: string; email?: string | null };
  ip?: string | null;
  userAgent?: string | null;
  sha256Before: string;
  sha256After: string;
}

/**
 * Records a signature in the caller's transaction (`tx` is the ctx `inTransaction` gives), beside the write of the
 * signed file, so that a signature is listed exactly when its document is stored signed.
 */
export async function recordSignature(tx: Ctx, input: SignatureRecord): Promise<{ id: string; createdAt: Date }> {
  const id = newId(tx.now.getTime());
  await tx.db.insert(companySignatures).values({
    companyId: input.companyId,
    id,
    createdAt: tx.now,
    documentId: input.documentId,
    documentCollection: input.documentCollection,
    documentType: input.documentType,
    userId: input.userId ?? null,
    signerRole: input.signerRole,
    signerName: input.signer.name,
    signerEmail: input.signer.email ?? null,
    ip: input.ip ?? null,
    userAgent: input.userAgent ?? null,
    sha256Before: input.sha256Before,
    sha256After: input.sha256After,
  });
  return { id, createdAt: tx.now };
}

/** Whether the company asks signers for a one-time code by mail before they sign. */
export async function requiresEmailCode(ctx: Pick<Ctx, 'db'>, companyId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ require: signatureSettings.requireEmailCode })
    .from(signatureSettings)
    .where(eq(signatureSettings.companyId, companyId));
  return row?.require ?? false;
}

export async function setEmailCodeRequired(ctx: Ctx, companyId: string, require: boolean): Promise<void> {
  await ctx.db
    .insert(signatureSettings)
    .values({ companyId, requireEmailCode: require, updatedAt: ctx.now })
    .onConflictDoUpdate({
      target: signatureSettings.companyId,
      set: { requireEmailCode: require, updatedAt: ctx.now },
    });
}

export const signaturesOfDocument = (ctx: Pick<Ctx, 'db'>, companyId: string, documentId: string) =>
  ctx.db
    .select()
    .from(companySignatures)
    .where(and(eq(companySignatures.companyId, companyId), eq(companySignatures.documentId, documentId)))
    .orderBy(companySignatures.createdAt);
