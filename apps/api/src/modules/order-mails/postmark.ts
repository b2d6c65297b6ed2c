import type { Static } from 'typebox';
import { AppError, integrationNotConfigured } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { addressList } from './addresses.ts';
import type { PostmarkBody } from './schemas.ts';

const TIMEOUT_MS = 15_000;

interface PostmarkReply {
  ErrorCode?: number;
  Message?: string;
  MessageID?: string;
  SubmittedAt?: string;
  To?: string;
}

/**
 * POST /postmark/send: one mail through Postmark's HTTP API (`/email`), from the platform's sender. 503 until
 * POSTMARK_SERVER_TOKEN is set; Postmark's refusal is a 502 with its code and message.
 */
export async function sendThroughPostmark(ctx: Ctx, body: Static<typeof PostmarkBody>) {
  const { postmarkServerToken: token, postmarkApiUrl, mailFrom } = ctx.deps.config;
  if (!token) throw integrationNotConfigured('postmark');
  const to = addressList('to', body.to, true);
  const cc = addressList('cc', body.cc, false);
  let response: Response;
  try {
    response = await fetch(new URL('/email', postmarkApiUrl), {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-postmark-server-token': token,
      },
      body: JSON.stringify({
        From: mailFrom,
        To: to.join(', '),
        Cc: cc.length ? cc.join(', ') : undefined,
        Subject: body.subject,
        TextBody: body.text,
        HtmlBody: body.html,
        Tag: body.tag,
        MessageStream: 'outbound',
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    ctx.log.warn({ error }, 'postmark unreachable');
    throw failed('Postmark could not be reached', {});
  }
  const reply = (await response.json().catch(() => ({}))) as PostmarkReply;
  if (!response.ok || (reply.ErrorCode ?? 0) !== 0 || !reply.MessageID) {
    throw failed(`Postmark refused the mail: ${reply.Message ?? response.statusText}`, {
      httpStatus: response.status,
      postmarkCode: reply.ErrorCode ?? null,
    });
  }
  return { messageId: reply.MessageID, submittedAt: reply.SubmittedAt ?? '', to: reply.To ?? to.join(', ') };
}

const failed = (message: string, details: Record<string, unknown>) =>
  new AppError(502, 'integrationFailed', message, { integration: 'postmark', ...details });
