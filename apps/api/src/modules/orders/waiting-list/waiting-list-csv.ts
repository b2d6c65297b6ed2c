import { spreadsheetDateTime } from '@hirebase/shared/zone';
import type { Static } from 'typebox';
import { writeCsv } from '../../../platform/csv.ts';
import type { StaffCtx } from '../../../platform/http/route.ts';
import { companyTimeZone } from '../../companies/index.ts';
import { waitingListCondition, waitingRows } from './waiting-list.ts';
import type { WaitingListFilters } from './waiting-list-schemas.ts';

export const WAITING_LIST_COLUMNS = [
  'rank',
  'product',
  'start',
  'end',
  'quantity',
  'name',
  'email',
  'phone',
  'note',
  'status',
  'offeredAt',
  'createdAt',
] as const;

/** GET /order-waiting-list/waiting-list-csv: the entries the list shows, every page, as a spreadsheet. */
export async function exportWaitingListCsv(ctx: StaffCtx, q: Static<typeof WaitingListFilters>) {
  const companyId = ctx.companyId;
  const timeZone = await companyTimeZone(ctx, companyId);
  const rows = await waitingRows(ctx.db, waitingListCondition(companyId, q), 100_000);
  const at = (d: Date | null) => (d ? spreadsheetDateTime(d, timeZone) : '');
  return {
    fileName: `waiting-list-${spreadsheetDateTime(ctx.now, timeZone).slice(0, 10)}.csv`,
    data: writeCsv(
      WAITING_LIST_COLUMNS,
      rows.map((e) => [
        e.rank,
        e.productName,
        at(e.startAt),
        at(e.endAt),
        e.quantity,
        e.name,
        e.email,
        e.phone,
        e.note,
        e.status,
        at(e.offeredAt),
        at(e.createdAt),
      ]),
    ),
  };
}
