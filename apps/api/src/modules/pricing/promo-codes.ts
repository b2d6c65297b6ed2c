import type { Static } from 'typebox';
import { audit } from '../../platform/audit.ts';
import { readInstant } from '../../platform/dates.ts';
import { isUniqueViolation } from '../../platform/db/pg-errors.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { newId } from '../../platform/ids.ts';
import { refuseWhileNeeded } from '../orders/index.ts';
import { basisPointsOf, centsOf } from './amounts.ts';
import * as repo from './promo-repository.ts';
import type { PromoCodeBody } from './promo-schemas.ts';
import { promoCodeView } from './promo-views.ts';

type PromoInput = Static<typeof PromoCodeBody>;
/** A company's codes, or (null) the platform's. */
type Owner = string | null;

export const normaliseCode = (code: string) => code.trim().toUpperCase();

function checkWindow(input: PromoInput) {
  // The zone only shifts both ends alike; UTC is enough to order them.
  const from = input.validFrom ? readInstant('validFrom', input.validFrom, 'UTC', 'start') : undefined;
  const to = input.validTo ? readInstant('validTo', input.validTo, 'UTC', 'end') : undefined;
  if (from !== undefined && to !== undefined && to <= from)
    throw badRequest('validTo', 'The code would stop being valid before it starts');
}

function storedValue(input: PromoInput) {
  if (input.discountType === 'PERCENTAGE') {
    if (input.value > 100) throw badRequest('value', 'A percentage is at most 100');
    return basisPointsOf('value', input.value);
  }
  return centsOf('value', input.value);
}

const codeExists = (code: string) => conflict('alreadyExists', `The code ${code} already exists`, { field: 'code' });

export async function listPromoCodes(ctx: Ctx, owner: Owner) {
  return (await repo.promoCodesOf(ctx.db, owner)).map((r) => promoCodeView(r.promo, r.usedCount));
}

export const listCompanyPromoCodes = (ctx: StaffCtx) => listPromoCodes(ctx, ctx.companyId);

/** Creates a code, or replaces the one named by `id`; codes are unique (case-insensitively) per owner. */
export async function savePromoCode(ctx: Ctx, owner: Owner, input: PromoInput) {
  const code = normaliseCode(input.code);
  checkWindow(input);
  const values = {
    companyId: owner,
    code,
    discountType: input.discountType,
    value: storedValue(input),
    source: owner ? ('COMPANY' as const) : ('PLATFORM' as const),
    dateCheck: input.dateCheck ?? 'CREATION_DATE',
    validFrom: input.validFrom ?? null,
    validTo: input.validTo ?? null,
    usageLimit: input.usageLimit ?? null,
    perCustomerLimit: input.perCustomerLimit ?? null,
    minimumTotalCents: input.minimumTotal == null ? null : centsOf('minimumTotal', input.minimumTotal),
    active: input.active,
    description: input.description?.trim() || null,
  };
  return inTransaction(ctx, async (tx) => {
    const before = input.id ? await repo.findPromoCode(tx.db, owner, input.id) : undefined;
    if (input.id && !before) throw notFound('promo code', input.id);
    if (await repo.codeTaken(tx.db, owner, code, input.id)) throw codeExists(code);
    const id = input.id ?? newId(tx.now.getTime());
    const write = before
      ? repo.updatePromoCode(tx.db, { id, ...values }, tx.now)
      : repo.insertPromoCode(tx.db, { id, ...values }, tx.now);
    const saved = await write.catch((error) => {
      // the same code saved by another request between the check and the write
      if (isUniqueViolation(error, 'promo_codes_code_key')) throw codeExists(code);
      throw error;
    });
    await audit(tx, {
      companyId: owner,
      action: before ? 'promoCode.update' : 'promoCode.create',
      entity: 'promoCode',
      entityId: id,
      to: code,
    });
    return promoCodeView(saved, before?.usedCount ?? 0);
  });
}

export const saveCompanyPromoCode = (ctx: StaffCtx, input: PromoInput) => savePromoCode(ctx, ctx.companyId, input);

/**
 * Deleted codes stop working at once; their past uses stay. Refused while an order that has not ended has the code
 * (409 `inUseByOrders`; for a platform code, in any shop), checked under the code's row lock that orders take too.
 */
export async function deletePromoCode(ctx: Ctx, owner: Owner, id: string) {
  return inTransaction(ctx, async (tx) => {
    if (!(await repo.findPromoCode(tx.db, owner, id))) throw notFound('promo code', id);
    const promo = await repo.lockPromoCode(tx.db, id);
    if (promo.deletedAt) throw notFound('promo code', id);
    await refuseWhileNeeded(tx.db, owner, 'promoCode', [id], `Promo code ${promo.code}`);
    await repo.softDeletePromoCode(tx.db, owner, id, tx.now);
    await audit(tx, { companyId: owner, action: 'promoCode.delete', entity: 'promoCode', entityId: id });
    return { ok: true as const };
  });
}

export const deleteCompanyPromoCode = (ctx: StaffCtx, id: string) => deletePromoCode(ctx, ctx.companyId, id);
