import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { getWithQuery, makeUniverse } from '../../../test/factories/availability.ts';
import { makePack, makeProduct } from '../../../test/factories/catalogue.ts';
import { makeShop } from '../../../test/factories.ts';

const NO_PRICE = { days: [{ days: 1, price: 0 }] };

describe('GET /v2/product-availability/lcd: which items, and what it refuses', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2027-06-01T08:00:00Z');
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const zebre = await makeProduct(app, shop.headers, { name: 'Zèbre', position: 1 });
  const velo = await makeProduct(app, shop.headers, { name: 'Vélo', position: 0 });
  const abeille = await makeProduct(app, shop.headers, { name: 'Abeille', position: 0, priceGrid: NO_PRICE });
  const dromadaire = await makeProduct(app, shop.headers, { name: 'Dromadaire', position: 0, online: false });
  const longTerm = await makeProduct(app, shop.headers, {
    name: 'Location longue',
    isLCD: false,
    isLLD: true,
    lldMonthlyPrice: 30,
  });
  const pack = await makePack(app, shop.headers, {
    name: 'Duo',
    items: [{ productId: velo.id }, { productId: zebre.id }],
  });
  const theirs = await makeProduct(app, other.headers, { name: 'Leur vélo' });
  const all = [zebre, velo, abeille, dromadaire, longTerm, pack].map((p) => p.id);
  const period = { startDate: '2027-07-05T09:00', endDate: '2027-07-05T18:00' };
  const names = async (query: Record<string, unknown>, headers = shop.headers) => {
    const res = await getWithQuery(app, headers, '/product-availability/lcd', { ...period, ...query });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.items as { name: string }[]).map((i) => i.name);
  };
  const refused = async (query: Record<string, unknown>, headers = shop.headers) => {
    const res = await getWithQuery(app, headers, '/product-availability/lcd', { ...period, ...query });
    expect(res.status, JSON.stringify(query)).toBe(400);
    return res.body.details.field as string;
  };

  it('lists short-term products by position then name, then packs; priced ones unless asked otherwise', async () => {
    expect(await names({})).toEqual(['Dromadaire', 'Vélo', 'Zèbre', 'Duo']);
    expect(await names({ focusItemIds: all.join(',') })).toEqual(['Dromadaire', 'Vélo', 'Zèbre', 'Duo']);
    expect(await names({ allowWithoutPrice: true })).toEqual(['Abeille', 'Dromadaire', 'Vélo', 'Zèbre', 'Duo']);
    expect(await names({ noSearchOnlineAvailability: false })).toEqual(['Vélo', 'Zèbre', 'Duo']);
    expect(await names({ noSearchOnlineAvailability: true })).toEqual(['Dromadaire', 'Vélo', 'Zèbre', 'Duo']);
    expect(await names({ rentalType: 'LLD' })).toEqual(['Location longue']);
    expect(await names({ focusItemIds: `${zebre.id},${pack.id}` })).toEqual(['Zèbre', 'Duo']);
    expect(await names({ focusItemId: velo.id, focusItemIds: zebre.id })).toEqual(['Vélo', 'Zèbre']);
  });

  it('narrows to the models of a universe; a pack belongs when one of its products does', async () => {
    const universe = await makeUniverse(app, shop.headers, 'Zèbres', [zebre.productModel.id]);
    expect(await names({ universe: universe.id })).toEqual(['Zèbre', 'Duo']);
    const empty = await makeUniverse(app, shop.headers, 'Vide', []);
    expect(await names({ universe: empty.id })).toEqual([]);
    const theirUniverse = await makeUniverse(app, other.headers, 'Leur univers', []);
    expect(await refused({ universe: theirUniverse.id })).toBe('universe');
  });

  it('answers 400 naming the field for a bad value, and for ids of another shop', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ maxMonthRange: 13, startDateSearch: '2027-07-01' }, 'maxMonthRange'],
      [{ maxMonthRange: 0 }, 'maxMonthRange'],
      [{ nbItems: 0 }, 'nbItems'],
      [{ endDate: '2027-07-05T08:00' }, 'endDate'],
      [{ startDate: 'tomorrow' }, 'startDate'],
      [{ startDate: '2027-02-30T09:00' }, 'startDate'],
      [{ startDate: '2027-07-05T09:00', endDate: '2029-07-05T09:00' }, 'endDate'],
      [{ startDate: undefined, endDate: '2027-07-06' }, 'startDate'],
      [{ endDate: undefined, hours: 0, minutes: 0 }, 'hours'],
      [{ endDate: undefined, minutes: -5 }, 'minutes'],
      [{ startDateSearch: '2027-02-30' }, 'startDateSearch'],
      [{ startDateSearch: '2027-07' }, 'startDateSearch'],
      [{ endDateSearch: '2027-07-10' }, 'startDateSearch'],
      [{ startDateSearch: '2027-07-10', endDateSearch: '2027-07-09' }, 'endDateSearch'],
      [{ focusItemIds: 'abc' }, 'focusItemIds'],
      [{ focusItemIds: `${zebre.id},${theirs.id}` }, 'focusItemIds'],
      [{ focusItemId: theirs.id }, 'focusItemId'],
      [{ focusItemId: 'abc' }, 'focusItemId'],
      [{ excludeOrderId: zebre.id }, 'excludeOrderId'],
      [{ universe: zebre.id }, 'universe'],
      [{ rentalType: 'SHORT' }, 'rentalType'],
      [{ allowWithoutPrice: 'maybe' }, 'allowWithoutPrice'],
      [{ color: 'red' }, 'color'],
    ];
    for (const [query, field] of cases) expect(await refused(query), JSON.stringify(query)).toBe(field);
    // the other shop sees only its own products
    expect(await names({}, other.headers)).toEqual(['Leur vélo']);
  });
});
