import type { PaymentProvider, PaymentStatus, PaymentType } from '@hirebase/shared/payments';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { cardMoney } from '../../../test/factories/balance.ts';
import { pdfText } from '../../../test/factories/invoices.ts';
import { makeShop } from '../../../test/factories.ts';
import { jobCtx, runPayoutSchedule } from './payout-job.ts';

const DAY_MS = 86_400_000;

describe('the shop balance on the platform: transactions, payouts, fee invoices', async () => {
  const { app, db, clock } = await createTestApp({
    PLATFORM_FEE_BASIS_POINTS: '140',
    PLATFORM_FEE_FIXED_CENTS: '25',
    PAYOUT_DELAY_DAYS: '2',
    PAYOUT_SCHEDULE: 'daily',
    SESSION_TTL_HOURS: '8760',
  });
  clock.set('2026-10-05T08:00:00Z');
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const get = async (url: string, headers = shop.headers) => {
    const res = await app.inject({ method: 'GET', url: `/v2${url}`, headers });
    const json = res.headers['content-type']?.toString().includes('json');
    return {
      status: res.statusCode,
      body: json ? res.json() : undefined,
      text: res.body,
      raw: res.rawPayload,
      headers: res.headers,
    };
  };
  const row = (
    amountCents: number,
    values: { type?: PaymentType; provider?: PaymentProvider; status?: PaymentStatus; companyId?: string } = {},
  ) => cardMoney(db, clock.now(), values.companyId ?? shop.company.id, amountCents, values);
  const runSchedule = () => runPayoutSchedule(jobCtx({ db, deps: app.deps, log: app.log }, clock.now()));

  const paid = await row(10_000);
  const odd = await row(3333);
  const half = await row(250);
  const tiny = await row(20);
  const refund = await row(1000, { type: 'REFUND' });
  const capture = await row(1500, { type: 'DEPOSIT_CAPTURE' });
  await row(5000, { provider: 'OFFLINE' });
  await row(7000, { status: 'FAILED' });
  await row(9000, { type: 'SHORT_TERM_DEPOSIT', status: 'REQUIRES_CAPTURE' });
  await row(4200, { companyId: other.company.id });

  it('lists the card money with its fee and net to the cent, refunds negative, nothing else', async () => {
    const res = await get('/payment/lokkiPayment/transactions');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(6);
    const byId = new Map(res.body.items.map((t: { id: string }) => [t.id, t]));
    const pick = (id: string) => {
      const t = byId.get(id) as { amount: number; fee: number; net: number; state: string };
      return [t.amount, t.fee, t.net, t.state];
    };
    expect(pick(paid)).toEqual([100, 1.65, 98.35, 'PENDING']);
    expect(pick(odd)).toEqual([33.33, 0.72, 32.61, 'PENDING']);
    expect(pick(half)).toEqual([2.5, 0.29, 2.21, 'PENDING']);
    expect(pick(tiny)).toEqual([0.2, 0.2, 0, 'PENDING']);
    expect(pick(refund)).toEqual([-10, 0, -10, 'PENDING']);
    expect(pick(capture)).toEqual([15, 0.46, 14.54, 'PENDING']);
  });

  it('keeps card money pending for the payout delay, then available', async () => {
    const fresh = await get('/payment/lokkiPayment/balance');
    expect(fresh.body).toMatchObject({
      currency: 'EUR',
      available: 0,
      pending: 137.71,
      payoutDelayDays: 2,
      schedule: 'DAILY',
      payout: { schedule: 'DAILY', weekday: 1, delayDays: 2, chosen: false },
      fee: { percent: 1.4, fixed: 0.25 },
    });
    clock.advance(2 * DAY_MS + 1000);
    await row(2000);
    const later = await get('/payment/lokkiPayment/balance');
    expect([later.body.available, later.body.pending]).toEqual([137.71, 19.47]);
    expect((await get('/payment/lokkiPayment/balance', other.headers)).body.available).toBe(41.16);
  });

  it('pays out on Mondays only with a weekly schedule', async () => {
    const weekly = { ...app.deps, config: { ...app.deps.config, payoutSchedule: 'WEEKLY' as const } };
    // 2026-10-07 is a Wednesday
    expect(clock.now().getUTCDay()).toBe(3);
    expect((await runPayoutSchedule(jobCtx({ db, deps: weekly, log: app.log }, clock.now()))).payouts).toBe(0);
    expect((await get('/payment/lokkiPayment/payouts')).body.total).toBe(0);
  });

  it('pays out the available money once, however often and at once the schedule runs', async () => {
    const runs = await Promise.all([runSchedule(), runSchedule(), runSchedule(), runSchedule()]);
    expect(runs.reduce((a, r) => a + r.payouts, 0)).toBe(2);
    expect((await runSchedule()).payouts).toBe(0);
    const list = await get('/payment/lokkiPayment/payouts');
    expect(list.body.total).toBe(1);
    expect(list.body.items[0]).toMatchObject({
      status: 'PAID',
      schedule: 'DAILY',
      gross: 141.03,
      fee: 3.32,
      net: 137.71,
      transactionCount: 6,
    });
    const balance = await get('/payment/lokkiPayment/balance');
    expect([balance.body.available, balance.body.pending]).toEqual([0, 19.47]);
    const transactions = (await get('/payment/lokkiPayment/transactions')).body.items;
    const ofPayout = transactions.filter((t: { payoutId: string }) => t.payoutId === list.body.items[0].id);
    expect(ofPayout).toHaveLength(6);
    expect(ofPayout.every((t: { state: string }) => t.state === 'PAID_OUT')).toBe(true);
    // the other shop's money made its own payout
    expect((await get('/payment/lokkiPayment/payouts', other.headers)).body.items[0].net).toBe(41.16);
  });

  it('exports the transactions of a payout as CSV, totals last', async () => {
    const payout = (await get('/payment/lokkiPayment/payouts')).body.items[0];
    const csv = await get(`/company-payout/related-transactions-csv/${payout.id}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="payout-2026-10-07-[0-9a-f]{8}\.csv"; filename\*=/,
    );
    const lines = csv.text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('paymentDate;type;provider;amount;fee;net;paymentId;orderId');
    expect(lines).toHaveLength(8);
    expect(lines.find((l) => l.includes(refund))).toMatch(/^2026-10-05 10:00;REFUND;SANDBOX;-10,00;0,00;-10,00;/);
    expect(lines.find((l) => l.includes(paid))).toContain(';PAYMENT;SANDBOX;100,00;1,65;98,35;');
    expect(lines[7]).toBe('TOTAL;;;141,03;3,32;137,71;;');
  });

  it("answers 404 for another shop's payout and payment, 400 naming the field", async () => {
    const payout = (await get('/payment/lokkiPayment/payouts')).body.items[0];
    const foreign = await get(`/company-payout/related-transactions-csv/${payout.id}`, other.headers);
    expect([foreign.status, foreign.body.code]).toEqual([404, 'notFound']);
    const checkout = await get(`/stripe/subscription/checkout/${paid}`, other.headers);
    expect([checkout.status, checkout.body.code]).toEqual([404, 'notFound']);
    for (const [url, field] of [
      ['/payment/lokkiPayment/transactions?limit=0', 'limit'],
      ['/payment/lokkiPayment/payouts?page=abc', 'page'],
      ['/invoice/lokkipayment?startDate=2026-13-01', 'startDate'],
      ['/company-payout/related-transactions-csv/not-an-id', 'payoutId'],
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(JSON.stringify(res.body), url).toContain(field);
    }
  });

  it('answers 503 for subscription billing, which no provider serves', async () => {
    for (const url of [`/stripe/subscription/checkout/${paid}`, `/stripe/subscription/portal/${paid}`]) {
      const res = await get(url);
      expect([res.status, res.body.code, res.body.details?.integration]).toEqual([
        503,
        'integrationNotConfigured',
        'subscription',
      ]);
    }
    expect((await get('/invoice/subscription')).status).toBe(503);
  });

  it('invoices the fees of a month once it is over, numbered without gaps', async () => {
    expect((await runSchedule()).invoices).toBe(0);
    clock.set('2026-11-01T06:00:00Z');
    const [first, second] = await Promise.all([runSchedule(), runSchedule()]);
    expect(first.invoices + second.invoices).toBe(2);
    // the 2026-10-07 payment is paid out with this run
    expect(first.payouts + second.payouts).toBe(1);
    clock.set('2026-12-01T06:00:00Z');
    await row(5000);
    expect((await runSchedule()).invoices).toBe(0);
    clock.set('2027-01-01T06:00:00Z');
    expect((await runSchedule()).invoices).toBe(1);
    const res = await get('/invoice/lokkipayment');
    expect(res.body.total).toBe(2);
    expect(res.body.items.map((i: { number: number; month: string }) => [i.number, i.month])).toEqual([
      [2, '2026-12'],
      [1, '2026-10'],
    ]);
    expect(res.body.items[1]).toMatchObject({ gross: 161.03, fee: 3.85, transactionCount: 7 });
    // 20 % VAT included in the fees: 3.85 / 1.2 = 3.208… net; VAT 0.6416… → 0.64, net the rest
    expect(res.body.items[1].fees).toEqual({ net: 3.21, vat: 0.64, gross: 3.85, vatPercent: 20 });
    expect(res.body.items[0]).toMatchObject({ gross: 50, fee: 0.95, transactionCount: 1 });
    // 0.95 / 1.2 × 0.2 = 0.1583… → 0.16
    expect(res.body.items[0].fees).toEqual({ net: 0.79, vat: 0.16, gross: 0.95, vatPercent: 20 });
    const filtered = await get('/invoice/lokkipayment?startDate=2026-11-01&endDate=2026-12-31&limit=5');
    expect(filtered.body.items.map((i: { month: string }) => i.month)).toEqual(['2026-12']);
    const october = res.body.items[1].id;
    const pdf = await get(`/invoice/lokkipayment/${october}/pdf/fr`);
    expect([pdf.status, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="fee-invoice-1-2026-10.pdf"; filename*=UTF-8''fee-invoice-1-2026-10.pdf`,
    );
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    const text = pdfText(pdf.raw).replace(/\s+/g, ' ');
    expect(text).toContain('Facture de frais de plateforme n° 1');
    expect(text).toContain('octobre 2026');
    expect(text).toContain('Frais hors TVA: 3,21');
    expect(text).toContain('TVA 20 %: 0,64');
    expect(text).toContain('Total des frais TTC: 3,85');
    for (const [lang, lines] of [
      ['en', ['Fees excl. VAT: €3.21', 'VAT 20 %: €0.64', 'Total fees incl. VAT: €3.85', 'October 2026']],
      ['es', ['Comisiones sin IVA: 3,21', 'IVA 20 %: 0,64', 'Total de comisiones con IVA: 3,85', 'octubre de 2026']],
      ['pt', ['Taxas sem IVA: 3,21', 'IVA 20 %: 0,64', 'Total das taxas com IVA: 3,85', 'outubro de 2026']],
      [
        'it',
        ['Commissioni IVA esclusa: 3,21', 'IVA 20 %: 0,64', 'Totale commissioni IVA inclusa: 3,85', 'ottobre 2026'],
      ],
    ] as const) {
      const other = pdfText((await get(`/invoice/lokkipayment/${october}/pdf/${lang}`)).raw).replace(/\s+/g, ' ');
      for (const line of lines) expect(other, lang).toContain(line);
    }
    expect((await get(`/invoice/lokkipayment/${october}/pdf/fr`, other.headers)).status).toBe(404);
    const badLanguage = await get(`/invoice/lokkipayment/${october}/pdf/de`);
    expect([badLanguage.status, JSON.stringify(badLanguage.body).includes('lang')]).toEqual([400, true]);
    expect(
      (await get('/invoice/lokkipayment', other.headers)).body.items.map((i: { number: number }) => i.number),
    ).toEqual([1]);
  });

  it('shows the balance, the month and the last payout on the dashboard', async () => {
    const res = await get('/payment/lokkiPayment/dashboard/infos');
    expect(res.status).toBe(200);
    expect(res.body.balance).toMatchObject({ available: 0, pending: 0 });
    expect(res.body.month).toMatchObject({ gross: 0, transactionCount: 0 });
    expect(res.body.lastPayout).toMatchObject({ net: 49.05, transactionCount: 1 });
  });
});
