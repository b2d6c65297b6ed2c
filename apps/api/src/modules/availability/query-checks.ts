import type { Db } from '../../platform/db/pool.ts';
import { badRequest } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { knownItemIds, orderExists, universeExists } from './item-reads.ts';

const MAX_FOCUS = 2000;

/** Comma-joined ids of a query; 400 naming the field for anything that is not an id. */
export function idList(field: string, value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const ids = [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  const wrong = ids.find((id) => !isUuid(id));
  if (wrong !== undefined) throw badRequest(field, `${wrong} is not an id`);
  if (ids.length > MAX_FOCUS) throw badRequest(field, `At most ${MAX_FOCUS} items at once`);
  return ids;
}

/** Every id must be a live product or pack of the company: another company's id is as unknown as a made-up one. */
export async function checkItemIds(db: Db, companyId: string, field: string, ids: readonly string[] | undefined) {
  if (!ids || ids.length === 0) return;
  const known = await knownItemIds(db, companyId, ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw badRequest(field, `Not a product or pack of this shop: ${unknown.join(', ')}`, { ids: unknown });
  }
}

export async function checkUniverse(db: Db, companyId: string, id: string | undefined) {
  if (id !== undefined && !(await universeExists(db, companyId, id))) {
    throw badRequest('universe', `${id} is not a universe of this shop`);
  }
}

export async function checkOrder(db: Db, companyId: string, field: string, id: string | undefined) {
  if (id !== undefined && !(await orderExists(db, companyId, id))) {
    throw badRequest(field, `${id} is not an order of this shop`);
  }
}
