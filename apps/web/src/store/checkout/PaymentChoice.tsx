import type { StoreShopView } from '@hirebase/shared/store-pages';
import { fill, useWords } from '../words.tsx';
import type { CheckoutFormView, PaymentChoice } from './contract.ts';
import { inputId } from './Fields.tsx';
import { fieldIds, paymentChoices } from './form-state.ts';
import { amount } from './format.ts';

interface Props {
  shop: StoreShopView;
  form: CheckoutFormView;
  value: PaymentChoice | null;
  onValue: (value: PaymentChoice) => void;
}

/** How the customer pays, among what the shop's mode allows; a request says what happens next instead. */
export function PaymentSection({ shop, form, value, onValue }: Props) {
  const words = useWords().checkout;
  const { cart } = form;
  const money = (major: number) => amount(major, shop, cart.currency);
  const choices = paymentChoices(form.mode, form.downPayment);
  const percent = form.downPayment?.percent ?? 0;
  const label: Record<PaymentChoice, string> = {
    ONLINE_FULL: fill(words.payment.full, { amount: money(cart.total) }),
    ONLINE_DOWN_PAYMENT: fill(words.payment.downPayment, {
      percent,
      amount: money(Math.round(cart.total * percent) / 100),
    }),
    ON_SITE: words.payment.onSite,
  };
  const deposit =
    cart.deposit > 0 &&
    fill(form.depositOnline && value !== 'ON_SITE' ? words.payment.depositOnline : words.payment.depositOnSite, {
      amount: money(cart.deposit),
    });
  return (
    <fieldset className="section payment">
      <legend>{words.payment.title}</legend>
      {form.mode === 'REQUEST' ? (
        <p>{words.payment.request}</p>
      ) : choices.length === 1 ? (
        <p>{label[choices[0]]}</p>
      ) : (
        choices.map((choice, index) => (
          <label key={choice} className="check">
            <input
              id={index === 0 ? inputId(fieldIds.payment) : undefined}
              type="radio"
              name="payment"
              value={choice}
              checked={value === choice}
              onChange={() => onValue(choice)}
            />
            {label[choice]}
          </label>
        ))
      )}
      {deposit && <p className="hint">{deposit}</p>}
    </fieldset>
  );
}
