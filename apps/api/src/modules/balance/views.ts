import { fromCents } from '@hirebase/shared';
import type { Config } from '../../platform/config.ts';
import type { balanceFigures } from './figures.ts';
import type { PayoutSettings } from './payout-settings.ts';
import type { feeInvoices, payouts } from './tables.ts';
import type { Transaction } from './transactions.ts';

export const transactionView = (t: Transaction) => ({
  id: t.row.id,
  paymentDate: t.row.paymentDate.toISOString(),
  type: t.row.type,
  provider: t.row.provider,
  orderId: t.row.orderId,
  amount: fromCents(t.amountCents),
  fee: fromCents(t.feeCents),
  net: fromCents(t.netCents),
  state: t.state,
  payoutId: t.payoutId,
});

export const payoutView = (p: typeof payouts.$inferSelect) => ({
  id: p.id,
  createdAt: p.createdAt.toISOString(),
  cutoff: p.cutoff.toISOString(),
  schedule: p.schedule,
  status: 'PAID' as const,
  gross: fromCents(p.grossCents),
  fee: fromCents(p.feeCents),
  net: fromCents(p.netCents),
  transactionCount: p.transactionCount,
});

export const feeInvoiceView = (i: typeof feeInvoices.$inferSelect) => ({
  id: i.id,
  number: i.number,
  month: i.month,
  issuedAt: i.issuedAt.toISOString(),
  gross: fromCents(i.grossCents),
  fee: fromCents(i.feeCents),
  fees: {
    net: fromCents(i.feeCents - i.vatCents),
    vat: fromCents(i.vatCents),
    gross: fromCents(i.feeCents),
    vatPercent: i.vatBasisPoints / 100,
  },
  transactionCount: i.transactionCount,
});

export const payoutSettingsView = (s: PayoutSettings) => ({
  schedule: s.schedule,
  weekday: s.weekday,
  delayDays: s.delayDays,
  chosen: s.chosen,
});

export const balanceView = (b: Awaited<ReturnType<typeof balanceFigures>>, config: Config) => ({
  currency: b.currency,
  available: fromCents(b.availableCents),
  pending: fromCents(b.pendingCents),
  payoutDelayDays: b.payout.delayDays,
  schedule: b.payout.schedule,
  payout: payoutSettingsView(b.payout),
  fee: { percent: config.platformFee.basisPoints / 100, fixed: fromCents(config.platformFee.fixedCents) },
});
