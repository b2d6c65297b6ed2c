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

  it('answers 429 with a retry time to a company that already has two uploads in progress; others go on', async () => {
    const first = openBody(fileParts(1, 10));
    const second = openBody(fileParts(1, 10));
    const pending = [attach(first.body), attach(second.body)];
    // the two calls hold their slots once their bodies start being read: until then a third call goes through (404);
    // on a loaded machine that can take seconds
    const third = await vi.waitFor(
      async () => {
        const res = await attach(`${fileParts(1, 10)}${closing}`);
        expect(res.statusCode).toBe(429);
        return res;
      },
      { timeout: 40_000, interval: 50 },
    );
    expect(third.json()).toMatchObject({ code: 'tooManyUploads', details: { retryAfterSeconds: 5 } });
    expect(third.headers['retry-after']).toBe('5');
    const other = await makeShop(app, db);
    expect((await attach(`${fileParts(1, 10)}${closing}`, other.headers)).statusCode).toBe(404);
    first.end();
    second.end();
    // the order does not exist: both bodies were read whole, then the call answered
    expect((await Promise.all(pending)).map((r) => r.statusCode)).toEqual([404, 404]);
    expect((await attach(`${fileParts(1, 10)}${closing}`)).statusCode).toBe(404);
  }, 60_000);
});
