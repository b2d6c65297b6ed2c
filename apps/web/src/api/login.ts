/**
 * The login calls, on `fetch` alone: the login page is the first page of most visits, and the generated client's
 * table of every operation weighs more than the page's own code. Same answers and errors as `api()` (`client.ts`):
 * the parsed JSON body, or `ApiError` for a non-2xx answer.
 */
import type { paths } from '@hirebase/client';
import { ApiError, type ApiErrorBody } from '@hirebase/client/errors';
import { noteMarketplaceLogin } from './marketplace-note.ts';
import type { Credentials, RentalPlaceSession, UserSession } from './types.ts';

export type LoginVariant = 'dashboard' | 'reconditioner' | 'rentalPlace';

export type LoginResult = { kind: 'user'; session: UserSession } | { kind: 'rentalPlace'; session: RentalPlaceSession };

/** The API path of each login (operations loginDashboard, loginReconditioner, loginRentalPlace). */
export const LOGIN_PATHS = {
  dashboard: '/v2/login/user/login/dashboard',
  reconditioner: '/v2/login/reconditioner',
  rentalPlace: '/v2/login/rental-place',
} as const satisfies Record<LoginVariant, keyof paths>;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Opens a session; the API answers with an httpOnly cookie, nothing is stored by the app. */
export async function logIn(variant: LoginVariant, credentials: Credentials): Promise<LoginResult> {
  const response = await fetch(LOGIN_PATHS[variant], {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = await readJson(response);
  if (!response.ok) {
    throw new ApiError(response.status, typeof body === 'object' && body !== null ? (body as ApiErrorBody) : {});
  }
  if (variant === 'rentalPlace') noteMarketplaceLogin(true);
  return variant === 'rentalPlace'
    ? { kind: 'rentalPlace', session: body as RentalPlaceSession }
    : { kind: 'user', session: body as UserSession };
}
