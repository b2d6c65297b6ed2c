import { defineJob } from '../../platform/jobs/definition.ts';
import { dropExpiredTimedHolds } from '../availability/index.ts';
import { deleteExpiredCarts } from './repository.ts';

const BATCH = 1000;
const DAY = 86_400_000;

/**
 * Days a cart is kept once its hold ran out (its cookie's life): a customer back later is told the hold ended, with
 * the lines to hold again, rather than finding nothing.
 */
export const CART_KEPT_DAYS = 7;

/**
 * Every minute: deletes the expired timed holds, and the carts whose hold ended more than CART_KEPT_DAYS ago. Reads
 * already ignore holds past their expiry (the stock is free at once); this keeps the tables small. A cart whose
 * customer is saving it at the same moment is kept: the delete re-checks the expiry once the save's row lock is
 * released.
 */
export const cartExpiryJob = defineJob<Record<string, never>>({
  name: 'store-cart-expiry',
  cron: '* * * * *',
  retryLimit: 0,
  retryDelaySeconds: 0,
  retryBackoff: false,
  expireInSeconds: 300,
  pollingIntervalSeconds: 15,
  async run(_job, env) {
    const now = env.deps.now();
    let carts = 0;
    let gone: number;
    do {
      gone = (await deleteExpiredCarts(env.db, new Date(now.getTime() - CART_KEPT_DAYS * DAY), BATCH)).length;
      carts += gone;
    } while (gone === BATCH);
    const holds = await dropExpiredTimedHolds(env.db, now);
    if (carts + holds > 0) env.log.info({ carts, holds }, 'expired carts and holds deleted');
  },
});
