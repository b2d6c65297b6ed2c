import { fromCents } from '@hirebase/shared';
import type { CardIntent } from './provider.ts';

export const intentView = (paymentId: string, provider: string, intent: CardIntent) => ({
  paymentId,
  provider,
  intentId: intent.id,
  status: intent.status,
  amount: fromCents(intent.amountCents),
  amountCapturable: fromCents(intent.amountCapturableCents),
  amountReceived: fromCents(intent.amountReceivedCents),
  amountRefunded: fromCents(intent.amountRefundedCents),
  currency: intent.currency,
  captureMethod: intent.captureMethod,
  lastError: intent.lastError,
  expiresAt: intent.expiresAt?.toISOString() ?? null,
  url: intent.checkoutUrl,
});
