import type { Ctx } from '../../../platform/http/context.ts';
import { newId } from '../../../platform/ids.ts';
import { actorIdOf, addHistoryEvent } from '../history.ts';
import { normalizeQrValue, qrValues } from '../qr-values.ts';
import type { ModelRow } from '../repository/models.ts';
import type { ProductRow } from '../repository/products.ts';
import {
  findUnitByQr,
  findUnitBySerial,
  insertUnits,
  takenQrValues,
  type UnitRow,
  updateUnits,
} from '../repository/units.ts';
import type { ProductRowValue } from './parse-product-row.ts';
import { changedFields, reject } from './rows.ts';

const QR_ATTEMPTS = 5;

/** A generated QR value no unit of the company has had (40 random bits: a collision is drawn again). */
async function freshQrValue(ctx: Ctx, companyId: string) {
  for (let attempt = 0; attempt < QR_ATTEMPTS; attempt++) {
    const value = qrValues.next();
    if ((await takenQrValues(ctx.db, companyId, [value])).length === 0) return value;
  }
  throw new Error('No free QR value could be drawn');
}

/** A QR value is never given twice in a company, deleted units included: printed labels outlive their unit. */
async function checkQrFree(ctx: Ctx, companyId: string, qr: string, exceptId?: string) {
  if ((await takenQrValues(ctx.db, companyId, [qr], exceptId)).length > 0) {
    reject('qrCodeValue', `The QR value "${qr}" was given to a deleted unit: a QR value is never given twice`);
  }
}

/**
 * The unit of the row, matched by its serial number or its QR value among the company's units: updated when it is
 * a unit of this product, refused when it belongs to another product, created otherwise (with a generated QR value
 * when the row has none). Answers whether a unit was created.
 */
export async function upsertUnit(
  ctx: Ctx,
  companyId: string,
  { product, model, row }: { product: ProductRow; model: ModelRow; row: number },
  input: NonNullable<ProductRowValue['unit']>,
): Promise<boolean> {
  const serial = input.serialNumber?.trim() || undefined;
  const qr = input.qrCodeValue ? normalizeQrValue(input.qrCodeValue) : undefined;
  const bySerial = serial ? await findUnitBySerial(ctx.db, companyId, serial) : undefined;
  const byQr = qr ? await findUnitByQr(ctx.db, companyId, qr) : undefined;
  if (bySerial && byQr && bySerial.unit.id !== byQr.unit.id) {
    reject('qrCodeValue', `The QR value "${qr}" is on another unit than the serial number "${serial}"`);
  }
  const match = bySerial ?? byQr;
  if (match && match.product.id !== product.id) {
    const what = bySerial ? `The serial number "${serial}"` : `The QR value "${qr}"`;
    reject(
      bySerial ? 'serialNumber' : 'qrCodeValue',
      `${what} is already a unit of the product "${match.product.name}"`,
    );
  }
  if (input.size && model.sizes.length > 0 && !model.sizes.includes(input.size)) {
    reject('size', `"${input.size}" is not a size of this model (${model.sizes.join(', ')})`);
  }
  if (qr && !byQr) await checkQrFree(ctx, companyId, qr, match?.unit.id);
  const values = {
    serialNumber: serial,
    qrCodeValue: qr,
    state: input.state?.trim() || undefined,
    inService: input.inService,
    size: input.size,
    notes: input.notes,
  };
  if (match) {
    await updateUnit(ctx, companyId, match.unit, values);
    return false;
  }
  const [unit] = await insertUnits(ctx.db, [
    {
      companyId,
      // One millisecond per row: the ids (UUIDv7) keep the units of a batch in the order of the file.
      id: newId(ctx.now.getTime() + row),
      productId: product.id,
      serialNumber: serial ?? null,
      qrCodeValue: qr ?? (await freshQrValue(ctx, companyId)),
      state: values.state ?? 'GOOD',
      inService: values.inService ?? true,
      notes: values.notes ?? null,
      size: values.size ?? null,
    },
  ]);
  await addHistoryEvent(ctx.db, {
    companyId,
    productId: product.id,
    subProductId: unit.id,
    kind: 'created',
    data: {
      serialNumber: unit.serialNumber,
      qrCodeValue: unit.qrCodeValue,
      state: unit.state,
      inService: unit.inService,
    },
    actorId: actorIdOf(ctx),
    at: ctx.now,
  });
  return true;
}

/** Writes what the row changes on an existing unit; a change of state or service is kept in its history. */
async function updateUnit(ctx: Ctx, companyId: string, current: UnitRow, values: Partial<UnitRow>) {
  const changes = changedFields(current, values);
  if (!changes) return;
  const [after] = await updateUnits(ctx.db, companyId, [current.id], changes);
  if (after.state === current.state && after.inService === current.inService) return;
  await addHistoryEvent(ctx.db, {
    companyId,
    productId: current.productId,
    subProductId: current.id,
    kind: 'stateChanged',
    data: {
      from: { state: current.state, inService: current.inService },
      to: { state: after.state, inService: after.inService },
    },
    actorId: actorIdOf(ctx),
    at: ctx.now,
  });
}
