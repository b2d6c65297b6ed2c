import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client.ts';
import { logIn } from './login.ts';

const answer = (status: number, body: string, type = 'application/json') =>
  new Response(body, { status, headers: { 'content-type': type } });

describe('logIn', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the credentials as JSON to the call of each kind of session, with the cookie', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      answer(200, JSON.stringify({ token: 't', role: 'manager' })),
    );
    vi.stubGlobal('fetch', fetchMock);

    const staff = await logIn('dashboard', { email: 'a@b.fr', password: 'p' });
    expect(staff).toEqual({ kind: 'user', session: { token: 't', role: 'manager' } });
    await logIn('reconditioner', { email: 'a@b.fr', password: 'p' });
    const customer = await logIn('rentalPlace', { email: 'a@b.fr', password: 'p' });
    expect(customer.kind).toBe('rentalPlace');

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/v2/login/user/login/dashboard',
      '/v2/login/reconditioner',
      '/v2/login/rental-place',
    ]);
    const init = fetchMock.mock.calls[0][1];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"email":"a@b.fr","password":"p"}' });
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('rejects with the API error of a refused login, as every other call does', async () => {
    const body = { statusCode: 401, code: 'authenticationFailed', message: 'Invalid credentials', requestId: 'r1' };
    vi.stubGlobal('fetch', async () => answer(401, JSON.stringify(body)));

    const error = await logIn('dashboard', { email: 'a@b.fr', password: 'p' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'authenticationFailed', requestId: 'r1' });
  });

  it('words an answer without an error body by its status', async () => {
    vi.stubGlobal('fetch', async () => answer(502, '<html>Bad gateway</html>', 'text/html'));

    const error = await logIn('dashboard', { email: 'a@b.fr', password: 'p' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'httpError' });
  });
});
