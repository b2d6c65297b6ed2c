import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { makeProduct } from '../../../../test/factories/catalogue.ts';
import { auditOf, makeOrder, orderRows, ordersApi } from '../../../../test/factories/order-lifecycle.ts';
import { makeShop } from '../../../../test/factories.ts';

/** A multipart/form-data body with text fields and files. */
function form(fields: Record<string, string>, files: { field?: string; name: string; type: string; data: Buffer }[]) {
  const boundary = `----hirebase${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('order notes, invoice number, files and integrations', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const api = ordersApi(app, shop.headers);
  const foreign = ordersApi(app, other.headers);
  const helmets = await makeProduct(app, shop.headers, { name: 'Casque', stockMode: 'QUANTITY', quantity: 5 });
  const order = await makeOrder(app, shop.headers, {
    startDate: '2026-09-01',
    endDate: '2026-09-02',
    products: [{ productId: helmets.id, quantity: 1 }],
  });

  it('PUT /v2/order/updateNotes/{orderId} sets and clears the notes', async () => {
    const res = await api.send('PUT', `/order/updateNotes/${order.id}`, { notes: '  Client fidèle, vélo taille M  ' });
    expect(res.status).toBe(200);
    expect(res.body.notes).toBe('Client fidèle, vélo taille M');
    expect((await orderRows(db, shop.company.id, order.id)).order.notes).toBe('Client fidèle, vélo taille M');
    expect((await api.send('PUT', `/order/updateNotes/${order.id}`, { notes: ' ' })).body.notes).toBeNull();
    expect((await foreign.send('PUT', `/order/updateNotes/${order.id}`, { notes: 'x' })).status).toBe(404);
    expect((await auditOf(db, order.id)).filter((a) => a.action === 'order.notes')).toHaveLength(2);
  });

  it('PUT /v2/order/updateExtInvoiceNumber/{orderId} sets the number, audited', async () => {
    const res = await api.send('PUT', `/order/updateExtInvoiceNumber/${order.id}`, {
      externalInvoiceNumber: 'F-2026-042',
    });
    expect(res.body.externalInvoiceNumber).toBe('F-2026-042');
    const [entry] = (await auditOf(db, order.id)).filter((a) => a.action === 'order.externalInvoiceNumber');
    expect(entry).toMatchObject({ fromState: null, toState: 'F-2026-042' });
    const stranger = await foreign.send('PUT', `/order/updateExtInvoiceNumber/${order.id}`, {
      externalInvoiceNumber: 'X',
    });
    expect(stranger.status).toBe(404);
    expect((await api.get(order.id)).body.externalInvoiceNumber).toBe('F-2026-042');
  });

  it('G8 and Shifter statuses answer 503 integrationNotConfigured', async () => {
    for (const [url, integration] of [
      ['/order/updateOrdersG8Status', 'G8'],
      ['/order/updateOrdersShifterStatus', 'Shifter'],
    ]) {
      const res = await api.send('PUT', url, { orderIds: [order.id], status: 'DELIVERED' });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: 'integrationNotConfigured', details: { integration } });
      expect((await api.send('PUT', url, { orderIds: [], status: 'DELIVERED' })).status).toBe(400);
    }
  });

  it('GET /v2/order/isDocumentStateGenerating/{orderId}', async () => {
    expect(await api.send('GET', `/order/isDocumentStateGenerating/${order.id}`)).toEqual({
      status: 200,
      body: { generating: false },
    });
    expect((await foreign.send('GET', `/order/isDocumentStateGenerating/${order.id}`)).status).toBe(404);
  });

  describe('attachments', () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(2048)]);
    const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(70_000)]);
    const attach = (headers: Record<string, string>, orderId: string, body: ReturnType<typeof form>) =>
      app.inject({
        method: 'PUT',
        url: `/v2/order/attachFile/${orderId}`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    const download = (headers: Record<string, string>, key: string) =>
      app.inject({ method: 'GET', url: `/v2/order/download-attachment/${encodeURIComponent(key)}`, headers });

    it('keeps files with the order, downloads them byte for byte, and deletes them', async () => {
      const res = await attach(
        shop.headers,
        order.id,
        form({ names: 'Contrat signé.pdf,Photo état', sizes: `${pdf.length},${photo.length}`, types: ',image/jpeg' }, [
          { name: 'contract.pdf', type: 'application/pdf', data: pdf },
          { name: 'IMG_0001.bin', type: 'application/octet-stream', data: photo },
        ]),
      );
      expect(res.statusCode, res.body).toBe(200);
      const files = res.json().attachments;
      expect(files).toEqual([
        {
          key: expect.any(String),
          name: 'Contrat signé.pdf',
          size: pdf.length,
          type: 'application/pdf',
          at: expect.any(String),
        },
        { key: expect.any(String), name: 'Photo état', size: photo.length, type: 'image/jpeg', at: expect.any(String) },
      ]);
      for (const f of files) expect(f.key).toMatch(new RegExp(`^orders/${shop.company.id}/${order.id}/[0-9a-f-]{36}$`));

      const got = await download(shop.headers, files[0].key);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.headers['content-disposition']).toBe(
        `attachment; filename="Contrat signe.pdf"; filename*=UTF-8''${encodeURIComponent('Contrat signé.pdf')}`,
      );
      expect(got.rawPayload.equals(pdf)).toBe(true);
      expect((await download(shop.headers, files[1].key)).rawPayload.equals(photo)).toBe(true);
      expect((await download(other.headers, files[0].key)).statusCode).toBe(404);

      const stranger = await app.inject({
        method: 'PUT',
        url: `/v2/order/deleteAttachment/${order.id}/${encodeURIComponent(files[0].key)}`,
        headers: other.headers,
      });
      expect(stranger.statusCode).toBe(404);
      const removed = await app.inject({
        method: 'PUT',
        url: `/v2/order/deleteAttachment/${order.id}/${encodeURIComponent(files[0].key)}`,
        headers: shop.headers,
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json().attachments.map((a: { key: string }) => a.key)).toEqual([files[1].key]);
      expect(await app.deps.storage.get(files[0].key)).toBeUndefined();
      expect((await download(shop.headers, files[0].key)).statusCode).toBe(404);
      const byId = await app.inject({
        method: 'PUT',
        url: `/v2/order/deleteAttachment/${order.id}/${files[1].key.split('/').pop()}`,
        headers: shop.headers,
      });
      expect(byId.json().attachments).toEqual([]);
      const again = await app.inject({
        method: 'PUT',
        url: `/v2/order/deleteAttachment/${order.id}/${encodeURIComponent(files[1].key)}`,
        headers: shop.headers,
      });
      expect(again.statusCode).toBe(404);
    });

    it('keeps the type the bytes have, not the one claimed, and always serves a download', async () => {
      const page = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
      const unknown = Buffer.concat([Buffer.from([0, 1, 2, 3]), randomBytes(500)]);
      const res = await attach(
        shop.headers,
        order.id,
        form({ types: 'image/png,application/pdf' }, [
          { name: 'photo.png', type: 'image/png', data: page },
          { name: 'contract.pdf', type: 'application/pdf', data: unknown },
        ]),
      );
      expect(res.statusCode, res.body).toBe(200);
      const [html, binary] = res.json().attachments.slice(-2);
      expect(html).toMatchObject({ name: 'photo.png', type: 'text/plain; charset=utf-8' });
      expect(binary).toMatchObject({ name: 'contract.pdf', type: 'application/octet-stream' });
      for (const [file, type] of [
        [html, 'text/plain; charset=utf-8'],
        [binary, 'application/octet-stream'],
      ]) {
        const got = await download(shop.headers, file.key);
        expect(got.headers['content-type']).toBe(type);
        expect(got.headers['content-disposition']).toMatch(/^attachment; /);
        expect(got.headers['x-content-type-options']).toBe('nosniff');
      }
      // a file kept with a claimed type before is served with the type of its bytes
      const at = `{${res.json().attachments.length - 2},type}`;
      await db.execute(
        sql`update orders set attachments = jsonb_set(attachments, ${at}::text[], '"text/html"') where id = ${order.id}`,
      );
      expect((await api.get(order.id)).body.attachments.at(-2).type).toBe('text/html');
      const old = await download(shop.headers, html.key);
      expect(old.headers['content-type']).toBe('text/plain; charset=utf-8');
      for (const key of [html.key, binary.key]) {
        await app.inject({
          method: 'PUT',
          url: `/v2/order/deleteAttachment/${order.id}/${encodeURIComponent(key)}`,
          headers: shop.headers,
        });
      }
    });

    it('refuses no file, an empty file, a wrong size, too many files, and another company', async () => {
      const one = { name: 'a.txt', type: 'text/plain', data: Buffer.from('hello') };
      const cases: [ReturnType<typeof form>, string][] = [
        [form({ names: 'x' }, []), 'files'],
        [form({}, [{ ...one, data: Buffer.alloc(0) }]), 'files[0]'],
        [form({ sizes: '4' }, [one]), 'sizes[0]'],
        [
          form(
            {},
            Array.from({ length: 11 }, () => one),
          ),
          'files',
        ],
      ];
      for (const [body, field] of cases) {
        const res = await attach(shop.headers, order.id, body);
        expect(res.statusCode, field).toBe(400);
        expect(res.json().details.field).toBe(field);
      }
      expect((await attach(other.headers, order.id, form({}, [one]))).statusCode).toBe(404);
      expect((await api.get(order.id)).body.attachments).toEqual([]);
    });

    it('takes a file above the general upload limit up to 20 MB, and answers 4xx above', async () => {
      const scan = { name: 'scan.pdf', type: 'application/pdf', data: Buffer.alloc(15 * 1024 * 1024, 1) };
      const ok = await attach(shop.headers, order.id, form({}, [scan]));
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().attachments.at(-1)).toMatchObject({ name: 'scan.pdf', size: scan.data.length });
      const big = { ...scan, data: Buffer.alloc(21 * 1024 * 1024, 1) };
      const refused = await attach(shop.headers, order.id, form({}, [big]));
      expect([400, 413]).toContain(refused.statusCode);
      expect((await api.get(order.id)).body.attachments).toHaveLength(1);
    });
  });
});
