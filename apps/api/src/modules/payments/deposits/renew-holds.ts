import { fromCents } from '@hirebase/shared';
import { and, asc, eq, isNull, lte, ne, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { audit } from '../../../platform/audit.ts';
import type { Database } from '../../../platform/db/pool.ts';
import { anonymous } from '../../../platform/http/actor.ts';
import { type Ctx, type Deps, inTransaction } from '../../../platform/http/context.ts';
import { newId } from '../../../platform/ids.ts';
import { cardIntentOf, HOLD_MS, renewCardHold } from '../../card-payments/index.ts';
import { findCompanyById } from '../../companies/index.ts';
import { sendOrderEventMail } from '../../mail-templates/index.ts';
import { orderOr404 } from '../../orders/index.ts';
import { ledgerOf, settle } from '../ledger.ts';
import { advanceProviderPayment } from '../provider-payments.ts';
import { payments } from '../tables.ts';
import { depositFigures } from './state.ts';

type Row = typeof payments.$inferSelect;

/** How long before a hold lapses it is renewed: a day, so that a run missed or failed is made up in time. */
export const RENEW_BEFORE_MS = 24 * 3600 * 1000;

const renewals = sql.raw('renewals');

/**
 * Card holds that may lapse within a day: authorised (a hold lapses at the earliest a hold's life after its row was
 * written) and not renewed yet. Every company's, oldest first.
 */
function holdsToCheck(db: Database, now: Date, batch: number) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.type, 'SHORT_TERM_DEPOSIT'),
        ne(payments.provider, 'OFFLINE'),
        eq(payments.status, 'REQUIRES_CAPTURE'),
        isNull(payments.cancelsId),
        lte(payments.createdAt, new Date(now.getTime() - HOLD_MS + RENEW_BEFORE_MS)),
        notExists(
          db
            .select({ id: sql`1` })
            .from(sql`${payments} as ${renewals}`)
            .where(
              sql`${renewals}.company_id = ${payments.companyId} and ${renewals}.deposit_id = ${payments.id} and ${renewals}.type = 'SHORT_TERM_DEPOSIT'`,
            ),
        ),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(batch);
}

export type RenewalOutcome = 'RENEWED' | 'FAILED' | 'SKIPPED';

/**
 * Renews one card hold that lapses before its rental ends, under its order's lock (checked again there, so two runs
 * at once or a run again after a restart renew it once): a new hold for what it still holds on the same card, the
 * old one released at the provider and in the ledger. When the bank refuses, the refused renewal is recorded (the
 * order shows it, no run tries again) and the customer is mailed to authorise a card.
 */
async function renewHold(ctx: Ctx, hold: Row): Promise<RenewalOutcome> {
  return inTransaction(ctx, async (tx) => {
    const order = await orderOr404(tx.db, hold.companyId, hold.orderId as string, true);
    const ledger = await ledgerOf(tx, hold.companyId, order.id);
    const figures = depositFigures(ledger).find((d) => d.deposit.id === hold.id);
    if (!figures || figures.heldCents <= 0 || figures.renewal || figures.deposit.status !== 'REQUIRES_CAPTURE') {
      return 'SKIPPED';
    }
    const { provider, intentId } = await cardIntentOf(tx, hold.companyId, hold.id);
    const expiresAt = (await provider.retrieve(intentId)).expiresAt;
    if (!expiresAt || expiresAt.getTime() - RENEW_BEFORE_MS > tx.now.getTime() || expiresAt >= order.endAt) {
      return 'SKIPPED';
    }
    const company = await findCompanyById(tx.db, hold.companyId);
    if (!company) return 'SKIPPED';
    const [renewal] = await tx.db
      .insert(payments)
      .values({
        ...hold,
        id: newId(tx.now.getTime()),
        createdAt: tx.now,
        createdBy: null,
        status: 'WAITING',
        amountCents: figures.heldCents,
        paymentDate: tx.now,
        depositId: hold.id,
        note: null,
      })
      .returning();
    const renewed = await renewCardHold(tx, hold.id, {
      company,
      orderId: order.id,
      paymentId: renewal.id,
      amountCents: renewal.amountCents,
      capture: 'manual',
      returnUrl: `${tx.deps.config.publicUrl}/dashboard/orders/${order.id}`,
    });
    const held = renewed?.intent.status === 'requires_capture';
    await advanceProviderPayment(tx, hold.companyId, renewal.id, held ? 'REQUIRES_CAPTURE' : 'FAILED');
    await audit(tx, {
      action: held ? 'deposit.renew' : 'deposit.renewFailed',
      entity: 'order',
      entityId: order.id,
      data: { depositId: hold.id, renewalId: renewal.id, reason: renewed?.intent.lastError ?? 'unsupported' },
    });
    if (!held) {
      await mailCardNeeded(tx, hold, renewal.amountCents, company);
      return 'FAILED';
    }
    await provider.cancel(intentId);
    await tx.db.insert(payments).values({
      ...hold,
      id: newId(tx.now.getTime() + 1),
      createdAt: tx.now,
      createdBy: null,
      type: 'DEPOSIT_RELEASE',
      status: 'SUCCEEDED',
      amountCents: figures.heldCents,
      paymentDate: tx.now,
      depositId: hold.id,
      note: null,
    });
    await settle(tx, order);
    return 'RENEWED';
  });
}

/** Mails the customer that their deposit's card was refused and a card must be authorised again (once per hold). */
async function mailCardNeeded(
  tx: Ctx,
  hold: Row,
  amountCents: number,
  company: { currency: string; timezone: string },
) {
  await sendOrderEventMail(
    tx as Ctx & { deps: Deps },
    {
      companyId: hold.companyId,
      orderId: hold.orderId as string,
      event: 'DEPOSIT_CARD_NEEDED',
      occurrence: `renewal:${hold.id}`,
      values: (language) => ({
        'deposit.amount': new Intl.NumberFormat(language, { style: 'currency', currency: company.currency }).format(
          fromCents(amountCents),
        ),
        'deposit.date': new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: company.timezone }).format(
          hold.paymentDate,
        ),
      }),
    },
    tx.now,
  );
}

/**
 * The renewal job's run: every card hold that lapses within a day and before its rental ends is renewed, each in its
 * own transaction; a failure of one is logged and the others go on. Answers how each went.
 */
export async function renewExpiringHolds(
  db: Database,
  now: Date,
  env: { deps: Deps; log: FastifyBaseLogger },
  batch = 200,
) {
  const outcomes: Record<RenewalOutcome, number> = { RENEWED: 0, FAILED: 0, SKIPPED: 0 };
  for (const hold of await holdsToCheck(db, now, batch)) {
    const ctx: Ctx = {
      db,
      actor: anonymous,
      companyId: hold.companyId,
      now,
      log: env.log,
      requestId: `deposit-renewal-${now.toISOString()}`,
      ip: '',
      deps: env.deps,
    };
    try {
      outcomes[await renewHold(ctx, hold)] += 1;
    } catch (error) {
      env.log.error({ err: error, depositId: hold.id }, 'renewal of a card hold failed');
    }
  }
  return outcomes;
}
