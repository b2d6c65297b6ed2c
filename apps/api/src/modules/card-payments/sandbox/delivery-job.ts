import { defineJob } from '../../../platform/jobs/index.ts';
import { SIGNATURE_HEADER, sandboxSecret, signatureOf } from './signature.ts';

export interface SandboxDelivery {
  eventId: string;
  /** The event as sent, byte for byte: the signature covers it. */
  body: string;
}

/**
 * Delivers one sandbox webhook event to the configured endpoint (this server's own by default), signed at each
 * attempt with the time of that attempt. An answer other than 2xx is retried with a growing delay; a replay answer
 * (409) means an earlier attempt got through.
 */
export const sandboxWebhookJob = defineJob<SandboxDelivery>({
  name: 'card-sandbox-webhook',
  retryLimit: 10,
  retryDelaySeconds: 1,
  retryBackoff: true,
  expireInSeconds: 60,
  pollingIntervalSeconds: 1,
  run: async (job, env) => {
    const { config } = env.deps;
    const secret = await sandboxSecret(env.db, config.cardSandboxWebhookSecret);
    const timestamp = Math.floor(env.deps.now().getTime() / 1000);
    const response = await fetch(config.cardSandboxWebhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signatureOf(secret, timestamp, job.data.body),
      },
      body: job.data.body,
      signal: AbortSignal.timeout(15_000),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok || response.status === 409) return;
    throw new Error(`The webhook endpoint answered ${response.status} to event ${job.data.eventId}`);
  },
});
