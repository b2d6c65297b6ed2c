import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { runDueJobsNow } from '../../../test/jobs.ts';
import { newId } from '../../platform/ids.ts';
import { mailRetentionJob, pruneDeliveredMail } from '../../platform/mail/retention-job.ts';
import { mailOutbox } from '../../platform/mail/tables.ts';
import { pruneThrottleEvents, throttleRetentionJob } from '../../platform/throttle/retention-job.ts';
import { throttleEvents } from '../../platform/throttle/tables.ts';
import { authRetentionJob, pruneAuthRecords } from './retention.ts';
import { knownDevices, loginAttempts, oneTimeTokens, sessions } from './tables.ts';

const now = new Date('2026-06-30T03:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe('retention', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set(now);

  async function session(expiresAt: Date, revokedAt: Date | null = null) {
    const id = newId();
    await db
      .insert(sessions)
      .values({ id, tokenHash: id, audience: 'user', expiresAt, revokedAt, createdAt: daysAgo(90) });
    return id;
  }
  async function token(expiresAt: Date, usedAt: Date | null = null) {
    const id = newId();
    await db.insert(oneTimeTokens).values({ id, purpose: 'passwordReset', tokenHash: id, expiresAt, usedAt });
    return id;
  }
  async function attempt(at: Date) {
    const id = newId();
    await db.insert(loginAttempts).values({ id, email: 'a@example.test', ip: '10.0.0.1', succeeded: 'false', at });
    return id;
  }
  async function mail(status: string, createdAt: Date, sentAt: Date | null = null) {
    const id = newId();
    await db
      .insert(mailOutbox)
      .values({ id, to: 'a@example.test', subject: 's', text: 't', template: 'x', status, createdAt, sentAt });
    return id;
  }
  async function device(expiresAt: Date) {
    const id = newId();
    await db.insert(knownDevices).values({
      id,
      tokenHash: id,
      email: 'a@example.test',
      createdAt: daysAgo(200),
      lastUsedAt: daysAgo(20),
      expiresAt,
    });
    return id;
  }
  async function throttled(at: Date) {
    const id = newId();
    await db.insert(throttleEvents).values({ id, bucket: 'emailCheck', key: '10.0.0.1', at });
    return id;
  }
  const left = async <T extends { id: string }>(rows: T[]) => rows.map((r) => r.id);

  it('prunes ended sessions, old login attempts and spent tokens past their grace, and keeps the rest', async () => {
    const keep = [
      await session(daysAgo(-1)),
      await session(daysAgo(29)),
      await session(daysAgo(-10), daysAgo(29)),
      await token(daysAgo(-1)),
      await token(daysAgo(6)),
      await token(daysAgo(-1), daysAgo(6)),
      await attempt(daysAgo(29)),
    ];
    const gone = [
      await session(daysAgo(31)),
      await session(daysAgo(-10), daysAgo(31)),
      await token(daysAgo(8)),
      await token(daysAgo(-1), daysAgo(8)),
      await attempt(daysAgo(31)),
    ];
    const devices = [await device(daysAgo(-1)), await device(daysAgo(1))];
    expect(await pruneAuthRecords(db, now)).toEqual({
      sessions: 2,
      loginAttempts: 1,
      oneTimeTokens: 2,
      knownDevices: 1,
    });
    const devicesLeft = await db.select({ id: knownDevices.id }).from(knownDevices);
    expect(devicesLeft.map((d) => d.id)).toEqual([devices[0]]);
    const ids = [...keep, ...gone];
    const remaining = [
      ...(await left(await db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ids)))),
      ...(await left(
        await db.select({ id: oneTimeTokens.id }).from(oneTimeTokens).where(inArray(oneTimeTokens.id, ids)),
      )),
      ...(await left(
        await db.select({ id: loginAttempts.id }).from(loginAttempts).where(inArray(loginAttempts.id, ids)),
      )),
    ];
    expect(remaining.sort()).toEqual([...keep].sort());
  });

  it('prunes delivered mails after 30 days and keeps failed and queued ones', async () => {
    const keep = [
      await mail('sent', daysAgo(40), daysAgo(29)),
      await mail('failed', daysAgo(60)),
      await mail('queued', daysAgo(60)),
      await mail('outbox', daysAgo(29)),
    ];
    await mail('sent', daysAgo(40), daysAgo(31));
    await mail('outbox', daysAgo(31));
    expect(await pruneDeliveredMail(db, now)).toBe(2);
    const remaining = await db.select({ id: mailOutbox.id }).from(mailOutbox);
    expect(remaining.map((r) => r.id).sort()).toEqual([...keep].sort());
  });

  it('prunes throttled actions after a day', async () => {
    const kept = await throttled(new Date(now.getTime() - 23 * 3600_000));
    await throttled(daysAgo(2));
    expect(await pruneThrottleEvents(db, now)).toBe(1);
    expect((await db.select({ id: throttleEvents.id }).from(throttleEvents)).map((e) => e.id)).toEqual([kept]);
  });

  it('runs daily as jobs', async () => {
    await session(daysAgo(45));
    await mail('sent', daysAgo(45), daysAgo(45));
    await throttled(daysAgo(3));
    await app.deps.jobs.send(db, authRetentionJob, {});
    await app.deps.jobs.send(db, mailRetentionJob, {});
    await app.deps.jobs.send(db, throttleRetentionJob, {});
    expect(await runDueJobsNow(app, [authRetentionJob, mailRetentionJob, throttleRetentionJob])).toBe(3);
    expect(await pruneAuthRecords(db, now)).toEqual({
      sessions: 0,
      loginAttempts: 0,
      oneTimeTokens: 0,
      knownDevices: 0,
    });
    expect(await pruneDeliveredMail(db, now)).toBe(0);
    expect(await pruneThrottleEvents(db, now)).toBe(0);
    expect(throttleRetentionJob.cron).toBe('30 3 * * *');
    expect(authRetentionJob.cron).toBe('10 3 * * *');
    expect(mailRetentionJob.cron).toBe('20 3 * * *');
  });
});
