import { fromCents } from '@hirebase/shared';
import { customerOrderLink } from '../../orders/index.ts';
import type { PaymentStatus } from '../../payments/index.ts';
import type { paymentLinks } from '../tables.ts';
import type { LINK_STATUSES } from './schemas.ts';

export type LinkRow = typeof paymentLinks.$inferSelect;
export type LinkStatus = (typeof LINK_STATUSES)[number];

/** Where a link stands, from its current attempt's ledger row: a deposit link is done once the hold is in place. */
export function linkStatus(link: LinkRow, rowStatus: PaymentStatus, now: Date): LinkStatus {
  if (rowStatus === 'SUCCEEDED' || (link.kind === 'DEPOSIT' && rowStatus === 'REQUIRES_CAPTURE')) return 'PAID';
  if (link.cancelledAt) return 'CANCELLED';
  if (rowStatus === 'PROCESSING' || rowStatus === 'REQUIRES_CAPTURE') return 'PROCESSING';
  return link.expiresAt <= now ? 'EXPIRED' : 'OPEN';
}

/** The customer's page of the link: their order's page, which shows the link to pay. */
export const linkUrl = (publicUrl: string, slug: string, order: { id: string; linkKey: string }, linkId: string) =>
  `${customerOrderLink(publicUrl, slug, order)}&link=${linkId}`;

export const publicLinkView = (link: LinkRow, status: LinkStatus, company: { currency: string; name: string }) => ({
  id: link.id,
  kind: link.kind,
  status,
  amount: fromCents(link.amountCents),
  currency: company.currency,
  expiresAt: link.expiresAt.toISOString(),
  shopName: company.name,
});
