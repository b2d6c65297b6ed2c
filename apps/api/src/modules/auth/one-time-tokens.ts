import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { badRequest } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { hashToken, newToken } from './secrets.ts';
import { oneTimeTokens } from './tables.ts';

export type TokenPurpose = 'passwordReset' | 'accountValidation';
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  passwordReset: 60 * 60_000,
  accountValidation: 7 * 24 * 60 * 60_000,
};

type Subject = { userId: string } | { rentalPlaceUserId: string } | { b2bAccountId: string };

/** Issues a single-use token; earlier unused tokens of the same purpose for the subject stop working. */
export async function issueToken(db: Db, purpose: TokenPurpose, subject: Subject, now: Date): Promise<string> {
  const owner =
    'userId' in subject
      ? eq(oneTimeTokens.userId, subject.userId)
      : 'rentalPlaceUserId' in subject
        ? eq(oneTimeTokens.rentalPlaceUserId, subject.rentalPlaceUserId)
        : eq(oneTimeTokens.b2bAccountId, subject.b2bAccountId);
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(owner, eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
  const token = newToken();
  await db.insert(oneTimeTokens).values({
    id: newId(now.getTime()),
    purpose,
    tokenHash: hashToken(token),
    userId: 'userId' in subject ? subject.userId : null,
    rentalPlaceUserId: 'rentalPlaceUserId' in subject ? subject.rentalPlaceUserId : null,
    b2bAccountId: 'b2bAccountId' in subject ? subject.b2bAccountId : null,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** Marks the token used and returns whom it was for; 400 naming `token` when unknown, used or expired. */
export async function consumeToken(db: Db, purpose: TokenPurpose, token: string, now: Date) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    )
    .returning();
  if (!row) throw badRequest('token', 'This link is not valid or was already used');
  if (row.expiresAt <= now) throw badRequest('token', 'This link has expired: ask for a new one');
  return { userId: row.userId, rentalPlaceUserId: row.rentalPlaceUserId, b2bAccountId: row.b2bAccountId };
}
