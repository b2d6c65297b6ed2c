import type { Static } from 'typebox';
import { audit } from '../../platform/audit.ts';
import { isUniqueViolation } from '../../platform/db/pg-errors.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { newId } from '../../platform/ids.ts';
import { lockForRemoval, refuseWhileNeeded } from '../orders/index.ts';
import { actorIdOf, addHistoryEvent, type NewHistoryEvent } from './history.ts';
import { loadProduct } from './products.ts';
import { normalizeQrValue, qrValues } from './qr-values.ts';
import type { NewUnit, UnitRow } from './repository/units.ts';
import * as repo from './repository/units.ts';
import type { UnitPatch, UnitsBulkPatch, UnitsCreateBody } from './schemas/units.ts';
import { unitView, unitWithProductView } from './views.ts';

type UnitFields = NonNullable<Static<typeof UnitsCreateBody>['units']>[number];
export type UnitChanges = Static<typeof UnitPatch>;
const MAX_UNITS = 500;
const QR_ATTEMPTS = 5;

const cleanSerial = (serial: string | null | undefined) => serial?.trim() || null;

function findRepeat(values: string[]) {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) return value;
    seen.add(value);
  }
  return undefined;
}

/** Serial numbers and QR values are unique in the company: repeats in the request are a 400, taken ones a 409. */
async function checkUnique(ctx: Ctx, companyId: string, serials: string[], qrs: string[], exceptId?: string) {
  const repeatedSerial = findRepeat(serials.map((s) => s.toLowerCase()));
  if (repeatedSerial) throw badRequest('serialNumber', `The serial number "${repeatedSerial}" is given twice`);
  const repeatedQr = findRepeat(qrs.map((q) => q.toUpperCase()));
  if (repeatedQr) throw badRequest('qrCodeValue', `The QR value "${repeatedQr}" is given twice`);
  const takenSerials = await repo.takenSerials(ctx.db, companyId, serials, exceptId);
  if (takenSerials.length > 0) {
    throw conflict('serialNumberTaken', `Serial number already used: ${takenSerials.join(', ')}`, {
      serialNumbers: takenSerials,
    });
  }
  const takenQrs = await repo.takenQrValues(ctx.db, companyId, qrs, exceptId);
  if (takenQrs.length > 0) {
    throw conflict('qrCodeTaken', `QR value already used: ${takenQrs.join(', ')}`, { qrCodeValues: takenQrs });
  }
}

function checkSize(size: string | null | undefined, sizes: string[]) {
  if (size && sizes.length > 0 && !sizes.includes(size)) {
    throw badRequest('size', `"${size}" is not a size of this model (${sizes.join(', ')})`);
  }
}

/** The 409 of a serial number or QR value another request took between the check and the write, if that is it. */
function takenMeanwhile(error: unknown) {
  if (isUniqueViolation(error, 'sub_products_serial_key')) {
    return conflict('serialNumberTaken', 'A serial number was taken at the same time');
  }
  if (isUniqueViolation(error, 'sub_products_qr_key'))
    return conflict('qrCodeTaken', 'A QR value was taken at the same time');
  return undefined;
}

/** Inserts the units; a generated QR value that collides (40 random bits) is drawn again. */
async function insertWithFreshQrValues(ctx: Ctx, rows: (Omit<NewUnit, 'qrCodeValue'> & { qrCodeValue?: string })[]) {
  for (let attempt = 1; ; attempt++) {
    const values = rows.map((r) => ({ ...r, qrCodeValue: r.qrCodeValue ?? qrValues.next() }));
    try {
      return await ctx.db.transaction((savepoint) => repo.insertUnits(savepoint, values));
    } catch (error) {
      if (isUniqueViolation(error, 'sub_products_qr_key') && attempt < QR_ATTEMPTS) continue;
      throw takenMeanwhile(error) ?? error;
    }
  }
}

/** Adds units to a serialised product: the detailed `units`, then `count` more without details. */
export async function createUnits(ctx: StaffCtx, input: Static<typeof UnitsCreateBody>) {
  const companyId = ctx.companyId;
  const specs: UnitFields[] = [...(input.units ?? []), ...Array.from({ length: input.count ?? 0 }, () => ({}))];
  if (specs.length === 0) throw badRequest('count', 'Give a count or a list of units');
  if (specs.length > MAX_UNITS) throw badRequest('count', `At most ${MAX_UNITS} units at once`);
  return inTransaction(ctx, async (tx) => {
    // kept as read until the units are in: a switch to a stock quantity or a delete waits for them
    const { product, model } = await loadProduct(tx, companyId, input.productId, 'share');
    if (product.stockMode !== 'SERIALIZED') {
      throw conflict('productNotSerialized', 'This product counts a stock quantity, not units');
    }
    const serials = specs.map((s) => cleanSerial(s.serialNumber)).filter((s): s is string => !!s);
    const qrs = specs.map((s) => (s.qrCodeValue ? normalizeQrValue(s.qrCodeValue) : undefined));
    await checkUnique(
      tx,
      companyId,
      serials,
      qrs.filter((q): q is string => !!q),
    );
    for (const spec of specs) checkSize(spec.size, model.sizes);
    const created = await insertWithFreshQrValues(
      tx,
      specs.map((s, i) => ({
        companyId,
        // One millisecond apart: the ids (UUIDv7) keep the units in the order they were given.
        id: newId(tx.now.getTime() + i),
        productId: product.id,
        serialNumber: cleanSerial(s.serialNumber),
        qrCodeValue: qrs[i],
        state: s.state?.trim() || 'GOOD',
        inService: s.inService ?? true,
        status: s.status ?? null,
        notes: s.notes ?? null,
        size: s.size ?? null,
      })),
    );
    await addHistoryEvent(
      tx.db,
      created.map((u) => ({
        companyId,
        productId: product.id,
        subProductId: u.id,
        kind: 'created',
        data: { serialNumber: u.serialNumber, qrCodeValue: u.qrCodeValue, state: u.state, inService: u.inService },
        actorId: actorIdOf(tx),
        at: tx.now,
      })),
    );
    return created.map((u) => unitView(u));
  });
}

