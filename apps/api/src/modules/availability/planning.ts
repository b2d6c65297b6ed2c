import { availabilityOver } from '@hirebase/shared/availability';
import { addDays, daysBetween, startOfDay } from '@hirebase/shared/zone';
import type { Static } from 'typebox';
import { namedStatement } from '../../platform/db/prepared.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { companyTimeZone } from '../companies/index.ts';
import { timelines } from './engine.ts';
import { idList } from './query-checks.ts';
import type { PlanningQuery, PlanningView } from './schemas.ts';
import { stockOf, stockSelect } from './stock-reads.ts';
import { iso } from './views.ts';

/** The longest window the planning shows at once (a month view and its neighbours). */
export const MAX_PLANNING_DAYS = 62;

type Row = Record<string, unknown>;

/** Live short-term products of company $1, all or those of $2, of category $3 or any. */
const planningProducts = namedStatement<Row>(
  'planning_products',
  stockSelect(`p.is_lcd and ($2::uuid[] is null or p.id = any($2::uuid[]))
     and ($3::uuid is null or m.category_id = $3::uuid)`),
);

/**
 * Units of products $2 shown over [$3, $4) (epoch ms): every live unit in service, whether it was ever used or not,
 * and a unit out of service that still has a booking then (its booking must not vanish). With each, its short-term
 * downtime over the window.
 */
const planningUnits = namedStatement<Row>(
  'planning_units',
  `with w as (select tstzrange(to_timestamp($3::float8 / 1000), to_timestamp($4::float8 / 1000), '[)') as r)
   select u.id, u.product_id, u.qr_code_value, u.serial_number, u.size, u.state, u.in_service,
     coalesce((select json_agg(json_build_array((extract(epoch from lower(d.period)) * 1000)::float8,
                                                 (extract(epoch from upper(d.period)) * 1000)::float8, d.reason)
                               order by lower(d.period))
               from sub_product_unavailabilities d
               where d.company_id = u.company_id and d.sub_product_id = u.id and d.rental_type = 'LCD'
                 and d.period && w.r), '[]'::json) as downs
   from sub_products u, w
   where u.company_id = $1 and u.product_id = any($2::uuid[]) and u.deleted_at is null
     and (u.in_service
          or exists (select 1 from unit_assignments a
                     where a.company_id = u.company_id and a.sub_product_id = u.id
                       and (a.period && w.r or (a.status = 'USED' and a.returned_at is null))))
   order by u.product_id, u.qr_code_value`,
);

/** The calendar days [first, last] of the company zone, as instants. */
function windowDays(first: string, last: string, timeZone: string) {
  const count = daysBetween(first, last) + 1;
  if (count < 1) throw badRequest('endDate', 'The last day must not be before the first');
  if (count > MAX_PLANNING_DAYS) throw badRequest('endDate', `At most ${MAX_PLANNING_DAYS} days at once`);
  const keys = Array.from({ length: count + 1 }, (_, i) => addDays(first, i));
  const bounds = keys.map((d) => startOfDay(d, timeZone));
  return keys.slice(0, count).map((day, i) => ({ day, start: bounds[i], end: bounds[i + 1] }));
}

/**
 * GET /product-availability/lcd/planning: the rows of the planning over whole days. Every short-term product with,
 * for serialised ones, every unit in service (used or not) and its downtime, and for products kept in quantity the
 * most held and the least free on each day, from the availability engine (buffers and late returns counted).
 */
export async function planningRows(ctx: Ctx, companyId: string, query: Static<typeof PlanningQuery>) {
  const productIds = idList('productIds', query.productIds);
  const timeZone = await companyTimeZone(ctx, companyId);
  const days = windowDays(query.startDate, query.endDate, timeZone);
  const from = days[0].start;
  const to = days[days.length - 1].end;
  const view = (products: Static<typeof PlanningView>['products']) => ({
    startDate: iso(from),
    endDate: iso(to),
    timeZone,
    days: days.map((d) => d.day),
    products,
  });
  if (productIds?.length === 0) return view([]);
  const stocks = (await planningProducts(ctx.db, [companyId, productIds ?? null, query.categoryId ?? null])).map(
    stockOf,
  );
  const serialised = stocks.filter((s) => s.stockMode === 'SERIALIZED').map((s) => s.id);
  const counted = stocks.filter((s) => s.stockMode === 'QUANTITY');
  const [units, counts] = await Promise.all([
    serialised.length > 0 ? planningUnits(ctx.db, [companyId, serialised, from, to]) : Promise.resolve([]),
    counted.length > 0
      ? timelines(ctx.db, companyId, counted, from, to, { now: ctx.now.getTime(), rentalType: 'LCD' })
      : Promise.resolve(new Map()),
  ]);
  const unitsOf = new Map<string, Row[]>();
  for (const unit of units) {
    const list = unitsOf.get(unit.product_id as string);
    if (list) list.push(unit);
    else unitsOf.set(unit.product_id as string, [unit]);
  }
  return view(
    stocks.map((s) => {
      const timeline = counts.get(s.id);
      return {
        id: s.id,
        name: s.name,
        categoryId: s.categoryId,
        stockMode: s.stockMode,
        capacity: s.capacity,
        units: (unitsOf.get(s.id) ?? []).map(unitView),
        perDay: timeline
          ? days.map((d) => {
              const { available, shortfall } = availabilityOver(timeline, d);
              return { day: d.day, held: s.capacity - available + shortfall, free: available };
            })
          : [],
      };
    }),
  );
}

const unitView = (u: Row) => ({
  id: u.id as string,
  qrCodeValue: u.qr_code_value as string,
  serialNumber: (u.serial_number as string | null) ?? null,
  size: (u.size as string | null) ?? null,
  state: u.state as string,
  inService: u.in_service as boolean,
  downs: (u.downs as [number, number, string | null][]).map(([start, end, reason]) => ({
    start: iso(start),
    end: iso(end),
    reason: reason ?? null,
  })),
});
