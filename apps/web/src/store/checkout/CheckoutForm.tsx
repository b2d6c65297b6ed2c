import type { StoreShopView } from '@hirebase/shared/store-pages';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { type Account, accountDetails, languageOf } from '../account/calls.ts';
import { forgetCart } from '../cart/memory.ts';
import { fill, useWords } from '../words.tsx';
import { insuranceRow, Lines, Totals } from './CartSummary.tsx';
import { Countdown } from './Countdown.tsx';
import { placeOrder, uploadDocuments } from './calls.ts';
import type { CheckoutFormView, UploadedDocument } from './contract.ts';
import { DeliverySection } from './DeliverySection.tsx';
import {
  deliveryBody,
  deliveryErrorOf,
  deliveryFieldId,
  deliveryTotal,
  initialDelivery,
  validateDelivery,
} from './delivery-state.ts';
import { CustomFieldInput, errorProps, FieldError, inputId, TextField } from './Fields.tsx';
import {
  checkoutBody,
  type FieldErrors,
  fieldIds,
  fieldOfError,
  initialValues,
  messageOfFieldError,
  tokenOfOrderLink,
  type Values,
  validate,
} from './form-state.ts';
import { amount } from './format.ts';
import { PaymentSection } from './PaymentChoice.tsx';
import { SurveyQuestionInput } from './SurveyQuestionInput.tsx';

interface Props {
  shop: StoreShopView;
  form: CheckoutFormView;
  documents: UploadedDocument[];
  /** Leaves the page (the card page, or the order's confirmation). */
  navigate: (url: string) => void;
  /** The marketplace customer logged in: their details are filled in, and stay editable. */
  account?: Account | null;
}

export const cartPath = (slug: string) => `/store/${slug}/cart`;
export const orderPath = (slug: string, orderId: string, token: string) =>
  `/store/${slug}/order/${orderId}?${new URLSearchParams({ token })}`;

