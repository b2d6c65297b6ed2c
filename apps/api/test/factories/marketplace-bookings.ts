import type { App } from '../../src/app.ts';
import type { Db } from '../../src/platform/db/pool.ts';
import { makeProduct } from './catalogue.ts';
import { makeCustomer } from './customers.ts';
import { makeOrder } from './order-lifecycle.ts';

type Shop = { company: { id: string }; headers: Record<string, string> };

/**
 * In the shop, one order on `day` (09:00–18:00) for each marketplace account, each through a shop customer linked to
 * it; answers the orders' ids, in the accounts' order.
 */
export async function bookForMarketplaceAccounts(app: App, db: Db, shop: Shop, day: string, accountIds: string[]) {
  const bike = await makeProduct(app, shop.headers, { name: 'VTT', stockMode: 'QUANTITY', quantity: 3 });
  const ids: string[] = [];
  for (const rentalPlaceUserId of accountIds) {
    const customer = await makeCustomer(db, shop.company.id, { rentalPlaceUserId });
    const order = await makeOrder(app, shop.headers, {
      startDate: `${day}T09:00`,
      endDate: `${day}T18:00`,
      customerId: customer.id,
      products: [{ productId: bike.id, quantity: 1 }],
    });
    ids.push(order.id);
  }
  return ids;
}
