import { LANGUAGES } from '@hirebase/shared';
import { CHECKOUT_MODES } from '@hirebase/shared/company-settings';
import { Type } from 'typebox';
import { Email, Id, Line, Money, MultiLine, Nullable, Phone, Slug, StringEnum } from '../../platform/http/schemas.ts';
import { CustomerDeliveryView } from '../orders/index.ts';
import { CartView } from '../store-cart/index.ts';
import { DeliveryChoice, DeliveryOfferView } from './delivery-choice.ts';

export const PAYMENT_CHOICES = ['ONLINE_FULL', 'ONLINE_DOWN_PAYMENT', 'ON_SITE'] as const;
export const CHECKOUT_PAYMENTS = [...PAYMENT_CHOICES, 'REQUEST'] as const;
export const CHECKOUT_STATUSES = ['AWAITING_PAYMENT', 'CONFIRMED', 'REQUESTED', 'CANCELLED'] as const;
export const REQUEST_STATES = ['PENDING', 'APPROVED', 'REFUSED', 'WITHDRAWN'] as const;
export const CUSTOM_INPUT_TYPES = ['TEXT', 'NUMBER', 'DATE', 'SELECT', 'CHECKBOX'] as const;
export const SURVEY_QUESTION_TYPES = ['TEXT', 'SELECT', 'MULTIPLE_SELECT', 'DOCUMENT'] as const;

export const CheckoutFormQuery = Type.Object({ slug: Slug });

export const CheckoutForm = Type.Object({
  companyId: Id,
  slug: Type.String(),
  currency: Type.String(),
  mode: StringEnum(CHECKOUT_MODES),
  downPayment: Nullable(
    Type.Object({
      percent: Type.Integer({ description: 'The share of the total paid at once, rounded' }),
      amount: Money({ description: 'What the down payment of this cart comes to' }),
    }),
  ),
  depositOnline: Type.Boolean({ description: 'The deposit is held on the card online, from the order page' }),
  customFields: Type.Array(
    Type.Object({
      key: Type.String(),
      label: Type.String(),
      type: StringEnum(CUSTOM_INPUT_TYPES),
      required: Type.Boolean(),
      options: Type.Array(Type.String()),
    }),
  ),
  survey: Type.Array(
    Type.Object({
      id: Type.String(),
      label: Type.String(),
      type: StringEnum(SURVEY_QUESTION_TYPES),
      required: Type.Boolean(),
      options: Type.Array(Type.String()),
    }),
  ),
  terms: Type.Object({ url: Nullable(Type.String()), text: Nullable(Type.String()) }),
  delivery: DeliveryOfferView,
  cart: CartView,
});

export const CheckoutBody = Type.Object({
  slug: Slug,
  customer: Type.Object({
    firstName: Line(100, { minLength: 1 }),
    lastName: Line(100, { minLength: 1 }),
    email: Email,
    phone: Type.Optional(Phone),
    language: Type.Optional(StringEnum(LANGUAGES)),
  }),
  customInputs: Type.Optional(
    Type.Array(Type.Object({ key: Line(50, { minLength: 1 }), value: MultiLine(2000) }), {
      maxItems: 50,
      description: "Answers to the shop's customer fields (a checkbox: 'true' or 'false'; a date: YYYY-MM-DD)",
    }),
  ),
  survey: Type.Optional(
    Type.Array(
      Type.Object({
        questionId: Line(100, { minLength: 1 }),
        answer: Type.Optional(MultiLine(2000)),
        answers: Type.Optional(Type.Array(Line(500), { maxItems: 50 })),
      }),
      { maxItems: 100, description: 'A document question is answered by the files uploaded for it' },
    ),
  ),
  promoCode: Type.Optional(Line(60, { minLength: 1 })),
  termsAccepted: Type.Boolean(),
  payment: Type.Optional(StringEnum(PAYMENT_CHOICES, { description: 'What the mode allows; the first allowed' })),
  comment: Type.Optional(MultiLine(5000)),
  delivery: Type.Optional(DeliveryChoice),
});

const Result = {
  orderId: Id,
  companyId: Id,
  number: Type.Integer(),
  mode: StringEnum(CHECKOUT_MODES),
  payment: StringEnum(CHECKOUT_PAYMENTS),
  status: StringEnum(CHECKOUT_STATUSES),
  total: Money(),
  payNow: Money({ description: 'What the card page takes now (nothing on site or for a request)' }),
  deposit: Money(),
  orderLink: Type.String({ description: "The customer's page of the order (its signed link)" }),
  payUrl: Nullable(Type.String({ description: 'The card page for payNow; it returns to orderLink' })),
  delivery: CustomerDeliveryView,
  insurance: Nullable(
    Type.Object({ amount: Money() }, { description: 'The rental insurance the total holds, when shown as a line' }),
  ),
};

export const CheckoutResult = Type.Object(Result);

export const CheckoutOrder = Type.Object({
  ...Result,
  lines: CartView.properties.lines,
  requestState: Nullable(StringEnum(REQUEST_STATES)),
});

export const CheckoutOrderParams = Type.Object({ orderId: Id, companyId: Id });
export const CheckoutOrderQuery = Type.Object({
  token: Type.Optional(Line(200, { minLength: 10, description: "The token of the order's link" })),
});

export const PayOnSiteBody = Type.Object({
  orderId: Id,
  companyId: Id,
  token: Type.Optional(Line(200, { minLength: 10 })),
});

export const WithdrawParams = Type.Object({ orderRequestId: Id });
export const WithdrawBody = Type.Object({ companyId: Id, token: Type.Optional(Line(200, { minLength: 10 })) });
export const Withdrawn = Type.Object({ withdrawn: Type.Literal(true) });

export const SurveyUploadBody = Type.Object({
  uids: Type.Optional(Line(4000, { description: 'The survey question of each file, in order, comma-joined' })),
});

export const CheckoutDocuments = Type.Object({
  documents: Type.Array(
    Type.Object({ uid: Type.String(), id: Id, name: Type.String(), size: Type.Integer(), type: Type.String() }),
  ),
});
