import type { App } from '../../src/app.ts';

type Json = Record<string, unknown>;

/** A customer of an online store: their cart token, sent back as the store's web page would. */
export function storeCustomer(app: App, slug: string) {
  let token: string | undefined;
  const headers = () => (token ? { 'x-cart-token': token } : {});
  return {
    get token() {
      return token;
    },
    set token(value: string | undefined) {
      token = value;
    },
    async save(lines: Json[], at = slug) {
      const res = await app.inject({
        method: 'POST',
        url: '/v2/online-store/cart',
        headers: headers(),
        payload: { slug: at, lines },
      });
      if (res.statusCode === 200 && res.json().token) token = res.json().token;
      return res;
    },
    read: (at = slug) => app.inject({ method: 'GET', url: `/v2/online-store/cart/${at}`, headers: headers() }),
    empty: () => app.inject({ method: 'DELETE', url: '/v2/online-store/checkout', headers: headers() }),
  };
}
