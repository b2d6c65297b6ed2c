import { Type } from 'typebox';
import { DateTime, Id, Line, Money, Nullable, Slug, StringEnum } from '../../platform/http/schemas.ts';
import { OrderLinkQuery } from '../orders/index.ts';
import { ANCV_STATUSES } from './tables.ts';

const amount = Type.Optional(
  Money({
    exclusiveMinimum: 0,
    description: 'How much to pay in holiday vouchers, to the cent; all that is due when absent',
  }),
);

export const PreTransactionId = Line(40, {
  pattern: '^ptx_[0-9a-f]{24}$',
  examples: ['ptx_0123456789abcdef01234567'],
  description: 'The pre-transaction the QR code carries',
});

export const InitCheckoutParams = Type.Object({
  paymentId: Id,
});
export const InitCheckoutBody = Type.Object({ orderId: Id, amount });
export const CustomerAncvBody = Type.Object({
  slug: Slug,
  orderId: Id,
  token: OrderLinkQuery.properties.token,
  amount,
});
export const TransactionParams = Type.Object({ transactionId: Id });
export const PreTransactionParams = Type.Object({ preTransactionId: PreTransactionId });
export const PreTransactionQuery = Type.Object({ preTransactionId: PreTransactionId });
export const AuthenticateBody = Type.Object({
  preTransactionId: PreTransactionId,
  beneficiaryId: Line(10, {
    pattern: '^[0-9]{10}$',
    examples: ['1000000001'],
    description: "The beneficiary's ANCV account number (10 digits)",
  }),
});

export const AncvTransactionView = Type.Object({
  transactionId: Id,
  paymentId: Id,
  orderId: Id,
  preTransactionId: Type.String(),
  amount: Type.Number(),
  status: StringEnum(ANCV_STATUSES),
  refusal: Nullable(Type.String({ description: 'Why the scheme refused: unknownBeneficiary, insufficientBalance' })),
  expiresAt: DateTime,
  authenticationUrl: Type.String({ description: 'The page the QR code opens' }),
});
