import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import { newId } from '../../platform/ids.ts';
import { takeOr429 } from '../../platform/throttle/throttle.ts';
import { renderCodeMail } from './code-mail.ts';
import { signatureCodes } from './tables.ts';

export const CODE_RULES = {
  validMinutes: 10,
  maxAttempts: 5,
  /** Codes mailed per subject: enough for a lost mail or two, not for mailbombing a customer. */
  sends: { bucket: 'signature-code-send', max: 3, windowMs: 15 * 60_000 },
} as const;

const hashOf = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex');

export interface CodeRequest {
  companyId: string;
  /** What the code unlocks, as the caller names it: `document:<id>`, `condition-report:<id>`. */
  subject: string;
  email: string;
  language?: string;
  companyName: string;
}

/**
 * Mails a new 6-digit code for `subject` (the previous unused one no longer counts), valid 10 minutes. Throttled per
 * subject (429 with retry-after). The mail leaves only if the caller's transaction commits.
 */
export async function sendSignatureCode(ctx: Ctx, request: CodeRequest): Promise<{ id: string; expiresAt: Date }> {
  await takeOr429(ctx, CODE_RULES.sends, `${request.companyId}:${request.subject}`);
  return inTransaction(ctx, async (tx) => {
    const id = newId(tx.now.getTime());
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(tx.now.getTime() + CODE_RULES.validMinutes * 60_000);
    await tx.db
      .update(signatureCodes)
      .set({ usedAt: tx.now })
      .where(
        and(
          eq(signatureCodes.companyId, request.companyId),
          eq(signatureCodes.subject, request.subject),
          isNull(signatureCodes.usedAt),
        ),
      );
    await tx.db.insert(signatureCodes).values({
      companyId: request.companyId,
      id,
      subject: request.subject,
      email: request.email,
      codeHash: hashOf(id, code),
      createdAt: tx.now,
      expiresAt,
    });
    const mail = renderCodeMail(request.language, {
      code,
      company: request.companyName,
      minutes: CODE_RULES.validMinutes,
    });
    await tx.deps.mailer.enqueue(
      tx.db,
      { ...mail, to: request.email, template: 'signatureCode', companyId: request.companyId },
      tx.now,
    );
    return { id, expiresAt };
  });
}

export type CodeCheck =
  | { ok: true; email: string }
  | { ok: false; reason: 'wrong'; attemptsLeft: number }
  | { ok: false; reason: 'expired' | 'locked' | 'none' };

/**
 * Checks a code for `subject`: right once (it is then used up), wrong at most 5 times (then locked: a new code must be
 * asked for), void after 10 minutes. Attempts are counted under a row lock, so parallel guesses cannot exceed the limit.
 */
export async function verifySignatureCode(
  ctx: Ctx,
  check: { companyId: string; subject: string; code: string },
): Promise<CodeCheck> {
  // a wrong guess must stay counted: inside a caller's transaction that then fails, the count would roll back
  if ('rollback' in ctx.db) throw new Error('verifySignatureCode runs outside any transaction');
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .select()
      .from(signatureCodes)
      .where(
        and(
          eq(signatureCodes.companyId, check.companyId),
          eq(signatureCodes.subject, check.subject),
          isNull(signatureCodes.usedAt),
        ),
      )
      .orderBy(desc(signatureCodes.createdAt))
      .limit(1)
      .for('update');
    if (!row) return { ok: false, reason: 'none' };
    if (row.expiresAt.getTime() <= tx.now.getTime()) return { ok: false, reason: 'expired' };
    if (row.attempts >= CODE_RULES.maxAttempts) return { ok: false, reason: 'locked' };
    const given = Buffer.from(hashOf(row.id, check.code.trim()), 'hex');
    const right = timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'));
    const where = and(eq(signatureCodes.companyId, row.companyId), eq(signatureCodes.id, row.id));
    if (right) {
      await tx.db.update(signatureCodes).set({ usedAt: tx.now }).where(where);
      return { ok: true, email: row.email };
    }
    await tx.db
      .update(signatureCodes)
      .set({ attempts: sql`${signatureCodes.attempts} + 1` })
      .where(where);
    const attemptsLeft = CODE_RULES.maxAttempts - row.attempts - 1;
    return attemptsLeft > 0 ? { ok: false, reason: 'wrong', attemptsLeft } : { ok: false, reason: 'locked' };
  });
}
