import { insertPromoCode, type NewPromoCode } from '../../src/modules/pricing/promo-repository.ts';
import {
  type NewPeriodicDiscount,
  type NewPriceRule,
  savePeriodicDiscount,
  savePriceRule,
} from '../../src/modules/pricing/repository.ts';
import type { Db } from '../../src/platform/db/pool.ts';
import { newId } from '../../src/platform/ids.ts';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`.toUpperCase();

/** A price rule (all products): +15 % on summer weekends unless told otherwise. */
export function makePriceRule(db: Db, companyId: string, values: Partial<NewPriceRule> = {}) {
  return savePriceRule(
    db,
    {
      companyId,
      id: newId(),
      title: 'Weekend',
      rules: [
        {
          type: 'overlap',
          startDate: '2026-06-01',
          endDate: '2026-09-30',
          startTime: null,
          endTime: null,
          weekdays: [0, 6],
          variation: { kind: 'PERCENTAGE', value: 1500 },
        },
      ],
      productIds: null,
      active: true,
      ...values,
    },
    new Date(),
  );
}

export function makePeriodicDiscount(db: Db, companyId: string, values: Partial<NewPeriodicDiscount> = {}) {
  return savePeriodicDiscount(
    db,
    {
      companyId,
      id: newId(),
      name: 'Early booking',
      applicableDate: 'CREATED_DATE',
      scope: ['ONLINE_STORE'],
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      percentageBp: 1000,
      amountCents: null,
      productIds: null,
      ...values,
    },
    new Date(),
  );
}

/** A promo code of a company (companyId) or of the platform (null): 10 %, no limits, with a unique code. */
export function makePromoCode(db: Db, companyId: string | null, values: Partial<NewPromoCode> = {}) {
  return insertPromoCode(
    db,
    {
      id: newId(),
      companyId,
      code: `CODE${unique()}`,
      discountType: 'PERCENTAGE',
      value: 1000,
      source: companyId ? 'COMPANY' : 'PLATFORM',
      dateCheck: 'CREATION_DATE',
      validFrom: null,
      validTo: null,
      usageLimit: null,
      perCustomerLimit: null,
      minimumTotalCents: null,
      active: true,
      description: null,
      ...values,
    },
    new Date(),
  );
}
