import { createHash, randomBytes } from 'node:crypto';

/**
 * A cart token: the company's id, the cart's id and 24 random bytes, base64url (75 characters). The ids let the
 * cart be found within its company's rows (no lookup across companies); only the random part makes it a secret,
 * and only the token's SHA-256 is stored.
 */
export const CART_TOKEN_HEADER = 'x-cart-token';
export const CART_COOKIE = 'hb_cart';

const uuidBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export const newCartToken = (companyId: string, cartId: string) =>
  Buffer.concat([uuidBytes(companyId), uuidBytes(cartId), randomBytes(24)]).toString('base64url');

export const hashCartToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The company and cart a token names, or undefined when it is not a cart token's shape. */
export function readCartToken(token: string | undefined): { companyId: string; cartId: string } | undefined {
  if (!token || !/^[A-Za-z0-9_-]{75}$/.test(token)) return undefined;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== 56) return undefined;
  return { companyId: uuidOf(bytes.subarray(0, 16)), cartId: uuidOf(bytes.subarray(16, 32)) };
}

/** The token a request carries: the header first, else the cookie. */
export const cartTokenOf = (http: { headers: Record<string, unknown>; cookie(name: string): string | undefined }) => {
  const header = http.headers[CART_TOKEN_HEADER];
  return (typeof header === 'string' && header) || http.cookie(CART_COOKIE);
};