/** A 'stateChanged' event when the state or the service flag of a unit changes. */
function stateEvent(ctx: Ctx, before: UnitRow, after: UnitRow): NewHistoryEvent | undefined {
  if (before.state === after.state && before.inService === after.inService) return undefined;
  return {
    companyId: after.companyId,
    productId: after.productId,
    subProductId: after.id,
    kind: 'stateChanged',
    data: {
      from: { state: before.state, inService: before.inService },
      to: { state: after.state, inService: after.inService },
    },
    actorId: actorIdOf(ctx),
    at: ctx.now,
  };
}

function changedUnitValues(changes: Omit<UnitChanges, 'deleted'>): Partial<NewUnit> {
  const v: Partial<NewUnit> = {};
  if (changes.serialNumber !== undefined) v.serialNumber = cleanSerial(changes.serialNumber);
  if (changes.qrCodeValue !== undefined) v.qrCodeValue = normalizeQrValue(changes.qrCodeValue);
  if (changes.state !== undefined) v.state = changes.state.trim() || 'GOOD';
  if (changes.inService !== undefined) v.inService = changes.inService;
  if (changes.status !== undefined) v.status = changes.status;
  if (changes.notes !== undefined) v.notes = changes.notes;
  if (changes.size !== undefined) v.size = changes.size;
  return v;
}

/**
 * Removes a unit; refused while it is given to an order that has not ended and is not back (409 `inUseByOrders`).
 * Units are given under their product's stock lock: the check runs under it.
 */
async function deleteUnit(tx: Ctx, companyId: string, found: repo.UnitWithProduct) {
  const { unit, product } = found;
  await lockForRemoval(tx.db, companyId, [product.id]);
  if (!(await repo.findUnit(tx.db, companyId, unit.id))) throw notFound('subProduct', unit.id);
  await refuseWhileNeeded(tx.db, companyId, 'unit', [unit.id], `Unit ${unit.qrCodeValue}`);
  await repo.updateUnits(tx.db, companyId, [unit.id], { deletedAt: tx.now });
  await audit(tx, { action: 'subProduct.delete', entity: 'subProduct', entityId: unit.id });
  return unitWithProductView(unit, product);
}

export async function updateUnit(ctx: StaffCtx, id: string, changes: UnitChanges) {
  const companyId = ctx.companyId;
  return inTransaction(ctx, async (tx) => {
    const found = await repo.findUnit(tx.db, companyId, id);
    if (!found) throw notFound('subProduct', id);
    if (changes.deleted) return deleteUnit(tx, companyId, found);
    const values = changedUnitValues(changes);
    await checkUnique(
      tx,
      companyId,
      values.serialNumber ? [values.serialNumber] : [],
      values.qrCodeValue ? [values.qrCodeValue] : [],
      id,
    );
    if (values.size !== undefined) {
      const { model } = await loadProduct(tx, companyId, found.product.id);
      checkSize(values.size, model.sizes);
    }
    const [after] = await repo.updateUnits(tx.db, companyId, [id], values).catch((error) => {
      throw takenMeanwhile(error) ?? error;
    });
    const event = stateEvent(tx, found.unit, after);
    if (event) await addHistoryEvent(tx.db, event);
    const periods = await repo.unavailabilitiesOf(tx.db, companyId, [id]);
    return unitWithProductView(after, found.product, periods);
  });
}

/** The same changes (state, service, status, notes, size) on several units; all must exist. */
export async function updateUnits(ctx: StaffCtx, input: Static<typeof UnitsBulkPatch>) {
  const companyId = ctx.companyId;
  const ids = [...new Set(input.ids)];
  return inTransaction(ctx, async (tx) => {
    const before = await repo.findUnits(tx.db, companyId, ids);
    const byId = new Map(before.map((u) => [u.unit.id, u.unit]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing) throw notFound('subProduct', missing);
    const updated = await repo.updateUnits(tx.db, companyId, ids, changedUnitValues(input.changes));
    const events = updated
      .map((after) => stateEvent(tx, byId.get(after.id) as UnitRow, after))
      .filter((e): e is NewHistoryEvent => !!e);
    await addHistoryEvent(tx.db, events);
    const periods = await repo.unavailabilitiesOf(tx.db, companyId, ids);
    const order = new Map(before.map((u, i) => [u.unit.id, i]));
    return updated.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)).map((u) => unitView(u, periods));
  });
}
