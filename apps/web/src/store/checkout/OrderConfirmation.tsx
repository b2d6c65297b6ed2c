import type { StoreShopView } from '@hirebase/shared/store-pages';
import { useEffect, useState } from 'react';
import type { CheckoutMessages } from '../../i18n/areas/store/checkout/fr.ts';
import { fill, useWords } from '../words.tsx';
import { Lines, Totals } from './CartSummary.tsx';
import { type Answer, loadOrder, payOnSite, withdrawRequest } from './calls.ts';
import type { OrderView } from './contract.ts';
import { DeliveryStops } from './DeliveryStops.tsx';
import { amount } from './format.ts';

type State = { kind: 'loading' } | { kind: 'notFound' } | { kind: 'failed' } | { kind: 'shown'; order: OrderView };

/** The order's state in words. */
export function statusWords(order: OrderView, words: CheckoutMessages['order']['status']): string {
  if (order.status === 'CANCELLED') return words.cancelled;
  if (order.status === 'REQUESTED' || order.payment === 'REQUEST') {
    if (order.requestState === 'APPROVED') return words.requestApproved;
    if (order.requestState === 'REFUSED') return words.requestRefused;
    if (order.requestState === 'WITHDRAWN') return words.requestWithdrawn;
    return words.requestPending;
  }
  if (order.status === 'AWAITING_PAYMENT') return words.awaitingPayment;
  if (order.payment === 'ON_SITE') return words.onSite;
  if (order.payment === 'ONLINE_DOWN_PAYMENT') return words.downPaymentPaid;
  return words.paid;
}

const isPendingRequest = (order: OrderView) =>
  order.status === 'REQUESTED' && (order.requestState ?? 'PENDING') === 'PENDING';

/** The confirmation page of an order made in the store: its number, state, lines and what the customer may do. */
export function OrderConfirmation({ shop, orderId, token }: { shop: StoreShopView; orderId: string; token: string }) {
  const words = useWords().checkout;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    loadOrder(orderId, shop.companyId, token).then((answer) => {
      if (!live) return;
      if (answer.ok) setState({ kind: 'shown', order: answer.value });
      else setState(answer.error.statusCode === 404 ? { kind: 'notFound' } : { kind: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [orderId, shop.companyId, token]);

  if (state.kind === 'loading') return <p aria-live="polite">{words.order.loading}</p>;
  if (state.kind === 'notFound' || state.kind === 'failed') {
    return (
      <>
        <h1>{words.order.notFound}</h1>
        <p>
          <a href={`/store/${shop.slug}`}>{words.backToStore}</a>
        </p>
      </>
    );
  }
  const { order } = state;
  const money = (major: number) => amount(major, shop);

  async function act<T>(run: () => Promise<Answer<T>>, after: (value: T) => Partial<OrderView>, done: string) {
    setBusy(true);
    setNotice(null);
    const answer = await run();
    setBusy(false);
    if (answer.ok) {
      setState({ kind: 'shown', order: { ...order, ...after(answer.value) } });
      setNotice(done);
    } else {
      setNotice(words.order.actionFailed);
    }
  }

  const onSiteInstead = () =>
    act(
      () => payOnSite(order.orderId, order.companyId, token),
      (result) => result,
      words.order.status.onSite,
    );
  const withdraw = () =>
    act(
      () => withdrawRequest(order.orderId, order.companyId, token),
      () => ({ requestState: 'WITHDRAWN' as const }),
      words.order.withdrawn,
    );

  return (
    <article className="confirmation">
      <h1>{fill(words.order.title, { number: order.number })}</h1>
      <p className="thanks">{words.order.thanks}</p>
      <dl className="totals status">
        <div>
          <dt>{words.order.statusLabel}</dt>
          <dd data-status={order.status}>{statusWords(order, words.order.status)}</dd>
        </div>
      </dl>
      <section aria-labelledby="order-lines-title">
        <h2 id="order-lines-title">{words.order.lines}</h2>
        <Lines shop={shop} lines={order.lines} />
        <Totals
          rows={[
            { label: words.order.total, value: money(order.total), zero: order.total === 0 },
            {
              label: words.summary.insurance,
              value: money(order.insurance?.amount ?? 0),
              zero: !order.insurance,
            },
            {
              label: words.order.payNow,
              value: money(order.payNow),
              zero: order.payNow === 0 || order.status !== 'AWAITING_PAYMENT',
            },
            { label: words.order.deposit, value: money(order.deposit), zero: order.deposit === 0 },
          ]}
        />
      </section>
      <DeliveryStops shop={shop} delivery={order.delivery} />
      <p role="status" className="notice">
        {notice}
      </p>
      <div className="actions">
        {order.status === 'AWAITING_PAYMENT' && order.payUrl && (
          <a className="button primary" href={order.payUrl}>
            {fill(words.order.pay, { amount: money(order.payNow) })}
          </a>
        )}
        {order.status === 'AWAITING_PAYMENT' && order.mode === 'PAY_ONLINE_OR_ON_SITE' && (
          <button type="button" disabled={busy} onClick={onSiteInstead}>
            {words.order.payOnSite}
          </button>
        )}
        {isPendingRequest(order) && (
          <button type="button" disabled={busy} onClick={withdraw}>
            {words.order.withdraw}
          </button>
        )}
        <a className="button" href={order.orderLink}>
          {words.order.open}
        </a>
      </div>
    </article>
  );
}
