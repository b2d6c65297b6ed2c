import { badRequest, notFound } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { CATALOGUE_EVENT_KINDS } from './history.ts';
import { normalizeQrValue } from './qr-values.ts';
import type { UnitWithProduct } from './repository/units.ts';
import * as repo from './repository/units.ts';
import { unitWithProductView } from './views.ts';

const PRINTABLE = /^[\x21-\x7E]+$/;

async function withPeriods(ctx: Ctx, companyId: string, found: UnitWithProduct[]) {
  const periods = await repo.unavailabilitiesOf(
    ctx.db,
    companyId,
    found.map((f) => f.unit.id),
  );
  return found.map((f) => unitWithProductView(f.unit, f.product, periods));
}

export async function getUnit(ctx: StaffCtx, id: string) {
  const companyId = ctx.companyId;
  const found = await repo.findUnit(ctx.db, companyId, id);
  if (!found) throw notFound('subProduct', id);
  return (await withPeriods(ctx, companyId, [found]))[0];
}

/** The unit whose label was scanned (or typed). */
export async function unitByQrValue(ctx: StaffCtx, value: string) {
  const companyId = ctx.companyId;
  // Stored values are printable ASCII: anything else cannot match.
  if (!PRINTABLE.test(value.trim())) throw notFound('subProduct', value);
  const found = await repo.findUnitByQr(ctx.db, companyId, normalizeQrValue(value));
  if (!found) throw notFound('subProduct', value);
  return (await withPeriods(ctx, companyId, [found]))[0];
}

export async function unitBySerialNumber(ctx: StaffCtx, serial: string) {
  const companyId = ctx.companyId;
  const text = serial.trim();
  if (!text) throw badRequest('serialNumber', 'Give a serial number');
  if (text.includes('\u0000')) throw notFound('subProduct', text);
  const found = await repo.findUnitBySerial(ctx.db, companyId, text);
  if (!found) throw notFound('subProduct', text);
  return (await withPeriods(ctx, companyId, [found]))[0];
}

/** Units not used yet: no history event beyond how the shop set them up (created, state, unavailability, note). */
export async function unitsWithoutEvents(ctx: StaffCtx, productIds?: string[]) {
  const companyId = ctx.companyId;
  const found = await repo.unitsWithoutEvents(ctx.db, companyId, CATALOGUE_EVENT_KINDS, productIds);
  return withPeriods(ctx, companyId, found);
}

/** Units of the products named like `name` that nothing keeps from being rented over the period. */
export async function freeUnitsByProductName(ctx: StaffCtx, name: string, startDate: string, endDate: string) {
  const companyId = ctx.companyId;
  const start = new Date(startDate);
  const end = new Date(endDate);
  if (Number.isNaN(start.getTime())) throw badRequest('startDate', 'startDate is not a date');
  if (Number.isNaN(end.getTime())) throw badRequest('endDate', 'endDate is not a date');
  if (end <= start) throw badRequest('endDate', 'endDate must be after startDate');
  const text = name.trim();
  if (!text) throw badRequest('name', 'Give part of a product name');
  return withPeriods(ctx, companyId, await repo.unitsFreeByProductName(ctx.db, companyId, text, start, end));
}
