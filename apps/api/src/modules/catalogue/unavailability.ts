import type { Static } from 'typebox';
import { badRequest, notFound } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { newId } from '../../platform/ids.ts';
import { actorIdOf, addHistoryEvent } from './history.ts';
import * as repo from './repository/units.ts';
import type { RentalType } from './schemas/common.ts';
import type { UnavailabilityBody } from './schemas/units.ts';
import { unitWithProductView } from './views.ts';

/** Checks the periods: each [start, end) non-empty, none overlapping another. Answers them sorted. */
function checkedPeriods(periods: Static<typeof UnavailabilityBody>['periods']) {
  const parsed = periods.map((p, i) => {
    const start = new Date(p.start);
    const end = new Date(p.end);
    if (!(start.getTime() < end.getTime())) {
      throw badRequest(`periods[${i}].end`, `Period ${i + 1} must end after it starts`);
    }
    return { start, end, reason: p.reason?.trim() || null, index: i };
  });
  parsed.sort((a, b) => a.start.getTime() - b.start.getTime());
  for (let i = 1; i < parsed.length; i++) {
    if (parsed[i].start < parsed[i - 1].end) {
      throw badRequest(
        `periods[${parsed[i].index}]`,
        `Periods ${parsed[i - 1].index + 1} and ${parsed[i].index + 1} overlap`,
      );
    }
  }
  return parsed;
}

/** Replaces the unavailability periods of a unit for one rental type; the unit must belong to the product. */
export async function setUnavailability(
  ctx: StaffCtx,
  rentalType: RentalType,
  productId: string,
  unitId: string,
  body: Static<typeof UnavailabilityBody>,
) {
  const companyId = ctx.companyId;
  const periods = checkedPeriods(body.periods);
  return inTransaction(ctx, async (tx) => {
    const found = await repo.findUnit(tx.db, companyId, unitId);
    if (!found || found.product.id !== productId) throw notFound('subProduct', unitId);
    await repo.replaceUnavailabilities(
      tx.db,
      companyId,
      unitId,
      rentalType,
      periods.map((p) => ({ id: newId(tx.now.getTime()), start: p.start, end: p.end, reason: p.reason })),
    );
    await addHistoryEvent(tx.db, {
      companyId,
      productId,
      subProductId: unitId,
      kind: 'unavailability',
      data: {
        rentalType,
        periods: periods.map((p) => ({ start: p.start.toISOString(), end: p.end.toISOString(), reason: p.reason })),
      },
      actorId: actorIdOf(tx),
      at: tx.now,
    });
    const all = await repo.unavailabilitiesOf(tx.db, companyId, [unitId]);
    return unitWithProductView(found.unit, found.product, all);
  });
}
