import type { CheckoutMessages } from '../../i18n/areas/store/checkout/fr.ts';
import type {
  ApiError,
  CheckoutBody,
  CheckoutFormView,
  CheckoutMode,
  PaymentChoice,
  UploadedDocument,
} from './contract.ts';

/** What the customer typed and chose. */
export interface Values {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  custom: Record<string, string>;
  survey: Record<string, string | string[]>;
  promoCode: string;
  comment: string;
  terms: boolean;
  payment: PaymentChoice | null;
}

/** Error messages by field id (the id of the field's input, without the page's prefix). */
export type FieldErrors = Record<string, string>;

export const fieldIds = {
  customer: (name: 'firstName' | 'lastName' | 'email' | 'phone') => name,
  custom: (key: string) => `custom-${key}`,
  survey: (questionId: string) => `survey-${questionId}`,
  promoCode: 'promoCode',
  comment: 'comment',
  terms: 'terms',
  payment: 'payment',
};

/** The payments a mode lets the customer choose, the first being the default; none for a request. */
export function paymentChoices(mode: CheckoutMode, downPayment: CheckoutFormView['downPayment']): PaymentChoice[] {
  const online: PaymentChoice[] = downPayment ? ['ONLINE_FULL', 'ONLINE_DOWN_PAYMENT'] : ['ONLINE_FULL'];
  if (mode === 'PAY_ONLINE') return online;
  if (mode === 'PAY_ONLINE_OR_ON_SITE') return [...online, 'ON_SITE'];
  if (mode === 'PAY_ON_SITE') return ['ON_SITE'];
  return [];
}

export function initialValues(form: CheckoutFormView): Values {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    custom: Object.fromEntries(form.customFields.map((f) => [f.key, f.type === 'CHECKBOX' ? 'false' : ''])),
    survey: Object.fromEntries(form.survey.map((q) => [q.id, q.type === 'MULTIPLE_SELECT' ? [] : ''])),
    promoCode: '',
    comment: '',
    terms: false,
    payment: paymentChoices(form.mode, form.downPayment)[0] ?? null,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blank = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.length === 0 : !value || value.trim() === '';

/** The form's errors before sending, in the order the fields come on the page. */
export function validate(
  values: Values,
  form: CheckoutFormView,
  documents: UploadedDocument[],
  words: CheckoutMessages,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of ['firstName', 'lastName', 'email'] as const) {
    if (blank(values[name])) errors[fieldIds.customer(name)] = words.errors.required;
  }
  if (!errors.email && !EMAIL.test(values.email.trim())) errors.email = words.errors.email;
  for (const field of form.customFields) {
    const value = values.custom[field.key];
    const missing = field.type === 'CHECKBOX' ? value !== 'true' : blank(value);
    if (field.required && missing) errors[fieldIds.custom(field.key)] = words.errors.required;
  }
  for (const question of form.survey) {
    if (!question.required) continue;
    const missing =
      question.type === 'DOCUMENT' ? !documents.some((d) => d.uid === question.id) : blank(values.survey[question.id]);
    if (missing) errors[fieldIds.survey(question.id)] = words.errors.required;
  }
  if (!values.terms) errors[fieldIds.terms] = words.errors.terms;
  return errors;
}

/** The body of POST /online-store/order; DOCUMENT questions are answered by the files already sent. */
export function checkoutBody(values: Values, form: CheckoutFormView, language: string): CheckoutBody {
  const text = (value: string) => value.trim();
  const survey = form.survey
    .filter((q) => q.type !== 'DOCUMENT')
    .flatMap((q): NonNullable<CheckoutBody['survey']> => {
      const answer = values.survey[q.id];
      if (blank(answer)) return [];
      return Array.isArray(answer)
        ? [{ questionId: q.id, answers: answer }]
        : [{ questionId: q.id, answer: text(answer) }];
    });
  const customInputs = form.customFields
    .map((f) => ({ key: f.key, value: text(values.custom[f.key] ?? '') }))
    .filter((input) => input.value !== '');
  return {
    slug: form.slug,
    customer: {
      firstName: text(values.firstName),
      lastName: text(values.lastName),
      email: text(values.email),
      ...(text(values.phone) ? { phone: text(values.phone) } : {}),
      language,
    },
    ...(customInputs.length ? { customInputs } : {}),
    ...(survey.length ? { survey } : {}),
    ...(text(values.promoCode) ? { promoCode: text(values.promoCode) } : {}),
    termsAccepted: values.terms,
    ...(values.payment ? { payment: values.payment } : {}),
    ...(text(values.comment) ? { comment: text(values.comment) } : {}),
  };
}

/**
 * The form field a 400 names (`customer.email`, `customInputs[2].value` or `customInputs.2.value`, `survey[0].answer`,
 * `termsAccepted`…), read against the body that was sent; a missing answer names its field or question in the
 * details. Null when it names no field of the form.
 */
export function fieldOfError(error: ApiError, body: CheckoutBody): string | null {
  const details = error.details ?? {};
  const field = typeof details.field === 'string' ? details.field : '';
  const [head, second] = field.replace(/\[(\d+)\]/g, '.$1').split('.');
  if (head === 'customer' && ['firstName', 'lastName', 'email', 'phone'].includes(second)) return second;
  if (head === 'customInputs') {
    const key =
      typeof details.key === 'string'
        ? details.key
        : second !== undefined && /^\d+$/.test(second)
          ? body.customInputs?.[Number(second)]?.key
          : second;
    return key ? fieldIds.custom(key) : null;
  }
  if (head === 'survey') {
    const id =
      typeof details.questionId === 'string'
        ? details.questionId
        : second !== undefined && /^\d+$/.test(second)
          ? body.survey?.[Number(second)]?.questionId
          : second;
    return id ? fieldIds.survey(id) : null;
  }
  if (head === 'promoCode' || head === 'comment' || head === 'payment') return head;
  if (head === 'termsAccepted' || error.code === 'termsNotAccepted') return fieldIds.terms;
  return null;
}

/** The words of a 400 at its field. */
export function messageOfFieldError(fieldId: string, error: ApiError, words: CheckoutMessages): string {
  if (fieldId === fieldIds.terms) return words.errors.terms;
  if (fieldId === fieldIds.promoCode) return words.errors.promoCode;
  if (fieldId === 'email') return words.errors.email;
  if (/required|missing|must have required|by uploading a file/i.test(error.message)) return words.errors.required;
  return words.errors.invalid;
}

/** The token of the customer's order link (`…/your-order/<slug>/<orderId>?token=…`). */
export function tokenOfOrderLink(orderLink: string): string {
  try {
    return new URL(orderLink, 'https://store.invalid').searchParams.get('token') ?? '';
  } catch {
    return '';
  }
}
