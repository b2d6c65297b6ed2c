import { cartTokenHeaders } from '../widget/cart-token.ts';
import type {
  ApiError,
  CheckoutBody,
  CheckoutFormView,
  CheckoutResult,
  DeliveryQuote,
  OrderView,
  UploadedDocument,
} from './contract.ts';

const BASE = '/v2/online-store';

/** A call's answer: its body, or the API's error (a network failure reads as status 0). */
export type Answer<T> = { ok: true; value: T } | { ok: false; error: ApiError };

async function call<T>(path: string, init: RequestInit = {}): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, {
      ...init,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...cartTokenHeaders(), ...(init.headers as Record<string, string>) },
    });
  } catch {
    return { ok: false, error: { statusCode: 0, code: 'network', message: 'The network failed' } };
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return { ok: true, value: body as T };
  const error = body && typeof body === 'object' && 'code' in body ? (body as ApiError) : null;
  return { ok: false, error: error ?? { statusCode: response.status, code: 'unknown', message: response.statusText } };
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

export const loadCheckout = (slug: string) => call<CheckoutFormView>(`/order?${new URLSearchParams({ slug })}`);

export const uploadedDocuments = () => call<{ documents: UploadedDocument[] }>('/session/surveyDocumentsInfo');

/**
 * Files answering DOCUMENT questions: each file goes with the id of the question it answers, the ids joined by
 * commas in one `uids` field in the files' order (as the API's other survey uploads take them).
 */
export function uploadDocuments(files: { questionId: string; file: File }[]) {
  const form = new FormData();
  for (const { file } of files) form.append('files', file, file.name);
  form.append('uids', files.map((f) => f.questionId).join(','));
  return call<{ documents: UploadedDocument[] }>('/uploadSurveyDocuments', { method: 'POST', body: form });
}

/** The price of a trip to a position, by the shop's rule (the checkout prices it again when booking). */
export const deliveryQuote = (slug: string, at: { lat: number; lng: number }) =>
  call<DeliveryQuote>(`/delivery/distance/${at.lat}/${at.lng}?${new URLSearchParams({ slug })}`);

/** The position of a typed address, by the server's geocoder. */
export const locateAddress = (slug: string, address: string, language: string) =>
  call<{ lat: number; lng: number; label: string }>(
    `/delivery/address?${new URLSearchParams({ slug, address, language })}`,
  );

export const placeOrder = (body: CheckoutBody) => call<CheckoutResult>('/order', json(body));

/** The order link's token; without one, the cart's cookie that made the order names it. */
const withToken = (token: string) => (token ? { token } : {});

export const loadOrder = (orderId: string, companyId: string, token: string) =>
  call<OrderView>(
    `/order/${encodeURIComponent(orderId)}/${encodeURIComponent(companyId)}${token ? `?${new URLSearchParams({ token })}` : ''}`,
  );

export const payOnSite = (orderId: string, companyId: string, token: string) =>
  call<CheckoutResult>('/payOnSite', json({ orderId, companyId, ...withToken(token) }));

export const withdrawRequest = (orderId: string, companyId: string, token: string) =>
  call<{ withdrawn: boolean }>(
    `/order-cancel/${encodeURIComponent(orderId)}`,
    json({ companyId, ...withToken(token) }),
  );
