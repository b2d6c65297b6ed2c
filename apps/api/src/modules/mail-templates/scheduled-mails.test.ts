import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeProduct } from '../../../test/factories/catalogue.ts';
import { giveSettings } from '../../../test/factories/company-settings.ts';
import { makeCustomer } from '../../../test/factories/customers.ts';
import { makeOrder } from '../../../test/factories/order-lifecycle.ts';
import { makeShop } from '../../../test/factories.ts';
import { runDueJobsNow } from '../../../test/jobs.ts';
import { compileSchemasOnFirstUse } from '../../../test/lazy-schemas.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../platform/config.ts';
import { mailOutbox } from '../../platform/mail/tables.ts';
import { DEFAULTS } from '../company-settings/sections.ts';
import { orders } from '../orders/tables.ts';
import { sendOrderEventMail } from './order-event-mails.ts';
import { scheduledMailsJob } from './schedule-job.ts';
import { sendDueScheduledMails } from './schedule-sweep.ts';

describe('scheduled order mails', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-07-01T08:00:00Z');
  const shop = await makeShop(app, db, { name: 'Vélos du Lac', timezone: 'Europe/Paris' });
  const companyId = shop.company.id;
  await giveSettings(db, companyId, {
    notifications: {
      orderReminder: { enabled: true, hoursBeforeStart: 24 },
      opinionBooster: { enabled: true, delayHours: 48, reviewUrl: 'https://g.page/r/velos/review' },
    },
  });
  const schedule = await app.inject({
    method: 'PUT',
    url: '/v2/email-template/schedule',
    headers: shop.headers,
    payload: {
      reminderTime: '18:00',
      returnDueEnabled: true,
      returnDueTime: '08:00',
      lateEnabled: true,
      lateAfterHours: 2,
    },
  });
  const bike = await makeProduct(app, shop.headers, { name: 'Vélo', stockMode: 'QUANTITY', quantity: 50 });

  const book = async (startDate: string, endDate: string) => {
    const customer = await makeCustomer(db, companyId, { firstName: 'Léa', language: 'fr' });
    const order = await makeOrder(app, shop.headers, {
      startDate,
      endDate,
      customerId: customer.id,
      products: [{ productId: bike.id, quantity: 1 }],
    });
    return { ...order, email: customer.email as string };
  };
  const change = (orderId: string, values: Partial<typeof orders.$inferInsert>) =>
    db
      .update(orders)
      .set(values)
      .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)));
  const mailsTo = (to: string, event: string) =>
    db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), like(mailOutbox.template, `order-${event}`)));
  const sweepAt = (at: string) => {
    clock.set(at);
    return sendDueScheduledMails({ db, deps: app.deps }, clock.now());
  };

  it('reads its settings back, beside the switches of the company settings', () => {
    expect(schedule.statusCode).toBe(200);
    expect(schedule.json()).toEqual({
      reminderTime: '18:00',
      returnDueEnabled: true,
      returnDueTime: '08:00',
      lateEnabled: true,
      lateAfterHours: 2,
      reminderEnabled: true,
      reminderHoursBeforeStart: 24,
      reviewEnabled: true,
      reviewDelayHours: 48,
    });
  });

  it('reminds the day before at the set time of the company zone, once', async () => {
    clock.set('2026-07-01T08:00:00Z');
    const order = await book('2026-07-10T09:00', '2026-07-12T18:00');
    await sweepAt('2026-07-09T15:59:00Z'); // 17:59 in Paris
    expect(await mailsTo(order.email, 'REMINDER_BEFORE_START')).toHaveLength(0);
    await sweepAt('2026-07-09T16:00:00Z');
    await sweepAt('2026-07-09T16:05:00Z');
    const [mail] = await mailsTo(order.email, 'REMINDER_BEFORE_START');
    expect(await mailsTo(order.email, 'REMINDER_BEFORE_START')).toHaveLength(1);
    expect(mail.subject).toBe('Rappel : votre location chez Vélos du Lac commence bientôt');
    expect(mail.text).toContain('commence le vendredi 10 juillet 2026 à 09:00');
  });

  it('reminds an order moved after its reminder was scheduled at the new time, not the old one', async () => {
    clock.set('2026-07-01T08:00:00Z');
    const order = await book('2026-07-10T09:00', '2026-07-12T18:00');
    await sweepAt('2026-07-08T10:00:00Z');
    await change(order.id, { startAt: new Date('2026-07-15T07:00:00Z'), endAt: new Date('2026-07-16T16:00:00Z') });
    await sweepAt('2026-07-09T16:00:00Z');
    expect(await mailsTo(order.email, 'REMINDER_BEFORE_START')).toHaveLength(0);
    await sweepAt('2026-07-14T15:59:00Z');
    expect(await mailsTo(order.email, 'REMINDER_BEFORE_START')).toHaveLength(0);
    await sweepAt('2026-07-14T16:00:00Z');
    const mails = await mailsTo(order.email, 'REMINDER_BEFORE_START');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('commence le mercredi 15 juillet 2026 à 09:00');
  });

  it('sends no reminder to a cancelled order, nor to one booked after its reminder time', async () => {
    clock.set('2026-07-01T08:00:00Z');
    const cancelled = await book('2026-07-10T09:00', '2026-07-12T18:00');
    await change(cancelled.id, { type: 'CANCELED' });
    clock.set('2026-07-10T05:00:00Z');
    const lastMinute = await book('2026-07-10T09:00', '2026-07-10T18:00');
    await sweepAt('2026-07-10T06:00:00Z');
    expect(await mailsTo(cancelled.email, 'REMINDER_BEFORE_START')).toHaveLength(0);
    expect(await mailsTo(lastMinute.email, 'REMINDER_BEFORE_START')).toHaveLength(0);
  });

  it('tells the return is due on the morning of the end day, then that it is late, once', async () => {
    clock.set('2026-07-01T08:00:00Z');
    const order = await book('2026-07-10T09:00', '2026-07-12T18:00');
    await change(order.id, { status: 'IN_PROGRESS', departedAt: new Date('2026-07-10T07:00:00Z') });
    await sweepAt('2026-07-12T05:59:00Z');
    expect(await mailsTo(order.email, 'RETURN_DUE')).toHaveLength(0);
    await sweepAt('2026-07-12T06:00:00Z'); // 08:00 in Paris
    const [due] = await mailsTo(order.email, 'RETURN_DUE');
    expect(due.subject).toBe("Vélos du Lac : retour de votre location prévu aujourd'hui");
    await sweepAt('2026-07-12T17:59:00Z');
    expect(await mailsTo(order.email, 'LATE')).toHaveLength(0);
    await sweepAt('2026-07-12T18:00:00Z'); // the end (16:00 UTC) and two hours
    await sweepAt('2026-07-13T09:00:00Z');
    const late = await mailsTo(order.email, 'LATE');
    expect(late).toHaveLength(1);
    expect(late[0].text).toContain('devait se terminer le dimanche 12 juillet 2026 à 18:00');
    expect(await mailsTo(order.email, 'RETURN_DUE')).toHaveLength(1);
  });

  it('asks for a review the set hours after the return, once, and not when the company turned it off', async () => {
    clock.set('2026-07-01T08:00:00Z');
    const order = await book('2026-07-10T09:00', '2026-07-12T18:00');
    await change(order.id, { status: 'ENDED', endedAt: new Date('2026-07-12T15:00:00Z') });
    await sweepAt('2026-07-14T14:59:00Z');
    expect(await mailsTo(order.email, 'REVIEW_REQUEST')).toHaveLength(0);
    await sweepAt('2026-07-14T15:00:00Z');
    await sweepAt('2026-07-15T15:00:00Z');
    const mails = await mailsTo(order.email, 'REVIEW_REQUEST');
    expect(mails).toHaveLength(1);
    expect(mails[0].html).toContain('href="https://g.page/r/velos/review"');

    clock.set('2026-07-01T08:00:00Z');
    const quiet = await book('2026-07-10T09:00', '2026-07-12T18:00');
    await change(quiet.id, { status: 'ENDED', endedAt: new Date('2026-07-12T15:00:00Z') });
    await giveSettings(db, companyId, {
      notifications: {
        orderReminder: { enabled: true, hoursBeforeStart: 24 },
        opinionBooster: { ...DEFAULTS.notifications.opinionBooster, enabled: false },
      },
    });
    await sweepAt('2026-07-15T16:00:00Z');
    expect(await mailsTo(quiet.email, 'REVIEW_REQUEST')).toHaveLength(0);
  });

  it('never sends twice: runs at once, a run that crashed mid-way, and a run after a restart', async () => {
    clock.set('2026-07-01T08:00:00Z');
    const order = await book('2026-07-20T09:00', '2026-07-21T18:00');
    clock.set('2026-07-19T16:00:00Z');
    // a run that crashes after queuing the mail: its transaction rolls back, mail and record with it
    await expect(
      db.transaction(async (tx) => {
        const mail = {
          companyId,
          orderId: order.id,
          event: 'REMINDER_BEFORE_START' as const,
          occurrence: '2026-07-20T07:00:00.000Z',
        };
        expect(await sendOrderEventMail({ db: tx, deps: app.deps }, mail, clock.now())).not.toBeNull();
        throw new Error('the process died');
      }),
    ).rejects.toThrow('the process died');
    expect(await mailsTo(order.email, 'REMINDER_BEFORE_START')).toHaveLength(0);

    const runs = await Promise.all([0, 1, 2].map(() => sendDueScheduledMails({ db, deps: app.deps }, clock.now())));
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(order.email, 'REMINDER_BEFORE_START')).toHaveLength(1);

    // a new process on the same database, its job run by pg-boss
    const restarted = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: '0' }),
      db,
      now: clock.now,
      logger: false,
      beforeReady: compileSchemasOnFirstUse,
    });
    try {
      await restarted.deps.jobs.send(db, scheduledMailsJob, {});
      expect(await runDueJobsNow(restarted, [scheduledMailsJob])).toBe(1);
    } finally {
      await restarted.close();
    }
    expect(await mailsTo(order.email, 'REMINDER_BEFORE_START')).toHaveLength(1);
  });
});
