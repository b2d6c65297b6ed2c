import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/pool.ts';
import { badRequest } from '../../../platform/errors.ts';
import { isUuid } from '../../../platform/ids.ts';
import { subProductsView as subProducts } from '../../catalogue/index.ts';

/**
 * Units named by id or by the value of their QR code (scanned or typed, any case). A refusal about one unit is a
 * 400 `validationFailed` whose `details.reason` says why (`UnitRefusal`) with the unit's code, for clients to word.
 */
export interface UnitRefs {
  subProductIds?: string[];
  qrCodeValues?: string[];
}

/** Why a unit named in a request is refused (`details.reason` of its 400). */
export type UnitRefusal = 'unknownUnit' | 'unitNamedTwice' | 'unitTooMany' | 'unitNotInOrder' | 'unitsMissing';

export interface NamedUnit {
  id: string;
  productId: string;
  qrCodeValue: string;
  inService: boolean;
  /** Where the request named it (`subProductIds[2]`, `qrCodeValues[0]`). */
  field: string;
}

const unitColumns = {
  id: subProducts.id,
  productId: subProducts.productId,
  qrCodeValue: subProducts.qrCodeValue,
  inService: subProducts.inService,
};

/** The live units the refs name, in the order given; 400 names the first id or QR value that is no unit of the shop. */
export async function resolveUnits(db: Db, companyId: string, refs: UnitRefs): Promise<NamedUnit[]> {
  const ids = refs.subProductIds ?? [];
  const qrs = refs.qrCodeValues ?? [];
  const live = and(eq(subProducts.companyId, companyId), isNull(subProducts.deletedAt));
  const [byId, byQr] = await Promise.all([
    ids.length
      ? db
          .select(unitColumns)
          .from(subProducts)
          .where(and(live, inArray(subProducts.id, ids)))
      : [],
    qrs.length
      ? db
          .select(unitColumns)
          .from(subProducts)
          .where(
            and(
              live,
              inArray(
                sql`upper(${subProducts.qrCodeValue})`,
                qrs.map((q) => q.trim().toUpperCase()),
              ),
            ),
          )
      : [],
  ]);
  const named: NamedUnit[] = [];
  ids.forEach((id, i) => {
    const unit = byId.find((u) => u.id === id);
    if (!unit)
      throw badRequest(`subProductIds[${i}]`, `${id} is not a unit of this shop`, {
        reason: 'unknownUnit',
        subProductId: id,
      });
    named.push({ ...unit, field: `subProductIds[${i}]` });
  });
  qrs.forEach((qr, i) => {
    const unit = byQr.find((u) => u.qrCodeValue.toUpperCase() === qr.trim().toUpperCase());
    if (!unit)
      throw badRequest(`qrCodeValues[${i}]`, `No unit of this shop has the QR code ${qr}`, {
        reason: 'unknownUnit',
        qrCodeValue: qr.trim(),
      });
    named.push({ ...unit, field: `qrCodeValues[${i}]` });
  });
  const seen = new Set<string>();
  for (const unit of named) {
    if (seen.has(unit.id))
      throw badRequest(unit.field, `Unit ${unit.qrCodeValue} is named twice`, {
        reason: 'unitNamedTwice',
        qrCodeValue: unit.qrCodeValue,
      });
    seen.add(unit.id);
  }
  return named;
}

/** One unit named by its id or its QR value (`field` for the 400). */
export async function resolveUnitRef(db: Db, companyId: string, ref: string, field: string): Promise<NamedUnit> {
  const live = and(eq(subProducts.companyId, companyId), isNull(subProducts.deletedAt));
  const [unit] = await db
    .select(unitColumns)
    .from(subProducts)
    .where(
      and(
        live,
        isUuid(ref)
          ? sql`(${subProducts.id} = ${ref} or upper(${subProducts.qrCodeValue}) = ${ref.toUpperCase()})`
          : sql`upper(${subProducts.qrCodeValue}) = ${ref.trim().toUpperCase()}`,
      ),
    )
    .limit(1);
  if (!unit) throw badRequest(field, `${ref} is neither the id nor the QR code of a unit of this shop`);
  return { ...unit, field };
}
