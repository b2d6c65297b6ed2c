import { Type } from 'typebox';
import { DateTime, Id, Money, Nullable, StringEnum } from '../../platform/http/schemas.ts';

export const TERMINAL_CHECKOUT_STATUSES = ['PENDING', 'COMPLETED', 'FAILED', 'CANCELED'] as const;
export type TerminalCheckoutStatus = (typeof TERMINAL_CHECKOUT_STATUSES)[number];

export const TerminalCheckoutBody = Type.Object({
  orderId: Id,
  amount: Type.Optional(
    Money({
      exclusiveMinimum: 0,
      description: 'How much to take on the terminal, in major units; all that is due when absent',
    }),
  ),
});

export const CheckoutParams = Type.Object({ checkoutId: Id });

export const TerminalPlayBody = Type.Object({
  outcome: StringEnum(['approve', 'decline'] as const, {
    description: 'What the simulated terminal does: a card that goes through, or one the bank declines',
  }),
});

export const TerminalCheckoutView = Type.Object({
  checkoutId: Id,
  paymentId: Id,
  orderId: Id,
  amount: Type.Number(),
  terminal: Type.String({ description: 'The provider behind the terminal: SANDBOX (simulated)' }),
  status: StringEnum(TERMINAL_CHECKOUT_STATUSES),
  declineReason: Nullable(Type.String({ description: 'Why the card was refused: declined, insufficientFunds…' })),
  createdAt: DateTime,
});
