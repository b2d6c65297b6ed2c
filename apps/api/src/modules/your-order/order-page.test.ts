import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { documentsApi, makeDocumentOrder, pdfText } from '../../../test/factories/documents.ts';
import { bookForMarketplaceAccounts } from '../../../test/factories/marketplace-bookings.ts';
import { login, makeMarketplaceCustomer, makeShop, PASSWORD } from '../../../test/factories.ts';
import { runDueJobsNow } from '../../../test/jobs.ts';
import { companySlugHistory } from '../company-settings/tables.ts';
import { documentGenerationJob } from '../documents/index.ts';
import { orders } from '../orders/tables.ts';

describe("the customer's page of an order, from its link", async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const api = documentsApi(app, shop.headers);
  const { order, customer } = await makeDocumentOrder(app, db, shop.company.id, shop.headers);
  const second = await makeDocumentOrder(app, db, shop.company.id, shop.headers);
  const foreign = await makeDocumentOrder(app, db, other.company.id, other.headers);
  const tokenOf = async (orderId: string) =>
    (await db.select({ token: orders.linkKey }).from(orders).where(eq(orders.id, orderId)))[0].token;
  const token = await tokenOf(order.id);
  const slug = shop.company.slug;

  const page = (path: string, linkToken: string | null = token, language?: string) =>
    app.inject({
      method: 'GET',
      url: `/v2/your-order/${path}?${new URLSearchParams({
        ...(linkToken ? { token: linkToken } : {}),
        ...(language ? { language } : {}),
      })}`,
    });
  const generate = async (kind: string, orderId = order.id, companyApi = api) => {
    const asked = await companyApi.generate({ orderId, kind, language: 'fr' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    return asked.body as { id: string; key: string };
  };
  const sign = (documentId: string) =>
    app.inject({
      method: 'POST',
      url: `/v2/your-order/signDocument?token=${token}`,
      payload: { orderId: order.id, documentId, signerName: 'Amélie Poulain', typedName: 'A. Poulain', consent: true },
    });

  it('shows the shop, the order with its lines and totals, the customer, and the consent in the asked language', async () => {
    const res = await page(`${slug}/${order.id}`, token, 'it');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body.shop).toMatchObject({ name: shop.company.name, slug, logoUrl: null, currency: 'EUR' });
    expect(body.shop.colors.primary).toMatch(/^#[0-9a-f]{6}$/i);
    expect(body.order).toMatchObject({
      id: order.id,
      number: order.number,
      status: 'TO_COME',
      type: 'ORDER',
      startDate: '2026-09-01T07:00:00.000Z',
      endDate: '2026-09-02T07:00:00.000Z',
      totalTTC: 96,
      paid: 0,
      balance: 96,
    });
    expect(
      body.order.lines.map((l: { name: string; quantity: number; totalTTC: number }) => [
        l.name,
        l.quantity,
        l.totalTTC,
      ]),
    ).toEqual([
      ['Vélo de ville', 2, 80],
      ['Siège enfant', 1, 16],
    ]);
    expect(body.customer).toEqual({ name: 'Amélie Poulain', language: customer.language, email: customer.email });
    expect(body.signing).toEqual({
      emailCodeRequired: false,
      language: 'it',
      consent: expect.stringContaining('Ho letto questo documento'),
    });
    expect((await page(`${slug}/${order.id}`, token, 'fr')).json().signing.consent).toContain("J'ai lu ce document");
    // the page never carries the link's secret, nor another order's
    expect(res.body).not.toContain(token);
    expect(res.body).not.toContain(await tokenOf(second.order.id));
  });

  it('answers the same 404 to a wrong token, slug or order, and to another company', async () => {
    const refusals = [
      await page(`${slug}/${order.id}`, null),
      await page(`${slug}/${order.id}`, 'x'.repeat(64)),
      await page(`${slug}/${order.id}`, await tokenOf(second.order.id)),
      await page(`${other.company.slug}/${order.id}`),
      await page(`${slug}/${foreign.order.id}`, await tokenOf(foreign.order.id)),
      await page(`${slug}/0190a2b4-7c3d-7e1f-8a9b-0c1d2e3f4a5b`),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'notFound',
        message: expect.stringMatching(/^order .* was not found$/),
      });
    }
    expect((await page(`${other.company.slug}/${foreign.order.id}`, await tokenOf(foreign.order.id))).statusCode).toBe(
      200,
    );
    expect((await page(`Not*A*Slug/${order.id}`)).statusCode).toBe(400);
  });

  it("opens for the marketplace customer's own session without the token, and for no other account", async () => {
    const mine = await makeMarketplaceCustomer(app);
    const stranger = await makeMarketplaceCustomer(app);
    const [booked] = await bookForMarketplaceAccounts(app, db, shop, '2026-10-06', [mine.account.id]);
    const asAccount = async (email: string) =>
      app.inject({
        method: 'GET',
        url: `/v2/your-order/${slug}/${booked}`,
        headers: { 'x-access-token': await login(app, email, PASSWORD, '/v2/login/rental-place') },
      });
    const res = await asAccount(mine.email);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.id).toBe(booked);
    expect((await asAccount(stranger.email)).statusCode).toBe(404);
  });

  it('opens from a former address of the shop', async () => {
    await db
      .insert(companySlugHistory)
      .values({ slug: `${slug}-old`, companyId: shop.company.id, replacedAt: new Date() });
    expect((await page(`${slug}-old/${order.id}`)).statusCode).toBe(200);
    await db
      .insert(companySlugHistory)
      .values({ slug: `${slug}-gone`, companyId: other.company.id, replacedAt: new Date() });
    expect((await page(`${slug}-gone/${order.id}`)).statusCode).toBe(404);
  });

  it('lists the documents: not ready while generated, then to sign, then signed with the date', async () => {
    const contract = await generate('CONTRACT');
    const receipt = await generate('RECEIPT');
    const listed = async () => (await page(`${slug}/${order.id}`)).json().documents as Record<string, unknown>[];
    const waiting = (await listed()).find((d) => d.id === contract.id);
    expect(waiting).toEqual({
      id: contract.id,
      kind: 'CONTRACT',
      language: 'fr',
      status: 'TO_GENERATE',
      ready: false,
      signedAt: null,
      awaitsSignature: true,
    });
    const notReady = await page(`${slug}/${order.id}/documents/${contract.id}`);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().code).toBe('documentNotReady');

    await runDueJobsNow(app, [documentGenerationJob]);
    const ready = await listed();
    expect(ready.find((d) => d.id === contract.id)).toMatchObject({
      ready: true,
      status: 'GENERATED',
      awaitsSignature: true,
    });
    expect(ready.find((d) => d.id === receipt.id)).toMatchObject({
      kind: 'RECEIPT',
      ready: true,
      awaitsSignature: false,
    });

    const signed = await sign(contract.id);
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await listed()).find((d) => d.id === contract.id)).toMatchObject({
      signedAt: signed.json().signedAt,
      awaitsSignature: false,
    });
  });

  it("streams a document's PDF with the token (the signed one once signed), and nobody else's", async () => {
    const contract = await generate('CONTRACT');
    const theirs = await generate('CONTRACT', foreign.order.id, documentsApi(app, other.headers));
    const sibling = await generate('CONTRACT', second.order.id);
    await runDueJobsNow(app, [documentGenerationJob]);

    const res = await page(`${slug}/${order.id}/documents/${contract.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="contract-.*\.pdf"$/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(res.rawPayload)).toContain('Amélie Poulain');

    expect((await sign(contract.id)).statusCode).toBe(200);
    const signedFile = await page(`${slug}/${order.id}/documents/${contract.id}`);
    expect(signedFile.rawPayload.equals((await api.download(contract.key)).raw)).toBe(true);
    expect(signedFile.rawPayload.equals(res.rawPayload)).toBe(false);

    for (const refused of [
      await page(`${slug}/${order.id}/documents/${theirs.id}`),
      await page(`${slug}/${order.id}/documents/${sibling.id}`),
      await page(`${slug}/${order.id}/documents/${contract.id}`, null),
      await page(`${other.company.slug}/${order.id}/documents/${contract.id}`),
    ]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
