import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { App } from '../../src/app.ts';
import type { Db } from '../../src/platform/db/pool.ts';
import { makeProduct } from './catalogue.ts';
import { makeCustomer } from './customers.ts';
import { makeOrder } from './order-lifecycle.ts';

const run = promisify(execFile);
type Headers = Record<string, string>;

/** The documents calls with one session; each answers status and parsed body (raw bytes for files). */
export function documentsApi(app: App, headers: Headers) {
  const send = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
    const res = await app.inject({ method, url: `/v2${url}`, headers, ...(payload ? { payload } : {}) });
    const json = res.headers['content-type']?.toString().startsWith('application/json');
    return { status: res.statusCode, body: json ? res.json() : undefined, raw: res.rawPayload, headers: res.headers };
  };
  return {
    send,
    models: (language?: string) => send('GET', `/document-model/byCompany${language ? `?language=${language}` : ''}`),
    model: (id: string) => send('GET', `/document-model/${id}`),
    saveModel: (body: object) => send('POST', '/document-model', body),
    deleteModel: (id: string) => send('DELETE', `/document-model/${id}`),
    preview: (body: object) => send('POST', '/document-model/preview', body),
    generate: (body: object) => send('POST', '/order/generateDocument', body),
    ofOrder: (orderId: string) => send('GET', `/order/documents/${orderId}`),
    download: (key: string) => send('GET', `/document/download/${encodeURIComponent(key)}`),
    remove: (key: string) => send('DELETE', `/document/${encodeURIComponent(key)}`),
    zip: (keys: string[]) => send('GET', `/document/multiDownload?keys=${keys.map(encodeURIComponent).join(',')}`),
  };
}

/**
 * An order of a named customer with lines at two VAT rates: 2 city bikes at 20 % (40 € for two days, deposit 150 €
 * each) and a child seat at 5.5 % (8 € a day, deposit 20 €), from 1 September 2026 09:00 to the 2nd 09:00 (Paris): two
 * started days, 96 € in all.
 */
export async function makeDocumentOrder(app: App, db: Db, companyId: string, headers: Headers) {
  const bike = await makeProduct(app, headers, { name: 'Vélo de ville', stockMode: 'QUANTITY', quantity: 5 });
  const seat = await makeProduct(app, headers, {
    name: 'Siège enfant',
    stockMode: 'QUANTITY',
    quantity: 5,
    vatRate: 5.5,
    deposit: 20,
    priceGrid: { halfDay: 5, days: [{ days: 1, price: 8 }], extraDay: 8 },
  });
  const customer = await makeCustomer(db, companyId, { firstName: 'Amélie', lastName: 'Poulain' });
  const order = await makeOrder(app, headers, {
    startDate: '2026-09-01T09:00',
    endDate: '2026-09-02T09:00',
    customerId: customer.id,
    products: [
      { productId: bike.id, quantity: 2 },
      { productId: seat.id, quantity: 1 },
    ],
  });
  return { order, customer, bike, seat };
}

/** A PDF's text as poppler's `pdftotext -layout` reads it. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'hirebase-pdf-'));
  try {
    await writeFile(join(dir, 'doc.pdf'), pdf);
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', join(dir, 'doc.pdf'), '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs a poppler tool on a PDF in a temporary folder; answers its output and the folder's path. */
export async function withPdf<T>(pdf: Buffer, work: (path: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'hirebase-pdf-'));
  try {
    await writeFile(join(dir, 'doc.pdf'), pdf);
    return await work(join(dir, 'doc.pdf'), dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
export { run as runTool };
