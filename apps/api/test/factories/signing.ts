import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { App } from '../../src/app.ts';
import { orders } from '../../src/modules/orders/tables.ts';
import type { Db } from '../../src/platform/db/pool.ts';
import { runDueJobsNow } from '../jobs.ts';
import { makeProductWithUnits } from './catalogue.ts';
import { makeCustomer } from './customers.ts';
import { makeOrder } from './order-lifecycle.ts';
import { makeStateModel } from './states-surveys.ts';

type Headers = Record<string, string>;
const dir = mkdtempSync(join(tmpdir(), 'signing-'));
let files = 0;

/** What poppler's pdfsig says of a file (its report also when it finds the signature broken). */
export function pdfsig(bytes: Buffer): string {
  const path = join(dir, `f${++files}.pdf`);
  writeFileSync(path, bytes);
  try {
    return execFileSync('pdfsig', [path], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

/** A drawn signature as a pad sends it: a transparent PNG with one stroke, in base64. */
export async function drawnSignature(): Promise<string> {
  const stroke =
    '<svg width="300" height="100"><path d="M10 80 C 80 10, 150 90, 290 20" stroke="#123" stroke-width="4" fill="none"/></svg>';
  const png = await sharp({
    create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([{ input: Buffer.from(stroke) }])
    .png()
    .toBuffer();
  return png.toString('base64');
}

/**
 * An order of a named customer with one unit of a product that has a state model, and its order link's token;
 * `drawReport` saves the departure answers and draws the report's PDF (status SUCCESS).
 */
export async function makeReportOrder(app: App, db: Db, companyId: string, headers: Headers) {
  const model = await makeStateModel(db, companyId, {
    questions: [{ id: 'brakes', label: 'Brakes', type: 'UNIQUE_CHOICE', choices: ['OK', 'Worn'], required: true }],
  });
  const { product, units } = await makeProductWithUnits(app, headers, 1, {
    name: 'Cargo bike',
    stateModelId: model.id,
  });
  const customer = await makeCustomer(db, companyId, { firstName: 'Amélie', lastName: 'Poulain' });
  const order = await makeOrder(app, headers, {
    startDate: '2031-07-10T09:00',
    endDate: '2031-07-12T18:00',
    customerId: customer.id,
    products: [{ productId: product.id, quantity: 1, subProductIds: [units[0].id] }],
  });
  const [{ token }] = await db
    .select({ token: orders.linkKey })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.id, order.id)));
  const drawReport = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v2/order/generateStateDocument',
      headers,
      payload: {
        orderId: order.id,
        scope: 'DEPART',
        lang: 'fr',
        units: [{ subProductId: units[0].id, answers: { brakes: 'OK' } }],
      },
    });
    if (res.statusCode !== 200) throw new Error(`generateStateDocument: ${res.statusCode} ${res.body}`);
    await runDueJobsNow(app);
  };
  const reportPdf = async () =>
    (await app.inject({ method: 'GET', url: `/v2/document-state/pdf/${order.id}/DEPART`, headers })).rawPayload;
  return { order, customer, unit: units[0], token: token as string, drawReport, reportPdf };
}
