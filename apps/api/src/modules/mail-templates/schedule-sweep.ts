import { and, eq, gt, isNotNull, lte, ne, notExists, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/pool.ts';
import { companySettingsView } from '../company-settings/index.ts';
import { ordersView } from '../orders/index.ts';
import type { MailEvent } from './events.ts';
import type { SendCtx } from './order-event-mails.ts';
import { sendOrderEventMail } from './order-event-mails.ts';
import { CATCH_UP_MS, lateDue, occurrenceOf, reminderDue, returnDue, reviewDue, type Schedule } from './schedule.ts';
import { scheduleOf } from './schedule-settings.ts';
import { mailScheduleSettings, orderEventMails } from './tables.ts';

const HOUR = 3_600_000;
const o = ordersView;

interface Candidate {
  companyId: string;
  orderId: string;
  /** The instant the mail is about: the start, the end, or the return. */
  about: Date;
  createdAt: Date;
}

interface Kind {
  event: MailEvent;
  /** Orders that may be due now, found with wide bounds; `dueAt` decides. */
  candidates(db: Database, now: Date): Promise<Candidate[]>;
  dueAt(c: Candidate, s: Schedule): Date;
  /** Still worth sending at `now` (the order has not moved past it). */
  stillRelevant(c: Candidate, s: Schedule, now: Date, due: Date): boolean;
  /** The review request goes once per order whatever happens; the others once per planned instant. */
  occurrence(c: Candidate): string;
}

const live = and(eq(o.type, 'ORDER'), eq(o.isRequest, false), sql`${o.deletedAt} is null`);
const since = (now: Date, ms: number) => new Date(now.getTime() - ms);
const until = (now: Date, ms: number) => new Date(now.getTime() + ms);

/** No mail of this event for this order at this occurrence (or at all, with `anyOccurrence`). */
const notMailed = (event: MailEvent, occurrence: SQL | null) =>
  notExists(
    sql`(select 1 from ${orderEventMails} m where m.company_id = ${o.companyId} and m.order_id = ${o.id} and m.event = ${event}${
      occurrence ? sql` and m.occurrence = ${occurrence}` : sql``
    })`,
  );
const isoOf = (column: typeof o.startAt | typeof o.endedAt) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const settingOn = (path: string) => sql`(${companySettingsView.notifications} #>> ${`{${path}}`})::boolean`;

async function select(
  db: Database,
  about: typeof o.startAt | typeof o.endedAt | typeof o.updatedAt,
  where: SQL | undefined,
  join: 'settings' | 'own' | 'none',
) {
  const base = db
    .select({
      companyId: o.companyId,
      orderId: o.id,
      about: sql<Date>`${about}`.mapWith(o.startAt),
      createdAt: o.createdAt,
    })
    .from(o);
  if (join === 'none') return (await base.where(where).limit(5000)) as Candidate[];
  const joined =
    join === 'settings'
      ? base.innerJoin(companySettingsView, eq(companySettingsView.companyId, o.companyId))
      : base.innerJoin(mailScheduleSettings, eq(mailScheduleSettings.companyId, o.companyId));
  return (await joined.where(where).limit(5000)) as Candidate[];
}

/**
 * How long after its last change an order not yet confirmed by mail still gets its confirmation: orders that were
 * already confirmed when this mail came in, and were not touched since, are not mailed.
 */
export const CONFIRMATION_WINDOW_MS = 24 * HOUR;

export const KINDS: Kind[] = [
  {
    event: 'ORDER_CONFIRMED',
    // a confirmed order (booked, a request approved, a pre-booking turned into an order) not yet told so
    candidates: (db, now) =>
      select(
        db,
        o.updatedAt,
        and(
          live,
          ne(o.status, 'ENDED'),
          gt(o.endAt, now),
          gt(o.updatedAt, since(now, CONFIRMATION_WINDOW_MS)),
          notMailed('ORDER_CONFIRMED', null),
        ),
        'none',
      ),
    dueAt: (c) => c.about,
    stillRelevant: () => true,
    occurrence: () => 'confirmed',
  },
  {
    event: 'REMINDER_BEFORE_START',
    candidates: (db, now) =>
      select(
        db,
        o.startAt,
        and(
          live,
          eq(o.status, 'TO_COME'),
          settingOn('orderReminder,enabled'),
          gt(o.startAt, now),
          // the longest lead (336 h) and a send time the day before: within 15 days
          lte(o.startAt, until(now, 15 * 24 * HOUR)),
          notMailed('REMINDER_BEFORE_START', isoOf(o.startAt)),
        ),
        'settings',
      ),
    dueAt: (c, s) => reminderDue(c.about, s),
    // an order booked after its reminder time needs none: its confirmation just told the same
    stillRelevant: (c, s, now, due) => s.reminderEnabled && c.createdAt < due && now < c.about,
    occurrence: (c) => occurrenceOf(c.about),
  },
  {
    event: 'RETURN_DUE',
    candidates: (db, now) =>
      select(
        db,
        o.endAt,
        and(
          live,
          eq(o.status, 'IN_PROGRESS'),
          eq(mailScheduleSettings.returnDueEnabled, true),
          gt(o.endAt, now),
          lte(o.endAt, until(now, 2 * 24 * HOUR)),
          notMailed('RETURN_DUE', isoOf(o.endAt)),
        ),
        'own',
      ),
    dueAt: (c, s) => returnDue(c.about, s),
    stillRelevant: (c, s, now) => s.returnDueEnabled && now < c.about,
    occurrence: (c) => occurrenceOf(c.about),
  },
  {
    event: 'LATE',
    candidates: (db, now) =>
      select(
        db,
        o.endAt,
        and(
          live,
          eq(o.status, 'IN_PROGRESS'),
          eq(mailScheduleSettings.lateEnabled, true),
          lte(o.endAt, now),
          gt(o.endAt, since(now, CATCH_UP_MS + 168 * HOUR)),
          notMailed('LATE', isoOf(o.endAt)),
        ),
        'own',
      ),
    dueAt: (c, s) => lateDue(c.about, s),
    stillRelevant: (_c, s, now, due) => s.lateEnabled && now.getTime() - due.getTime() < CATCH_UP_MS,
    occurrence: (c) => occurrenceOf(c.about),
  },
  {
    event: 'REVIEW_REQUEST',
    candidates: (db, now) =>
      select(
        db,
        o.endedAt,
        and(
          live,
          eq(o.status, 'ENDED'),
          isNotNull(o.endedAt),
          settingOn('opinionBooster,enabled'),
          lte(o.endedAt, now),
          gt(o.endedAt, since(now, CATCH_UP_MS + 720 * HOUR)),
          notMailed('REVIEW_REQUEST', null),
        ),
        'settings',
      ),
    dueAt: (c, s) => reviewDue(c.about, s),
    stillRelevant: (_c, s, now, due) => s.reviewEnabled && now.getTime() - due.getTime() < CATCH_UP_MS,
    occurrence: () => 'review',
  },
];

/**
 * One pass of the scheduled mails: every order whose confirmation, reminder, return-due, late or review mail is due now and was
 * not sent for that occurrence gets it, each in its own transaction with its record. Times are worked out from the
 * order as it is now, so a moved order is mailed for its new time, and a cancelled or returned one drops out.
 * Answers how many mails were queued.
 */
export async function sendDueScheduledMails(ctx: SendCtx & { db: Database }, now: Date, log?: (e: unknown) => void) {
  const schedules = new Map<string, Promise<Schedule>>();
  const scheduleFor = (companyId: string) => {
    if (!schedules.has(companyId)) schedules.set(companyId, scheduleOf(ctx.db, companyId));
    return schedules.get(companyId) as Promise<Schedule>;
  };
  let sent = 0;
  for (const kind of KINDS) {
    for (const c of await kind.candidates(ctx.db, now)) {
      const s = await scheduleFor(c.companyId);
      const due = kind.dueAt(c, s);
      if (due > now || !kind.stillRelevant(c, s, now, due)) continue;
      try {
        const mail = { companyId: c.companyId, orderId: c.orderId, event: kind.event, occurrence: kind.occurrence(c) };
        if (await sendOrderEventMail(ctx, mail, now)) sent++;
      } catch (error) {
        // one order's failure must not hold the others back; it is tried again next run
        log?.({ error, orderId: c.orderId, event: kind.event });
      }
    }
  }
  return sent;
}
