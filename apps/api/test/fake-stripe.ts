import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { App } from '../src/app.ts';

/** A request the fake received: flat form fields as the SDK encodes them (`line_items[0][quantity]`). */
export interface StripeRequest {
  method: string;
  path: string;
  account: string | undefined;
  idempotencyKey: string | undefined;
  params: Record<string, string>;
}

type Json = Record<string, unknown> & { id: string };

/** What the bank answers when a saved card is charged without the customer. */
export type OffSessionOutcome = 'success' | 'authentication_required' | 'card_declined';

/**
 * A small stand-in for Stripe's API on a local port: accounts, account and login links, customers, checkout
 * sessions, payment intents (also made and confirmed off-session on a saved card), refunds, kept per connected
 * account. It records every request, replays an idempotency key's first answer, and lets the test play the customer
 * on the hosted page (`pay`). Holds lapse 7 days after `clock` (the test's clock, in milliseconds).
 */
export async function startFakeStripe(clock: () => number = Date.now) {
  const now = () => Math.floor(clock() / 1000);
  const requests: StripeRequest[] = [];
  const objects = new Map<string, Json>();
  const replies = new Map<string, unknown>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_${String(++counter).padStart(6, '0')}`;

  const fail = (status: number, code: string, message: string) => ({
    status,
    body: { error: { type: 'invalid_request_error', code, message } },
  });
  const stored = (id: string, account?: string) => {
    const object = objects.get(id);
    return object && (object.account ?? undefined) === account ? object : undefined;
  };
  const intentView = (intent: Json, expandCharge: boolean) => ({
    ...intent,
    account: undefined,
    latest_charge:
      expandCharge && intent.latest_charge ? objects.get(String(intent.latest_charge)) : intent.latest_charge,
  });
  const sessionView = (session: Json, expand: string[]) => {
    const intent = session.payment_intent ? objects.get(String(session.payment_intent)) : undefined;
    const expandIntent = expand.some((e) => e.startsWith('payment_intent'));
    return {
      ...session,
      account: undefined,
      payment_intent:
        intent && expandIntent
          ? intentView(intent, expand.includes('payment_intent.latest_charge'))
          : (intent?.id ?? null),
    };
  };
  const metadataOf = (params: Record<string, string>, prefix: string) =>
    Object.fromEntries(
      Object.entries(params)
        .filter(([key]) => key.startsWith(`${prefix}[`))
        .map(([key, value]) => [key.slice(prefix.length + 1, -1), value]),
    );

  function handle(request: StripeRequest): { status: number; body: unknown } {
    const { method, path, params, account } = request;
    const parts = path.replace(/^\/v1\//, '').split('/');
    const expand = Object.entries(params)
      .filter(([key]) => key.startsWith('expand['))
      .map(([, value]) => value);
    if (method === 'POST' && path === '/v1/accounts') {
      const id = nextId('acct');
      const body = {
        id,
        object: 'account',
        type: params.type,
        country: params.country ?? 'FR',
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        requirements: { currently_due: ['external_account', 'business_profile.url'] },
        metadata: metadataOf(params, 'metadata'),
      };
      objects.set(id, body);
      return { status: 200, body };
    }
    if (parts[0] === 'accounts' && parts.length === 2 && method === 'GET') {
      const found = objects.get(parts[1]!);
      return found ? { status: 200, body: found } : fail(404, 'resource_missing', 'No such account');
    }
    if (parts[0] === 'accounts' && parts[2] === 'login_links' && method === 'POST') {
      return { status: 200, body: { object: 'login_link', url: `https://connect.stripe.test/express/${parts[1]}` } };
    }
    if (method === 'POST' && path === '/v1/account_links') {
      return {
        status: 200,
        body: {
          object: 'account_link',
          created: now(),
          expires_at: now() + 300,
          url: `https://connect.stripe.test/setup/${params.account}`,
        },
      };
    }
    if (method === 'POST' && path === '/v1/customers') {
      const id = nextId('cus');
      const body = { id, object: 'customer', account, metadata: metadataOf(params, 'metadata') };
      objects.set(id, body);
      return { status: 200, body: { ...body, account: undefined } };
    }
    if (method === 'POST' && path === '/v1/payment_intents') return offSessionHold(params, account);
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = nextId('cs');
      const body: Json = {
        id,
        object: 'checkout.session',
        account,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(params['line_items[0][price_data][unit_amount]']),
        currency: params['line_items[0][price_data][currency]'],
        metadata: metadataOf(params, 'metadata'),
        intent_metadata: metadataOf(params, 'payment_intent_data[metadata]'),
        capture_method: params['payment_intent_data[capture_method]'],
        customer: params.customer ?? null,
        setup_future_usage: params['payment_intent_data[setup_future_usage]'] ?? null,
        application_fee_amount: Number(params['payment_intent_data[application_fee_amount]'] ?? 0) || null,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        payment_intent: null,
      };
      objects.set(id, body);
      return { status: 200, body: sessionView(body, []) };
    }
    if (parts[0] === 'checkout' && parts[1] === 'sessions') {
      const session = stored(parts[2]!, account);
      if (!session) return fail(404, 'resource_missing', 'No such checkout.session');
      if (parts[3] === 'expire') {
        if (session.status !== 'open') return fail(400, 'checkout_session_not_open', 'Not open');
        Object.assign(session, { status: 'expired', url: null });
      }
      return { status: 200, body: sessionView(session, expand) };
    }
    if (parts[0] === 'payment_intents') {
      const intent = stored(parts[1]!, account);
      if (!intent) return fail(404, 'resource_missing', 'No such payment_intent');
      if (parts[2] === 'capture') {
        if (intent.status !== 'requires_capture') return fail(400, 'payment_intent_unexpected_state', 'Not capturable');
        const amount = Number(params.amount_to_capture ?? intent.amount_capturable);
        const fee = Number(params.application_fee_amount ?? intent.application_fee_amount ?? 0) || null;
        Object.assign(intent, {
          status: 'succeeded',
          amount_capturable: 0,
          amount_received: amount,
          application_fee_amount: fee,
        });
        Object.assign(objects.get(String(intent.latest_charge))!, { amount_captured: amount, captured: true });
      }
      if (parts[2] === 'cancel') Object.assign(intent, { status: 'canceled', amount_capturable: 0 });
      return { status: 200, body: intentView(intent, expand.includes('latest_charge')) };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = stored(params.payment_intent!, account);
      if (!intent) return fail(404, 'resource_missing', 'No such payment_intent');
      const charge = objects.get(String(intent.latest_charge))!;
      const amount = Number(params.amount);
      if (Number(charge.amount_refunded) + amount > Number(intent.amount_received)) {
        return fail(400, 'charge_already_refunded', 'Refund is more than the charge');
      }
      charge.amount_refunded = Number(charge.amount_refunded) + amount;
      return { status: 200, body: { id: nextId('re'), object: 'refund', amount, payment_intent: intent.id } };
    }
    return fail(404, 'resource_missing', `Unrecognized request URL (${method} ${path})`);
  }

  /** A charge, paid or held on the card (a hold lapses 7 days from now). */
  function newCharge(amount: number, held: boolean) {
    const chargeId = nextId('ch');
    objects.set(chargeId, {
      id: chargeId,
      object: 'charge',
      amount,
      amount_captured: held ? 0 : amount,
      amount_refunded: 0,
      captured: !held,
      payment_method_details: { card: { capture_before: held ? now() + 7 * 86_400 : null } },
    });
    return chargeId;
  }

  /** `POST /v1/payment_intents` confirmed at once off-session on a card saved to the customer (renewals). */
  function offSessionHold(params: Record<string, string>, account: string | undefined) {
    const card = stored(params.payment_method ?? '', account);
    if (!card || card.customer !== params.customer || params.off_session !== 'true' || params.confirm !== 'true') {
      return fail(400, 'payment_method_not_available', 'The card is not saved to this customer for off-session use');
    }
    const outcome = card.off_session as OffSessionOutcome;
    const amount = Number(params.amount);
    const intentId = nextId('pi');
    const intent: Json = {
      id: intentId,
      object: 'payment_intent',
      account,
      status: outcome === 'success' ? 'requires_capture' : 'requires_payment_method',
      amount,
      amount_capturable: outcome === 'success' ? amount : 0,
      amount_received: 0,
      currency: params.currency,
      capture_method: params.capture_method,
      customer: params.customer,
      payment_method: outcome === 'success' ? card.id : null,
      application_fee_amount: Number(params.application_fee_amount ?? 0) || null,
      metadata: metadataOf(params, 'metadata'),
      latest_charge: outcome === 'success' ? newCharge(amount, true) : null,
      last_payment_error:
        outcome === 'success' ? null : { type: 'card_error', code: outcome, decline_code: outcome, message: outcome },
    };
    objects.set(intentId, intent);
    const view = intentView(intent, params['expand[0]'] === 'latest_charge');
    if (outcome === 'success') return { status: 200, body: view };
    const error = { type: 'card_error', code: outcome, decline_code: outcome, message: outcome, payment_intent: view };
    return { status: 402, body: { error } };
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const params = Object.fromEntries([...url.searchParams, ...form]);
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const request: StripeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        account: header('stripe-account'),
        idempotencyKey: header('idempotency-key'),
        params,
      };
      requests.push(request);
      const replayKey =
        request.method === 'POST' && request.idempotencyKey ? `${request.account}|${request.idempotencyKey}` : '';
      let answer = replayKey ? (replies.get(replayKey) as ReturnType<typeof handle> | undefined) : undefined;
      if (!answer) {
        answer = handle(request);
        if (replayKey) replies.set(replayKey, answer);
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    /** The requests since the test began, our own calls only (`POST`/`GET` with their path). */
    calls: () => requests.map((r) => `${r.method} ${r.path}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** Stripe finishes the shop's onboarding: the account may now take payments and be paid out. */
    completeOnboarding(accountId: string) {
      Object.assign(objects.get(accountId)!, {
        charges_enabled: true,
        payouts_enabled: true,
        details_submitted: true,
        requirements: { currently_due: [] },
      });
      return objects.get(accountId)!;
    },
    /**
     * The customer pays on the hosted page: a payment intent, captured or held as the checkout asked. The card is
     * saved to the checkout's customer when it asked for off-session use; `offSession` is what the bank will answer
     * when that card is charged later without the customer.
     */
    pay(sessionId: string, offSession: OffSessionOutcome = 'success') {
      const session = objects.get(sessionId)!;
      const amount = Number(session.amount_total);
      const manual = session.capture_method === 'manual';
      const saved = session.setup_future_usage === 'off_session' && session.customer;
      const cardId = nextId('pm');
      objects.set(cardId, {
        id: cardId,
        object: 'payment_method',
        account: session.account,
        customer: saved ? session.customer : null,
        off_session: offSession,
      });
      const chargeId = newCharge(amount, manual);
      const intentId = nextId('pi');
      objects.set(intentId, {
        id: intentId,
        object: 'payment_intent',
        account: session.account,
        status: manual ? 'requires_capture' : 'succeeded',
        amount,
        amount_capturable: manual ? amount : 0,
        amount_received: manual ? 0 : amount,
        currency: session.currency,
        capture_method: manual ? 'manual' : 'automatic_async',
        customer: session.customer,
        payment_method: cardId,
        application_fee_amount: session.application_fee_amount,
        metadata: session.intent_metadata,
        latest_charge: chargeId,
        last_payment_error: null,
      });
      Object.assign(session, {
        status: 'complete',
        payment_status: manual ? 'unpaid' : 'paid',
        payment_intent: intentId,
        url: null,
      });
      return intentId;
    },
    /** An object as Stripe would put it in an event's `data.object`. */
    object: (id: string) => {
      const found = objects.get(id)!;
      return found.object === 'checkout.session' ? sessionView(found, []) : { ...found, account: undefined };
    },
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** An event as Stripe sends it, and its `Stripe-Signature` header made with `secret` at `timestamp` (seconds). */
export function signedEvent(
  secret: string,
  event: { id: string; type: string; account?: string; object: unknown },
  timestamp = Math.floor(Date.now() / 1000),
) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    created: timestamp,
    account: event.account,
    data: { object: event.object },
  });
  const header = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return { payload, header };
}

/** Posts `event` to the app's Stripe webhook, signed with `secret` at `timestamp` (seconds); answers status and body. */
export async function deliverStripeEvent(
  app: App,
  secret: string,
  event: { id: string; type: string; account?: string; object: unknown },
  timestamp: number,
) {
  const { payload, header } = signedEvent(secret, event, timestamp);
  const res = await app.inject({
    method: 'POST',
    url: '/v2/payment/webhook/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}