/** The customer's details, the shop's questions, the terms and the payment, sent as one order. */
export function CheckoutForm({ shop, form, documents: initialDocuments, navigate, account = null }: Props) {
  const words = useWords().checkout;
  const [values, setValues] = useState<Values>(() => initialValues(form));
  const [delivery, setDelivery] = useState(initialDelivery);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<ReactNode>(null);
  const [documents, setDocuments] = useState(initialDocuments);
  const [uploading, setUploading] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [expired, setExpired] = useState(form.cart.secondsLeft <= 0);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (account) setValues((v) => ({ ...v, ...accountDetails(account) }));
  }, [account]);

  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches('fieldset') ? invalid.querySelector<HTMLElement>('input') : invalid;
    (target ?? problemRef.current)?.focus();
  }, [focusRequest]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const clear = (fieldId: string) =>
    setErrors((e) => {
      if (!(fieldId in e)) return e;
      const { [fieldId]: _, ...rest } = e;
      return rest;
    });
  const cartLink = (text: string) => <a href={cartPath(form.slug)}>{text}</a>;

  async function sendFiles(questionId: string, files: File[]) {
    const id = fieldIds.survey(questionId);
    setUploading(questionId);
    const answer = await uploadDocuments(files.map((file) => ({ questionId, file })));
    setUploading(null);
    if (answer.ok) {
      setDocuments((d) => [...d, ...answer.value.documents]);
      clear(id);
    } else {
      setErrors((e) => ({ ...e, [id]: words.survey.uploadFailed }));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = validate(values, form, documents, words);
    const deliveryProblem = validateDelivery(form.delivery, delivery, words);
    if (deliveryProblem) found[deliveryFieldId] = deliveryProblem;
    setErrors(found);
    setProblem(Object.keys(found).length ? words.errors.summary : null);
    if (Object.keys(found).length) {
      setFocusRequest((n) => n + 1);
      return;
    }
    const chosen = deliveryBody(form.delivery, delivery);
    const body = {
      ...checkoutBody(values, form, languageOf(account) ?? shop.language),
      ...(chosen ? { delivery: chosen } : {}),
    };
    setSending(true);
    const answer = await placeOrder(body);
    if (answer.ok) {
      const result = answer.value;
      forgetCart(form.slug);
      navigate(result.payUrl ?? orderPath(form.slug, result.orderId, tokenOfOrderLink(result.orderLink)));
      return;
    }
    setSending(false);
    const { error } = answer;
    const field = error.statusCode === 400 ? fieldOfError(error, body) : null;
    const refusal = error.statusCode === 400 ? deliveryErrorOf(error, words) : null;
    if (refusal) {
      setErrors({ [deliveryFieldId]: refusal });
      setProblem(words.errors.summary);
    } else if (field) {
      setErrors({ [field]: messageOfFieldError(field, error, words) });
      setProblem(words.errors.summary);
    } else if (error.statusCode === 400 && error.details?.field === 'cart') {
      const why = error.details.reason === 'severalPeriods' ? words.errors.severalPeriods : words.errors.emptyCart;
      setProblem(
        <>
          {why} {cartLink(words.backToCart)}
        </>,
      );
    } else if (error.code === 'cartExpired' || error.statusCode === 404) {
      setExpired(true);
      setProblem(
        <>
          {words.errors.cartExpired} {cartLink(words.backToCart)}
        </>,
      );
    } else if (error.code === 'pricesChanged') {
      setProblem(
        <>
          {words.errors.pricesChanged} {cartLink(words.backToCart)}
        </>,
      );
    } else if (error.code === 'notAvailable') {
      const names = (error.details?.conflicts ?? []).map((c) => c.name ?? '').filter(Boolean);
      setProblem(
        <>
          {fill(words.errors.notAvailable, { names: [...new Set(names)].join(', ') })} {cartLink(words.backToCart)}
        </>,
      );
    } else {
      setProblem(error.statusCode === 400 ? words.errors.invalid : words.errors.failed);
    }
    setFocusRequest((n) => n + 1);
  }

  const { cart } = form;
  const money = (major: number) => amount(major, shop, cart.currency);
  const deliveryAmount = deliveryTotal(form.delivery, delivery, cart);
  const withDelivery = {
    ...form,
    cart: { ...cart, total: Math.round((cart.total + (deliveryAmount ?? 0)) * 100) / 100 },
  };
  const submitLabel =
    form.mode === 'REQUEST'
      ? words.submit.request
      : values.payment === 'ON_SITE'
        ? words.submit.confirm
        : words.submit.pay;
  const customer = (name: 'firstName' | 'lastName' | 'email' | 'phone') => ({
    fieldId: fieldIds.customer(name),
    label: words.customer[name],
    value: values[name],
    error: errors[name],
    onValue: (value: string) => {
      set(name, value);
      clear(name);
    },
  });

  return (
    <form ref={formRef} className="checkout" noValidate onSubmit={submit}>
      <section className="section summary" aria-labelledby="co-summary-title">
        <h2 id="co-summary-title">{words.summary.title}</h2>
        <Lines shop={shop} lines={cart.lines} currency={cart.currency} />
        <Totals
          rows={[
            ...(form.delivery && delivery.delivered
              ? [
                  { label: words.delivery.rental, value: money(cart.total), zero: false },
                  {
                    label: words.delivery.summary,
                    value: deliveryAmount === null ? words.delivery.toBePriced : money(deliveryAmount),
                    zero: false,
                  },
                ]
              : []),
            { label: words.summary.total, value: money(withDelivery.cart.total), zero: cart.total === 0 },
            insuranceRow(cart, words.summary.insurance, money),
            { label: words.summary.deposit, value: money(cart.deposit), zero: cart.deposit === 0 },
          ]}
        />
        {expired ? (
          <p className="countdown expired">
            {words.summary.expired} {cartLink(words.backToCart)}
          </p>
        ) : (
          <Countdown
            secondsLeft={cart.secondsLeft}
            render={(time) => fill(words.summary.heldFor, { time })}
            onExpired={() => setExpired(true)}
          />
        )}
      </section>

      <div ref={problemRef} tabIndex={-1} className={problem ? 'problem' : undefined} role="alert">
        {problem}
      </div>

      <fieldset className="section">
        <legend>{words.customer.title}</legend>
        <TextField {...customer('firstName')} required autoComplete="given-name" />
        <TextField {...customer('lastName')} required autoComplete="family-name" />
        <TextField {...customer('email')} required type="email" inputMode="email" autoComplete="email" />
        <TextField {...customer('phone')} required={false} type="tel" inputMode="tel" autoComplete="tel" />
      </fieldset>

      {form.customFields.length > 0 && (
        <fieldset className="section">
          <legend>{words.customFields}</legend>
          {form.customFields.map((field) => (
            <CustomFieldInput
              key={field.key}
              field={field}
              value={values.custom[field.key] ?? ''}
              error={errors[fieldIds.custom(field.key)]}
              onValue={(value) => {
                set('custom', { ...values.custom, [field.key]: value });
                clear(fieldIds.custom(field.key));
              }}
            />
          ))}
        </fieldset>
      )}

      {form.survey.length > 0 && (
        <fieldset className="section">
          <legend>{words.survey.title}</legend>
          {form.survey.map((question) => (
            <SurveyQuestionInput
              key={question.id}
              question={question}
              value={values.survey[question.id] ?? ''}
              error={errors[fieldIds.survey(question.id)]}
              onValue={(value) => {
                set('survey', { ...values.survey, [question.id]: value });
                clear(fieldIds.survey(question.id));
              }}
              documents={documents.filter((d) => d.uid === question.id)}
              uploading={uploading === question.id}
              onFiles={(files) => void sendFiles(question.id, files)}
            />
          ))}
        </fieldset>
      )}

      <div className="section">
        <TextField
          fieldId={fieldIds.promoCode}
          label={words.promoCode}
          required={false}
          value={values.promoCode}
          error={errors[fieldIds.promoCode]}
          autoComplete="off"
          autoCapitalize="characters"
          onValue={(value) => {
            set('promoCode', value);
            clear(fieldIds.promoCode);
          }}
        />
        <div className="field">
          <label htmlFor={inputId(fieldIds.comment)}>
            {words.comment} <span className="optional">{words.optional}</span>
          </label>
          <textarea
            id={inputId(fieldIds.comment)}
            name="comment"
            rows={3}
            maxLength={2000}
            value={values.comment}
            onChange={(e) => set('comment', e.target.value)}
            {...errorProps(fieldIds.comment, errors[fieldIds.comment])}
          />
          <FieldError fieldId={fieldIds.comment} error={errors[fieldIds.comment]} />
        </div>
      </div>

      {form.delivery && (
        <DeliverySection
          shop={shop}
          offer={form.delivery}
          cart={cart}
          values={delivery}
          onValues={setDelivery}
          error={errors[deliveryFieldId]}
          onError={(error) =>
            setErrors(({ [deliveryFieldId]: _, ...rest }) => (error ? { ...rest, [deliveryFieldId]: error } : rest))
          }
        />
      )}

      <PaymentSection
        shop={shop}
        form={withDelivery}
        value={values.payment}
        onValue={(value) => set('payment', value)}
      />

      <div className="section terms">
        {form.terms.text && (
          <details>
            <summary>{words.terms.read}</summary>
            <div className="terms-text">{form.terms.text}</div>
          </details>
        )}
        {form.terms.url && (
          <p>
            <a href={form.terms.url} target="_blank" rel="noopener noreferrer">
              {words.terms.read}
            </a>
          </p>
        )}
        <div className="field check">
          <input
            id={inputId(fieldIds.terms)}
            name="terms"
            type="checkbox"
            checked={values.terms}
            required
            onChange={(e) => {
              set('terms', e.target.checked);
              clear(fieldIds.terms);
            }}
            {...errorProps(fieldIds.terms, errors[fieldIds.terms])}
          />
          <label htmlFor={inputId(fieldIds.terms)}>{words.terms.accept}</label>
          <FieldError fieldId={fieldIds.terms} error={errors[fieldIds.terms]} />
        </div>
      </div>

      <button type="submit" className="primary" disabled={sending || expired} aria-busy={sending}>
        {sending ? words.submit.sending : submitLabel}
      </button>
    </form>
  );
}
