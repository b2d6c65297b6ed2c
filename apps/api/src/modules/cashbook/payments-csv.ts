import { spreadsheetDateTime } from '@hirebase/shared/zone';
import { writeCsv } from '../../platform/csv.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import type { ParsedListQuery } from '../../platform/query/list-query.ts';
import { filteredLedgerRows, ledgerNames } from '../payments/index.ts';
import { csvMoney } from './cashbook-csv.ts';

/** The most rows one export holds: a year of a busy shop. */
export const MAX_EXPORT_ROWS = 50_000;

const COLUMNS = [
  'paymentDate',
  'createdAt',
  'type',
  'provider',
  'method',
  'status',
  'amount',
  'orderNumber',
  'customer',
  'reason',
  'note',
  'id',
  'orderId',
  'refundOf',
  'cancels',
] as const;

/**
 * GET /order/listPaymentsCsv: the ledger rows the list's filters keep, in its order, with dates in the shop's zone,
 * amounts as written in cents (refunds and the rows taking a payment back negative), order numbers and customers.
 */
export async function paymentsCsv(ctx: StaffCtx, query: ParsedListQuery) {
  const { rows, timeZone } = await filteredLedgerRows(ctx, query, MAX_EXPORT_ROWS);
  const names = await ledgerNames(ctx, rows);
  const body = rows.map((r) => [
    spreadsheetDateTime(r.paymentDate, timeZone),
    spreadsheetDateTime(r.createdAt, timeZone),
    r.type,
    r.provider,
    r.method ?? '',
    r.status,
    csvMoney(r.type === 'REFUND' || r.type === 'DEPOSIT_RELEASE' || r.cancelsId ? -r.amountCents : r.amountCents),
    names.orderNumber(r.orderId) ?? '',
    names.customerName(r.customerId) ?? '',
    r.reason ?? '',
    r.note ?? '',
    r.id,
    r.orderId ?? '',
    r.refundOfId ?? '',
    r.cancelsId ?? '',
  ]);
  return {
    data: writeCsv(COLUMNS, body),
    fileName: `payments-${spreadsheetDateTime(ctx.now, timeZone).slice(0, 10)}.csv`,
  };
}
