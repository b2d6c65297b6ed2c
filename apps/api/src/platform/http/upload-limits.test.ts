import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeShop } from '../../../test/factories.ts';
import { MAX_ATTACHMENT_BYTES, MAX_FILES_PER_UPLOAD } from '../../modules/orders/details/attachments.ts';
import { newId } from '../ids.ts';

const BOUNDARY = '----hirebase-limits';
const contentType = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
const partHead = (field: string, name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`;
const fileParts = (count: number, bytes: number) =>
  Array.from({ length: count }, (_, i) => `${partHead('files', `f${i}.pdf`)}${'x'.repeat(bytes)}\r\n`).join('');
const closing = `--${BOUNDARY}--\r\n`;

/** A request body that sends `start` and then stays open until `end` is called: the rest never comes on its own. */
function openBody(start: string) {
  const body = new PassThrough();
  body.write(start);
  return { body, end: () => body.end(closing) };
}

describe('uploads are checked while they are read', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db);
  const attach = (payload: PassThrough | string, headers = shop.headers) =>
    app.inject({
      method: 'PUT',
      url: `/v2/order/attachFile/${newId()}`,
      headers: { ...headers, ...contentType },
      payload,
    });

  it('refuses the file after the most a call takes as soon as it starts, naming the field, without waiting for the rest', async () => {
    // eleven files, then a body that never ends: answering means the refusal came before the rest was read
    const { body } = openBody(`${fileParts(MAX_FILES_PER_UPLOAD, 10)}${partHead('files', 'eleventh.pdf')}xx`);
    const res = await attach(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validationFailed',
      details: { field: 'files', maxFiles: MAX_FILES_PER_UPLOAD },
    });
    body.destroy();
  });

  it('refuses a file over its size with 413 once that size is passed, naming the field', async () => {
    const { body } = openBody(`${partHead('files', 'big.pdf')}${'x'.repeat(MAX_ATTACHMENT_BYTES + 1)}`);
    const res = await attach(body);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'payloadTooLarge',
      details: { field: 'files', maxBytes: MAX_ATTACHMENT_BYTES },
    });
    body.destroy();
  });

  it('holds a slot while a body is read; answers 429 with a retry time to a company holding two; others go on', async () => {
    const slots = app.deps.uploadSlots;
    // a body being read holds its company's slot until the answer is sent
    const open = openBody(fileParts(1, 10));
    const reading = attach(open.body);
    await vi.waitFor(() => expect(slots.heldBy(shop.company.id)).toBe(1), { timeout: 40_000, interval: 20 });
    open.end();
    expect((await reading).statusCode).toBe(404);
    expect(slots.heldBy(shop.company.id)).toBe(0);

    // with two uploads in progress, a third is refused before its body is read
    const releases = [slots.take(shop.company.id), slots.take(shop.company.id)];
    const third = await attach(`${fileParts(1, 10)}${closing}`);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'tooManyUploads', details: { retryAfterSeconds: 5 } });
    expect(third.headers['retry-after']).toBe('5');
    const other = await makeShop(app, db);
    expect((await attach(`${fileParts(1, 10)}${closing}`, other.headers)).statusCode).toBe(404);
    for (const release of releases) release();
    // the order does not exist: once a slot is free the body is read whole, then the call answers
    expect((await attach(`${fileParts(1, 10)}${closing}`)).statusCode).toBe(404);
  }, 60_000);
});
