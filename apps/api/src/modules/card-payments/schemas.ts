import { Type } from 'typebox';
import { DateTime, Id, Money, Nullable, Slug, StringEnum } from '../../platform/http/schemas.ts';
import { OrderLinkQuery } from '../orders/index.ts';

const amount = Type.Optional(
  Money({ exclusiveMinimum: 0, description: 'How much to pay now, in major units; all that is left when absent' }),
);

export const CustomerCheckoutBody = Type.Object({
  slug: Slug,
  orderId: Id,
  token: OrderLinkQuery.properties.token,
  amount,
  paymentLinkId: Type.Optional({ ...Id, description: 'Pay this payment or deposit link of the order (its amount)' }),
});

export const StaffCheckoutBody = Type.Object({ orderId: Id, amount });

export const INTENT_STATUSES = [
  'requires_payment_method',
  'requires_action',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
] as const;

export const IntentView = Type.Object({
  paymentId: Id,
  provider: Type.String({ description: 'SANDBOX, STRIPE' }),
  intentId: Type.String(),
  status: StringEnum(INTENT_STATUSES),
  amount: Type.Number(),
  amountCapturable: Type.Number({ description: 'Held, not yet captured' }),
  amountReceived: Type.Number({ description: 'Captured' }),
  amountRefunded: Type.Number(),
  currency: Type.String(),
  captureMethod: StringEnum(['automatic', 'manual'] as const),
  lastError: Nullable(
    Type.String({ description: 'declined, insufficientFunds, authenticationFailed, expiredCard, expired' }),
  ),
  expiresAt: Nullable(DateTime),
  url: Type.String({ description: "The provider's page where the customer enters the card" }),
});

export const PaymentIdParams = Type.Object({ paymentId: Id });

export const WebhookAnswer = Type.Object({
  received: Type.Literal(true),
  applied: Type.Boolean({ description: 'Whether the event moved a ledger row' }),
});
