import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeAdmin, makeShop } from '../../../test/factories.ts';

interface Received {
  path: string;
  token: string | undefined;
  body: Record<string, unknown>;
}

/** A local HTTP server answering as Postmark's `/email` does: a refusal for the address `refused@…`. */
async function startPostmark() {
  const received: Received[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw);
    received.push({ path: req.url ?? '', token: req.headers['x-postmark-server-token'] as string, body });
    res.setHeader('content-type', 'application/json');
    if (String(body.To).includes('refused@')) {
      res.statusCode = 422;
      res.end(
        JSON.stringify({
          ErrorCode: 406,
          Message: 'You tried to send to a recipient that has been marked as inactive.',
        }),
      );
      return;
    }
    res.end(
      JSON.stringify({
        To: body.To,
        SubmittedAt: '2026-05-04T10:00:00.0000000Z',
        MessageID: 'b7bc2f4a-e38e-4336-af7d-e6c392c2f817',
        ErrorCode: 0,
        Message: 'OK',
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

const mail = { to: 'customer@example.test', cc: 'copy@example.test', subject: 'Hello', text: 'Your bike is ready' };

describe('POST /postmark/send without a token', async () => {
  const { app, db } = await createTestApp();
  it('answers 503 integrationNotConfigured naming postmark', async () => {
    const { headers } = await makeAdmin(app, db);
    const res = await app.inject({ method: 'POST', url: '/v2/postmark/send', headers, payload: mail });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'integrationNotConfigured', details: { integration: 'postmark' } });
  });
});

describe('POST /postmark/send with a token', async () => {
  const postmark = await startPostmark();
  const { app, db } = await createTestApp({
    POSTMARK_SERVER_TOKEN: 'server-token-1',
    POSTMARK_API_URL: postmark.url,
    MAIL_FROM: 'Hirebase <mail@hirebase.test>',
  });
  const { headers } = await makeAdmin(app, db);

  it("sends the mail through Postmark's /email with the server token, and answers its message id", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v2/postmark/send',
      headers,
      payload: { ...mail, tag: 'test' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      messageId: 'b7bc2f4a-e38e-4336-af7d-e6c392c2f817',
      submittedAt: '2026-05-04T10:00:00.0000000Z',
      to: 'customer@example.test',
    });
    expect(postmark.received.at(-1)).toEqual({
      path: '/email',
      token: 'server-token-1',
      body: {
        From: 'Hirebase <mail@hirebase.test>',
        To: 'customer@example.test',
        Cc: 'copy@example.test',
        Subject: 'Hello',
        TextBody: 'Your bike is ready',
        Tag: 'test',
        MessageStream: 'outbound',
      },
    });
  });

  it("answers 502 integrationFailed with Postmark's code when it refuses", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v2/postmark/send',
      headers,
      payload: { ...mail, to: 'refused@example.test' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'integrationFailed',
      details: { integration: 'postmark', httpStatus: 422, postmarkCode: 406 },
    });
  });

  it('refuses a wrong address before calling Postmark, and a shop manager', async () => {
    const before = postmark.received.length;
    const bad = await app.inject({ method: 'POST', url: '/v2/postmark/send', headers, payload: { ...mail, to: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.field).toBe('to');
    const shop = await makeShop(app, db);
    const manager = await app.inject({
      method: 'POST',
      url: '/v2/postmark/send',
      headers: shop.headers,
      payload: mail,
    });
    expect(manager.statusCode).toBe(403);
    expect(postmark.received.length).toBe(before);
  });
});
