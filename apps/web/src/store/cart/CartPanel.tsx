import type { StoreCartLineInput, StoreCartView } from '@hirebase/shared/store-booking';
import type { StoreShopView } from '@hirebase/shared/store-pages';
import { storePaths } from '@hirebase/shared/store-pages';
import { useEffect, useState } from 'react';
import { withCartToken } from '../widget/cart-token.ts';
import { fill, money, useWords } from '../words.tsx';
import { type CartRefusal, emptyCart, insuranceChoice, lineInput, readCart, saveCart } from './calls.ts';
import { clock, useCountdown } from './countdown.ts';
import { periodText } from './days.ts';
import { forgetCart, type RememberedCart, rememberCart, rememberedCart } from './memory.ts';
import { RefusalText } from './RefusalText.tsx';

type State =
  | { kind: 'loading' }
  | { kind: 'held'; cart: StoreCartView; readAt: number }
  | { kind: 'expired'; cart: RememberedCart }
  | { kind: 'empty' }
  | { kind: 'failed' };

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The customer's cart, read in the browser: its lines, total and deposit, and how long its products stay held.
 * Once the hold runs out the lines stay on screen, to be held again in one tap.
 */
export function CartPanel({ shop }: { shop: StoreShopView }) {
  const words = useWords();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [working, setWorking] = useState(false);
  const [refusal, setRefusal] = useState<CartRefusal | null>(null);
  const held = state.kind === 'held' ? state : null;
  const left = useCountdown(held ? held.cart.secondsLeft : null, held?.readAt ?? 0);

  function show(cart: StoreCartView) {
    rememberCart(shop.slug, cart);
    setState(cart.lines.length ? { kind: 'held', cart, readAt: Date.now() } : { kind: 'empty' });
  }

  async function load() {
    setState({ kind: 'loading' });
    const answer = await readCart(shop.slug).catch(() => null);
    if (answer?.ok) return show(answer.cart);
    const remembered = rememberedCart(shop.slug);
    if (answer && answer.refusal.kind === 'gone') {
      setState(remembered ? { kind: 'expired', cart: remembered } : { kind: 'empty' });
    } else setState({ kind: 'failed' });
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the page is shown
  useEffect(() => {
    void load();
  }, []);

  useEffect(() => {
    if (held && left === 0) setState({ kind: 'expired', cart: held.cart });
  }, [held, left]);

  async function send(lines: StoreCartLineInput[], insurance: boolean | undefined) {
    setWorking(true);
    setRefusal(null);
    const answer = await saveCart(shop.slug, lines, insurance).catch(() => null);
    setWorking(false);
    if (answer?.ok) show(answer.cart);
    else setRefusal(answer ? answer.refusal : { kind: 'failed' });
  }

  async function empty() {
    setWorking(true);
    setRefusal(null);
    const done = await emptyCart().catch(() => false);
    setWorking(false);
    if (!done) return setRefusal({ kind: 'failed' });
    forgetCart(shop.slug);
    setState({ kind: 'empty' });
  }

  if (state.kind === 'loading') return <p className="hint">{words.cart.loading}</p>;
  if (state.kind === 'failed') {
    return (
      <div>
        <p className="refused">{words.cart.failed}</p>
        <button type="button" onClick={() => void load()}>
          {words.cart.retry}
        </button>
      </div>
    );
  }
  if (state.kind === 'empty') {
    return (
      <div>
        <p>{words.cart.empty}</p>
        <a href={storePaths.home(shop.slug)}>{words.cart.browse}</a>
      </div>
    );
  }

  const { cart } = state;
  const format = (amount: number) => money(cents(amount), shop.currency, shop.language);
  const inputs = cart.lines.map((line) => lineInput(line, shop.timezone));
  const insured = insuranceChoice(cart);
  const insurance = cart.insurance;
  return (
    <div className="cart" aria-busy={working || undefined}>
      {state.kind === 'held' ? (
        <p className="countdown" role="timer" aria-live="off">
          {fill(words.cart.heldFor, { time: clock(left ?? state.cart.secondsLeft) })}
        </p>
      ) : (
        <div className="expired" role="alert">
          <p>{words.cart.expired}</p>
          <button type="button" className="primary" disabled={working} onClick={() => void send(inputs, insured)}>
            {words.cart.holdAgain}
          </button>
        </div>
      )}
      <ul className="cart-lines">
        {cart.lines.map((line, i) => {
          const period = periodText(line.start, line.end, shop.language, shop.timezone);
          return (
            <li
              key={`${line.kind}-${line.id}-${line.start}-${line.end}-${JSON.stringify(line.selections)}`}
              className="cart-line"
            >
              <div className="cart-line-name">{line.name}</div>
              <div className="hint">{fill(words.cart.period, period)}</div>
              <div>{fill(words.cart.quantity, { count: line.quantity })}</div>
              <div className="cart-line-price">{format(line.total)}</div>
              {state.kind === 'held' && (
                <button
                  type="button"
                  className="link-button"
                  disabled={working}
                  onClick={() =>
                    void send(
                      inputs.filter((_, k) => k !== i),
                      insured,
                    )
                  }
                >
                  {fill(words.cart.remove, { name: line.name })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {insurance?.optional && (
        <label className="option insurance">
          <input
            type="checkbox"
            checked={insurance.chosen}
            disabled={working || state.kind !== 'held'}
            onChange={(event) => void send(inputs, event.currentTarget.checked)}
          />
          <span>{fill(words.cart.insuranceChoose, { amount: format(insurance.amount) })}</span>
        </label>
      )}
      {insurance && !insurance.optional && insurance.shown && (
        <div className="cart-line insurance">
          <div className="cart-line-name">{words.cart.insuranceIncluded}</div>
          <div className="cart-line-price">{format(insurance.amount)}</div>
        </div>
      )}
      <dl className="cart-totals">
        <div>
          <dt>{words.cart.total}</dt>
          <dd>{format(cart.total)}</dd>
        </div>
        {cart.deposit > 0 && (
          <div>
            <dt>{words.cart.deposit}</dt>
            <dd>{format(cart.deposit)}</dd>
          </div>
        )}
      </dl>
      <div aria-live="polite">
        {working && <p className="hint">{words.cart.working}</p>}
        {refusal && <RefusalText refusal={refusal} />}
      </div>
      <div className="cart-actions">
        {state.kind === 'held' && (
          <a className="button primary" href={withCartToken(storePaths.checkout(shop.slug))}>
            {words.cart.checkout}
          </a>
        )}
        <button type="button" disabled={working} onClick={() => void empty()}>
          {words.cart.emptyCart}
        </button>
      </div>
    </div>
  );
}
