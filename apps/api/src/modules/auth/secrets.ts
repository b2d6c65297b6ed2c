import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { badRequest } from '../../platform/errors.ts';

/** An opaque random token for the client; only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// argon2id with OWASP's second recommended profile (19 MiB, 2 passes)
const ARGON = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const MIN_PASSWORD_LENGTH = 8;

export function checkPasswordPolicy(password: string, field = 'password') {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw badRequest(field, `The password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  if (password.length > 256) throw badRequest(field, 'The password must have at most 256 characters');
}

export const hashPassword = (password: string) => hash(password, ARGON);

// Verified against when the email is unknown, so that both failures take the same time.
const DUMMY_HASH = hash('no-such-account-password', ARGON);

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await DUMMY_HASH, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
