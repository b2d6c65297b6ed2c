import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeProduct } from '../../../test/factories/catalogue.ts';
import { giveSettings } from '../../../test/factories/company-settings.ts';
import { makeCustomer } from '../../../test/factories/customers.ts';
import { invoicesApi, pdfText } from '../../../test/factories/invoices.ts';
import { makeOrder, ordersApi } from '../../../test/factories/order-lifecycle.ts';
import { makeShop } from '../../../test/factories.ts';
import { runDueJobsNow } from '../../../test/jobs.ts';
import { orders } from '../orders/tables.ts';
import { invoices } from './tables.ts';

describe('invoices of short-term orders', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-09-01T07:00:00Z');
  const shop = await makeShop(app, db, { name: 'Vélos du Port', city: 'La Rochelle', country: 'France' });
  const companyId = shop.company.id;
  await giveSettings(db, companyId, {
    mainInfos: { description: null, website: null, street: '3 quai Duperré', zip: '17000', lat: null, lng: null },
    documents: {
      color: '#1f2937',
      customFields: [
        { label: 'SIRET', value: '123 456 789 00012' },
        { label: 'TVA intracommunautaire', value: 'FR12123456789' },
      ],
    },
  });
  const api = invoicesApi(app, shop.headers);
  const orderApi = ordersApi(app, shop.headers);
  const bike = await makeProduct(app, shop.headers, { name: 'Vélo de ville', stockMode: 'QUANTITY', quantity: 500 });
  const seat = await makeProduct(app, shop.headers, {
    name: 'Siège enfant',
    stockMode: 'QUANTITY',
    quantity: 500,
    vatRate: 5.5,
    priceGrid: { days: [{ days: 1, price: 7 }] },
  });
  const customer = await makeCustomer(db, companyId, {
    firstName: 'Inès',
    lastName: 'Moreau',
    language: 'en',
    vatNumber: 'FR99887766554',
    addresses: [{ label: 'Home', street: '12 rue Gargoulleau', zip: '17000', city: 'La Rochelle', country: 'France' }],
  });
  const rental = (values: object = {}) =>
    makeOrder(app, shop.headers, {
      startDate: '2026-09-04T09:00',
      endDate: '2026-09-05T18:00',
      customerId: customer.id,
      products: [
        { productId: bike.id, quantity: 2 },
        { productId: seat.id, quantity: 1 },
      ],
      delivery: { departure: { address: 'Hôtel de la Mer', price: 12.5 } },
      ...values,
    });

  it('issues a numbered invoice whose lines and totals per VAT rate are the order’s to the cent', async () => {
    const order = await rental();
    const res = await api.issue(order.id);
    expect(res.status).toBe(200);
    const invoice = res.body;
    expect(invoice.number).toMatch(/^2026-\d{6}$/);
    expect(invoice).toMatchObject({ issueDate: '2026-09-01', dueDate: '2026-09-01', language: 'en', currency: 'EUR' });
    expect(invoice.totalTTC).toBe(order.totalTTC);
    expect(invoice.totalHT).toBe(order.totalHT);
    expect(invoice.lines.map((l: { label: string }) => l.label)).toEqual(['Vélo de ville', 'Siège enfant', 'Delivery']);
    expect(invoice.lines.map((l: { vatRate: number }) => l.vatRate)).toEqual([20, 5.5, 20]);
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    const cents = (v: number) => Math.round(v * 100);
    expect(cents(invoice.totalTTC)).toBe(row.totalTtcCents);
    expect(cents(invoice.totalHT)).toBe(row.totalHtCents);
    expect(cents(invoice.vat)).toBe(row.vatCents);
    expect(invoice.vatByRate.map((r: { vatRate: number }) => r.vatRate)).toEqual([5.5, 20]);
    const sum = (k: 'totalHT' | 'vat' | 'totalTTC') =>
      invoice.vatByRate.reduce((a: number, r: Record<string, number>) => a + cents(r[k]), 0);
    expect([sum('totalHT'), sum('vat'), sum('totalTTC')]).toEqual([row.totalHtCents, row.vatCents, row.totalTtcCents]);
    expect(invoice.seller).toMatchObject({
      name: 'Vélos du Port',
      address: ['3 quai Duperré', '17000 La Rochelle', 'France'],
      vatNumber: 'FR12123456789',
    });
    expect(invoice.buyer).toMatchObject({ name: 'Inès Moreau', vatNumber: 'FR99887766554' });
    expect(invoice.pdfReady).toBe(true);
    expect(invoice.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('prints the number, buyer, each line and the totals per VAT rate in the invoice’s language', async () => {
    const order = await rental();
    const fr = (await api.issue(order.id, { language: 'fr' })).body;
    const pdf = await api.pdf(fr.id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.raw);
    expect(text).toContain(`Facture ${fr.number}`);
    expect(text).toContain("Date d'émission: 01/09/2026");
    expect(text).toContain('Inès Moreau');
    expect(text).toContain('TVA intracommunautaire: FR12123456789');
    expect(text).toContain('SIRET: 123 456 789 00012');
    expect(text).toMatch(/Vélo de ville\s+2\s/);
    expect(text).toMatch(/Siège enfant\s+1\s/);
    expect(text).toContain('Livraison');
    expect(text).toContain('Récapitulatif TVA');
    const money = (v: number) =>
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(v).replace(/[\u202f\u00a0]/g, ' ');
    for (const r of fr.vatByRate) {
      expect(text).toMatch(
        new RegExp(`${String(r.vatRate).replace('.', '\\.')} %\\s+${money(r.totalHT)}\\s+${money(r.vat)}`),
      );
    }
    expect(text).toContain(`Total TTC: ${money(fr.totalTTC)}`);
    expect(text).toContain(`À payer au plus tard le 01/09/2026`);
    // the same invoice again: the stored file, whose SHA-256 was recorded when issued
    const again = await api.pdf(fr.id);
    expect(Buffer.compare(again.raw, pdf.raw)).toBe(0);
    const sha = (await import('node:crypto')).createHash('sha256').update(pdf.raw).digest('hex');
    expect(sha).toBe(fr.pdfSha256);
  });

  it('words the PDF in each of the five languages', async () => {
    const titles = { en: 'Invoice', es: 'Factura', pt: 'Fatura', it: 'Fattura' };
    for (const [language, title] of Object.entries(titles)) {
      const order = await rental();
      const invoice = (await api.issue(order.id, { language })).body;
      const text = pdfText((await api.pdf(invoice.id)).raw);
      expect(text).toContain(`${title} ${invoice.number}`);
    }
  });

  it('refuses in the database any change or deletion of an issued invoice', async () => {
    const order = await rental();
    const invoice = (await api.issue(order.id)).body;
    const where = and(eq(invoices.companyId, companyId), eq(invoices.id, invoice.id));
    await expect(db.update(invoices).set({ totalTtcCents: 1 }).where(where)).rejects.toThrow();
    await expect(db.update(invoices).set({ pdfKey: 'elsewhere.pdf' }).where(where)).rejects.toThrow();
    await expect(db.delete(invoices).where(where)).rejects.toThrow();
    await expect(db.execute(sql`truncate invoices cascade`)).rejects.toThrow();
    const [row] = await db.select().from(invoices).where(where);
    expect(row.totalTtcCents).toBe(Math.round(invoice.totalTTC * 100));
  });

  it('keeps an invoiced order when it is deleted for good, and says why', async () => {
    const order = await rental();
    expect((await api.issue(order.id)).status).toBe(200);
    const refused = await orderApi.removePermanently(order.id);
    expect(refused).toMatchObject({ status: 409, body: { code: 'orderInvoiced', details: { number: order.number } } });
    expect((await api.ofOrder(order.id)).body.invoices).toHaveLength(1);
    const [kept] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, companyId), eq(orders.id, order.id)));
    expect(kept.number).toBe(order.number);
  });

  it('keeps the invoice as issued when the order changes, and says so; a credit note lets a new one be issued', async () => {
    const order = await rental();
    const invoice = (await api.issue(order.id)).body;
    expect((await api.ofOrder(order.id)).body).toMatchObject({ differsFromOrder: false, canIssue: false });
    expect((await api.issue(order.id)).body).toMatchObject({
      code: 'alreadyInvoiced',
      details: { invoiceNumber: invoice.number },
    });
    const changed = await orderApi.update(order.id, {
      startDate: '2026-09-04T09:00',
      endDate: '2026-09-05T18:00',
      customerId: customer.id,
      products: [{ productId: bike.id, quantity: 3 }],
    });
    expect(changed.status).toBe(200);
    const state = (await api.ofOrder(order.id)).body;
    expect(state).toMatchObject({ differsFromOrder: true, canIssue: false, inForceId: invoice.id });
    expect(state.invoices[0].totalTTC).toBe(invoice.totalTTC);
    const note = await api.credit(invoice.id, { reason: 'Order changed' });
    expect(note.status).toBe(200);
    expect(note.body).toMatchObject({ number: expect.stringMatching(/^AV-2026-\d{6}$/), totalTTC: invoice.totalTTC });
    expect(note.body.totalHT).toBe(invoice.totalHT);
    expect(note.body.vat).toBe(invoice.vat);
    const second = await api.issue(order.id);
    expect(second.status).toBe(200);
    expect(second.body.totalTTC).toBe(changed.body.totalTTC);
    const after = (await api.ofOrder(order.id)).body;
    expect(after).toMatchObject({ differsFromOrder: false, canIssue: false, inForceId: second.body.id });
    expect(after.invoices.map((i: { remaining: number }) => i.remaining)).toEqual([0, second.body.totalTTC]);
    const text = pdfText((await api.creditNotePdf(note.body.id)).raw);
    expect(text).toContain(`Credit note ${note.body.number}`);
    expect(text).toContain(`Credit note for invoice ${invoice.number}`);
  });

  it('credits part of a line, never more than it has left', async () => {
    const order = await rental();
    const invoice = (await api.issue(order.id)).body;
    const bikeLine = invoice.lines[0];
    const part = await api.credit(invoice.id, { lines: [{ position: 0, amount: 10 }] });
    expect(part.status).toBe(200);
    expect(part.body.totalTTC).toBe(10);
    expect(part.body.lines[0]).toMatchObject({
      position: 0,
      label: 'Vélo de ville',
      vatRate: 20,
      totalHT: 8.33,
      vat: 1.67,
    });
    const tooMuch = await api.credit(invoice.id, { lines: [{ position: 0, amount: bikeLine.totalTTC }] });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({
      code: 'creditExceedsInvoice',
      details: { position: 0, remaining: Math.round((bikeLine.totalTTC - 10) * 100) / 100 },
    });
    const rest = await api.credit(invoice.id);
    expect(rest.status).toBe(200);
    expect(rest.body.totalTTC).toBe(Math.round((invoice.totalTTC - 10) * 100) / 100);
    // credited in full: the lines' HT and VAT net to zero exactly
    const read = (await api.get(invoice.id)).body;
    expect(read).toMatchObject({ credited: invoice.totalTTC, remaining: 0 });
    const cents = (v: number) => Math.round(v * 100);
    const creditedVat = read.creditNotes.reduce((a: number, n: { vat: number }) => a + cents(n.vat), 0);
    expect(creditedVat).toBe(cents(invoice.vat));
    expect((await api.credit(invoice.id)).body).toMatchObject({
      code: 'creditExceedsInvoice',
      details: { remaining: 0 },
    });
  });

  it('refuses what cannot be invoiced, names bad fields, and hides other companies’ invoices', async () => {
    const request = await rental({ isRequest: true });
    expect((await api.issue(request.id)).body).toMatchObject({ code: 'notInvoiceable' });
    const order = await rental();
    const invoice = (await api.issue(order.id)).body;
    expect((await api.issue(order.id, { language: 'de' })).body).toMatchObject({
      statusCode: 400,
      details: { field: 'language' },
    });
    const badLine = await api.credit(invoice.id, { lines: [{ position: 9 }] });
    expect(badLine.body).toMatchObject({ statusCode: 400, details: { field: 'lines[0].position' } });
    const other = await makeShop(app, db);
    const theirs = invoicesApi(app, other.headers);
    expect((await theirs.get(invoice.id)).status).toBe(404);
    expect((await theirs.pdf(invoice.id)).status).toBe(404);
    expect((await theirs.credit(invoice.id)).status).toBe(404);
    expect((await theirs.issue(order.id)).status).toBe(404);
    expect((await theirs.ofOrder(order.id)).status).toBe(404);
  });

  it('stores a PDF the request could not, from the job queued with the invoice', async () => {
    const order = await rental();
    const storage = app.deps.storage;
    const put = storage.put;
    storage.put = async () => {
      throw new Error('storage down');
    };
    const invoice = await api.issue(order.id).finally(() => {
      storage.put = put;
    });
    expect(invoice.status).toBe(200);
    expect(invoice.body).toMatchObject({ pdfReady: false, number: expect.stringMatching(/^2026-/) });
    await runDueJobsNow(app);
    const read = (await api.get(invoice.body.id)).body;
    expect(read.pdfReady).toBe(true);
    expect(pdfText((await api.pdf(invoice.body.id)).raw)).toContain(invoice.body.number);
  });
  it('lists a month’s invoices and credit notes for the accountant, and exports them with totals per VAT rate', async () => {
    clock.set('2026-10-25T10:00:00Z');
    const other = await makeShop(app, db);
    const own = invoicesApi(app, other.headers);
    const p = await makeProduct(app, other.headers, { name: 'Kayak', stockMode: 'QUANTITY', quantity: 5 });
    const o1 = await makeOrder(app, other.headers, {
      startDate: '2026-10-27T09:00',
      endDate: '2026-10-28T18:00',
      products: [{ productId: p.id, quantity: 1 }],
    });
    const i1 = (await own.issue(o1.id)).body;
    clock.set('2026-10-30T10:00:00Z');
    const n1 = (await own.credit(i1.id, { lines: [{ position: 0, amount: 5 }] })).body;
    clock.set('2026-11-02T10:00:00Z');
    const o2 = await makeOrder(app, other.headers, {
      startDate: '2026-11-04T09:00',
      endDate: '2026-11-05T18:00',
      products: [{ productId: p.id, quantity: 1 }],
    });
    await own.issue(o2.id);
    const october = (await own.byCompany('month=2026-10')).body;
    expect(october.items.map((e: { kind: string; number: string }) => [e.kind, e.number])).toEqual([
      ['INVOICE', i1.number],
      ['CREDIT_NOTE', n1.number],
    ]);
    expect(i1.number).toBe('2026-000001');
    expect(october.items[1]).toMatchObject({ totalTTC: -5, invoiceNumber: i1.number, orderNumber: o1.number });
    expect(october.vatByRate).toEqual([
      { vatRate: 20, totalTTC: i1.totalTTC - 5, totalHT: expect.any(Number), vat: expect.any(Number) },
    ]);
    expect((await own.byCompany('from=2026-10-28&to=2026-11-30')).body.total).toBe(2);
    expect((await own.byCompany('from=2026-11-30&to=2026-10-28')).body).toMatchObject({ details: { field: 'to' } });
    const csv = await own.csv('month=2026-10');
    expect(csv.headers['content-disposition']).toContain('invoices-2026-10.csv');
    const rows = csv.raw.toString('utf8').replace('\uFEFF', '').trim().split('\r\n');
    const money = (v: number) => v.toFixed(2).replace('.', ',');
    expect(rows[0]).toBe(
      'type;number;issueDate;orderNumber;invoiceNumber;customer;customerVatNumber;vatRate;totalHT;vat;totalTTC',
    );
    expect(rows[1]).toMatch(
      new RegExp(`^INVOICE;${i1.number};2026-10-25;${o1.number};;.*;20,00;.*;${money(i1.totalTTC)}$`),
    );
    expect(rows[2]).toMatch(
      new RegExp(`^CREDIT_NOTE;${n1.number};2026-10-30;${o1.number};${i1.number};.*;20,00;-4,17;-0,83;-5,00$`),
    );
    expect(rows.slice(-2)).toEqual([
      expect.stringMatching(new RegExp(`^TOTAL;;;;;;;20,00;.*;${money(i1.totalTTC - 5)}$`)),
      expect.stringMatching(new RegExp(`^TOTAL;;;;;;;;.*;${money(i1.totalTTC - 5)}$`)),
    ]);
  });
});
