import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Db } from '../src/platform/db/pool.ts';
import type { Access } from '../src/platform/http/access.ts';
import type { RegisteredRoute } from '../src/platform/http/register.ts';
import { createTestApp } from './app.ts';
import { CITY_BIKE_GRID } from './factories/catalogue.ts';
import { makeCompanyRecords, type RecordKind } from './factories/company-data.ts';
import { formData } from './factories/company-settings.ts';
import { makeAdmin, makeShop } from './factories.ts';
import { holdsId, type Ids, type Schema, sampleOf } from './route-samples.ts';

/** A platform category, as an administrator makes it. */
async function makeCategory(app: App, db: Db) {
  const { headers } = await makeAdmin(app, db);
  const res = await app.inject({
    method: 'POST',
    url: '/v2/product-verticale-category/admin/create',
    headers,
    payload: { verticale: 'BIKE', name: { en: 'Gravel' } },
  });
  if (res.statusCode !== 200) throw new Error(`category failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string };
}

/** A path parameter or body field named so holds an id (or identifier) of this kind. */
const KIND_OF_NAME: Record<string, RecordKind> = {
  companyId: 'company',
  employeeId: 'employee',
  userId: 'employee',
  productModelId: 'productModel',
  productId: 'product',
  productIds: 'product',
  itemId: 'product',
  lokkiProductId: 'product',
  featuredIds: 'product',
  focusItemId: 'product',
  subProductId: 'unit',
  subProductIds: 'unit',
  qrCodeValue: 'qrCode',
  packId: 'pack',
  packItemId: 'packItem',
  serviceId: 'service',
  customerModelId: 'customerModel',
  customerId: 'customer',
  email: 'customerEmail',
  documentId: 'customerDocument',
  document__id: 'orderDocumentId',
  orderId: 'order',
  orderIds: 'order',
  excludeOrderId: 'order',
  orderRequestId: 'orderRequest',
  key: 'attachment',
  fileId: 'conditionPhoto',
  documentModelId: 'documentModel',
  periodicDiscountId: 'periodicDiscount',
  universe: 'universe',
  universeIds: 'universe',
  stateModelId: 'stateModel',
  statusModelId: 'statusModel',
  surveyIds: 'survey',
  eventId: 'historyEvent',
  invitationId: 'invitation',
  invoiceId: 'invoice',
  creditNoteId: 'creditNote',
  paymentId: 'payment',
  bailId: 'deposit',
  payoutId: 'payout',
  feeInvoiceId: 'feeInvoice',
  checkoutId: 'terminalCheckout',
  transactionId: 'ancvTransaction',
  paymentLinkId: 'paymentLink',
};

/** `id` (in the path or the body) is the record the call is about: the kind of the longest path prefix that matches. */
const KIND_OF_ID: Record<string, RecordKind> = {
  '/company/byID': 'company',
  '/company/periodic-discounts': 'periodicDiscount',
  '/customer': 'customer',
  '/customer-model': 'customerModel',
  '/email-template': 'emailTemplate',
  '/document-model': 'documentModel',
  '/imports': 'importJob',
  '/multi-order/addOrder': 'multiOrder',
  '/order': 'order',
  '/order-waiting-list': 'waitingListEntry',
  '/payment-v2': 'payment',
  '/payment-v2/deposit': 'deposit',
  '/pack': 'pack',
  '/price-rules': 'priceRule',
  '/pricing/preview': 'product',
  '/product-state-model': 'stateModel',
  '/product-survey': 'survey',
  '/products': 'product',
  '/products/byProductModelId': 'productModel',
  '/products/create-product-model': 'productModel',
  '/products/productModelById': 'productModel',
  '/promo-code/company': 'promoCode',
  '/service': 'service',
  '/status-model': 'statusModel',
  '/sub-products': 'unit',
  '/universe': 'universe',
};

/** Path parameters that name no record of a company: any valid value does. */
const NOT_AN_ID: Record<string, string> = {
  status: 'ENDED',
  tool: 'dashboard',
  rentalType: 'LCD',
  year: '2031',
  search: 'bike',
  name: 'bike',
  startDate: '2031-07-10T09:00:00.000Z',
  endDate: '2031-07-12T18:00:00.000Z',
  type: 'logo',
  imgCategory: 'products',
  tulipId: 'tulip-1',
  scope: 'DEPART',
  lang: 'fr',
};

/** Ids of platform records (shared by every company), for the fields that take them. */
const PLATFORM_ID_NAMES = new Set(['categoryId']);

/**
 * Values a route needs beyond the smallest valid body to reach its lookups (checks of the values come first),
 * by operation id.
 */
const EXTRA_BODY: Record<string, Record<string, unknown>> = {
  saveDocumentModel: { blocks: [{ type: 'lines' }] },
  createProduct: { priceGrid: CITY_BIKE_GRID },
  createPack: { priceGrid: CITY_BIKE_GRID },
  createSubProducts: { count: 1 },
  savePeriodicDiscount: { percentage: 10 },
  savePriceRule: {
    rules: [
      {
        type: 'overlap',
        startDate: '2031-06-01',
        endDate: '2031-09-30',
        weekdays: [0, 6],
        variation: { kind: 'PERCENTAGE', value: 15 },
      },
    ],
  },
};

/** Routes whose path names a record they are not about, and what it is for. */
const PATH_ID_NOT_ADDRESSED: Record<string, string> = {
  verifyCustomerInDb: 'the customer left out of the duplicate check (the one being edited), any id or none',
};

/** An identifier like `value` that names nothing: fresh UUIDs in place of those it holds, else a changed text. */
const unknownLike = (value: string) =>
  UUID_IN.test(value)
    ? value.replace(UUID_IN_ALL, () => randomUUID())
    : `${value.slice(0, -1)}${value.endsWith('Z') ? 'Y' : 'Z'}`;
const UUID_IN = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const UUID_IN_ALL = new RegExp(UUID_IN.source, 'gi');

/** Staff sessions are the ones a company's data answers to; admins see every company, public calls none. */
const STAFF: ReadonlySet<Access['kind']> = new Set(['user', 'employee', 'manager']);

const pathOf = (r: RegisteredRoute) => r.url.replace(/^\/v2/, '').replace(/\/:.*$/, '');
function kindOfId(r: RegisteredRoute): RecordKind | undefined {
  const path = pathOf(r);
  const prefix = Object.keys(KIND_OF_ID)
    .filter((p) => path === p || path.startsWith(`${p}/`))
    .sort((x, y) => y.length - x.length)[0];
  return prefix ? KIND_OF_ID[prefix] : undefined;
}

describe('other company', async () => {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  clock.set('2031-01-05T08:00:00Z');
  const a = await makeShop(app, db);
  const b = await makeShop(app, db);
  const records = await makeCompanyRecords(app, db, a);
  const category = await makeCategory(app, db);

  /** Every row that carries A's company id, in one digest: any change to A shows. */
  const tablesOfA = (
    await db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.columns
          where table_schema = 'public' and column_name = 'company_id' order by table_name`,
    )
  ).rows.map((r) => r.name);
  const digestOfA = async () =>
    (
      await db.execute<{ digest: string }>(
        sql.raw(
          `select md5(string_agg(d, ',' order by d)) as digest from (${tablesOfA
            .map(
              (t) => `select '${t}:' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as d
                          from ${t} x where company_id = '${a.company.id}'`,
            )
            .join(' union all ')}) parts`,
        ),
      )
    ).rows[0]!.digest;
  const before = await digestOfA();

  /** A's record for a parameter or field (or, with `unknown`, one like it that exists nowhere). */
  const idsFor = (r: RegisteredRoute, unknown = false): Ids => ({
    textIds: new Set(['ids']),
    idFor: (name) => {
      if (PLATFORM_ID_NAMES.has(name)) return category.id;
      // a list filter `field.op` holds ids of its field
      const field = name.split('.')[0] as string;
      const kind =
        field === 'id' || field === 'ids'
          ? kindOfId(r)
          : field === 'key' && pathOf(r).startsWith('/document')
            ? 'orderDocument'
            : KIND_OF_NAME[field];
      if (!kind) {
        throw new Error(`${r.method} ${r.url}: no record kind for "${name}"; add it to the other-company suite`);
      }
      return unknown ? unknownLike(records[kind]) : records[kind];
    },
  });

  const paramNames = (r: RegisteredRoute) => [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  /** The route is about a record it names in its path: its answer to another company's is 404. */
  const addressesRecord = (r: RegisteredRoute) =>
    !PATH_ID_NOT_ADDRESSED[r.operationId] && paramNames(r).some((n) => !(n in NOT_AN_ID));
  const namesRecord = (r: RegisteredRoute) => {
    const query = r.schema.querystring as Schema | undefined;
    const fields = { ...(r.schema.body as Schema | undefined)?.properties, ...query?.properties };
    return (
      paramNames(r).some((n) => !(n in NOT_AN_ID)) ||
      Object.entries(fields).some(([name, s]) => !PLATFORM_ID_NAMES.has(name) && holdsId(s)) ||
      !!query?.properties?.ids
    );
  };
  const routes = app.routesTable.filter((r) => STAFF.has(r.access.kind) && namesRecord(r));
  /** Names of the fields of a route that hold ids (or arrays or objects holding them), and its path parameters. */
  const idFields = (r: RegisteredRoute) => {
    const names = new Set(['ids', ...paramNames(r)]);
    const visit = (s: Schema | undefined) => {
      for (const [name, prop] of Object.entries(s?.properties ?? {})) {
        if (holdsId(prop)) names.add(name);
        visit(prop);
        visit(prop.items);
        for (const branch of prop.anyOf ?? []) visit(branch);
      }
    };
    visit(r.schema.body as Schema | undefined);
    visit(r.schema.querystring as Schema | undefined);
    return [...names];
  };
  /** `orders[0].products[1].productId` → the last named segment, `productId`; `featuredIds.2` → `featuredIds`. */
  const leafOf = (field: unknown) =>
    String(field ?? '')
      .split(/[.[\]]/)
      .filter((part) => part && !/^\d+$/.test(part))
      .at(-1);

  /** Calls `r` with B's session, naming A's records (or, with `unknown`, records that exist nowhere). */
  async function callAsB(r: RegisteredRoute, unknown = false) {
    const ids = idsFor(r, unknown);
    const sample = (schema: unknown) => sampleOf((schema ?? {}) as Schema, 'body', ids) as Record<string, unknown>;
    const url = r.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(NOT_AN_ID[name] ?? ids.idFor(name)));
    const query = Object.entries(r.schema.querystring ? sample(r.schema.querystring) : {});
    const search = query.length
      ? `?${new URLSearchParams(query.map(([k, v]): [string, string] => [k, Array.isArray(v) ? v.join(',') : String(v)]))}`
      : '';
    if (r.multipart) {
      const fields = Object.fromEntries(Object.entries(sample(r.schema.body)).map(([k, v]) => [k, String(v)]));
      const file = { field: 'file', filename: 'f.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF') };
      const form = formData([file], fields);
      return app.inject({
        method: r.method as 'POST',
        url: url + search,
        headers: { ...b.headers, ...form.headers },
        payload: form.payload,
      });
    }
    const body = r.schema.body ? { ...sample(r.schema.body), ...EXTRA_BODY[r.operationId] } : undefined;
    return app.inject({
      method: r.method as 'POST',
      url: url + search,
      headers: b.headers,
      ...(body === undefined ? {} : { payload: body }),
    });
  }

  it('covers the routes that name a record', () => {
    expect(routes.length).toBeGreaterThan(80);
  });

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    "%s answers another company's ids as ids that exist nowhere (404 for the record of the path), changing nothing",
    async (_, r) => {
      const res = await callAsB(r);
      const none = await callAsB(r, true);
      const answer = (x: typeof res) => ({ status: x.statusCode, code: x.statusCode >= 400 ? x.json().code : null });
      expect(res.statusCode, res.body).not.toBe(500);
      expect(answer(res), res.body).toEqual(answer(none));
      // a refused input is refused for the id it names, not for some other value of the sample
      if (res.statusCode === 400) expect(idFields(r), res.body).toContain(leafOf(res.json().details?.field));
      if (addressesRecord(r)) expect(answer(res)).toMatchObject({ status: 404, code: 'notFound' });
      if (res.statusCode < 300) for (const value of Object.values(records)) expect(res.body).not.toContain(value);
      expect(await digestOfA()).toBe(before);
    },
  );

  it('names only routes that exist among its exceptions', () => {
    const ids = new Set(routes.map((r) => r.operationId));
    expect(Object.keys({ ...PATH_ID_NOT_ADDRESSED, ...EXTRA_BODY }).filter((id) => !ids.has(id))).toEqual([]);
  });
});
