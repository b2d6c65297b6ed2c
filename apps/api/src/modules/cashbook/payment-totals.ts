import { fromCents } from '@hirebase/shared';
import type { StaffCtx } from '../../platform/http/route.ts';
import type { ParsedListQuery } from '../../platform/query/list-query.ts';
import { filteredLedgerTotals } from '../payments/index.ts';
import { DEPOSIT_TYPES } from './methods.ts';

const PENDING = new Set(['WAITING', 'PROCESSING', 'REQUIRES_CAPTURE']);

/**
 * What the rows the payments list keeps add up to: received (less what was taken back), refunded, pending. Of a card
 * deposit, only what was captured was received (as in the cashbook).
 */
export async function paymentTotals(ctx: StaffCtx, query: ParsedListQuery) {
  const groups = await filteredLedgerTotals(ctx, query);
  let received = 0;
  let refunded = 0;
  let pending = 0;
  let rows = 0;
  for (const g of groups) {
    const cents = Number(g.cents ?? 0);
    rows += g.count;
    if (g.cancelling) received -= cents;
    else if (PENDING.has(g.status)) pending += cents;
    else if (g.status !== 'SUCCEEDED') continue;
    else if (g.byProvider && DEPOSIT_TYPES.has(g.type)) {
      if (g.type === 'DEPOSIT_CAPTURE') received += cents;
    } else if (g.type === 'REFUND' || g.type === 'DEPOSIT_RELEASE') refunded += cents;
    else if (g.type === 'DEPOSIT_CAPTURE') continue;
    else received += cents;
  }
  return {
    count: rows,
    received: fromCents(received),
    refunded: fromCents(refunded),
    pending: fromCents(pending),
    net: fromCents(received - refunded),
  };
}
