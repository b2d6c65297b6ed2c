import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a link does; the purpose is signed, so a confirmation link cannot unsubscribe and the reverse. */
export type LinkPurpose = 'confirm' | 'unsubscribe';

const signature = (secret: string, purpose: LinkPurpose, id: string) =>
  createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');

export const newSecret = () => randomBytes(32).toString('base64url');

/** `<subscription id>.<HMAC of purpose and id under the subscription's secret>`. */
export const linkToken = (secret: string, purpose: LinkPurpose, id: string) =>
  `${id}.${signature(secret, purpose, id)}`;

/** The subscription id a token names (its signature is checked against that row's secret by `tokenMatches`). */
export const idOfToken = (token: string) => token.split('.')[0] ?? '';

export function tokenMatches(token: string, secret: string, purpose: LinkPurpose, id: string): boolean {
  const given = Buffer.from(token);
  const expected = Buffer.from(linkToken(secret, purpose, id));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
