import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import type { MailEvent } from './events.ts';
import { emailTemplates, mailScheduleSettings, orderEventMails } from './tables.ts';

export type TemplateRow = typeof emailTemplates.$inferSelect;
export type ScheduleSettingsRow = typeof mailScheduleSettings.$inferSelect;

export const templatesOf = (db: Db, companyId: string) =>
  db.select().from(emailTemplates).where(eq(emailTemplates.companyId, companyId)).orderBy(asc(emailTemplates.event));

export const templateById = async (db: Db, companyId: string, id: string) =>
  (
    await db
      .select()
      .from(emailTemplates)
      .where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.id, id)))
  )[0];

export const templateOfEvent = async (db: Db, companyId: string, event: MailEvent) =>
  (
    await db
      .select()
      .from(emailTemplates)
      .where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.event, event)))
  )[0];

export async function upsertTemplate(db: Db, row: typeof emailTemplates.$inferInsert) {
  const [saved] = await db
    .insert(emailTemplates)
    .values(row)
    .onConflictDoUpdate({
      target: [emailTemplates.companyId, emailTemplates.event],
      set: { texts: row.texts, updatedAt: row.updatedAt },
    })
    .returning();
  return saved;
}

export const deleteTemplate = async (db: Db, companyId: string, id: string) =>
  (
    await db
      .delete(emailTemplates)
      .where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.id, id)))
      .returning({ id: emailTemplates.id })
  ).length > 0;

export const scheduleSettingsOf = async (db: Db, companyId: string) =>
  (await db.select().from(mailScheduleSettings).where(eq(mailScheduleSettings.companyId, companyId)))[0];

export async function saveScheduleSettings(db: Db, row: typeof mailScheduleSettings.$inferInsert) {
  const { companyId: _, ...set } = row;
  const [saved] = await db
    .insert(mailScheduleSettings)
    .values(row)
    .onConflictDoUpdate({ target: mailScheduleSettings.companyId, set })
    .returning();
  return saved;
}

/** Claims the slot of a mail (order, event, occurrence); false when it was claimed already. */
export async function claimMailSlot(db: Db, row: typeof orderEventMails.$inferInsert) {
  const claimed = await db
    .insert(orderEventMails)
    .values(row)
    .onConflictDoNothing({
      target: [orderEventMails.companyId, orderEventMails.orderId, orderEventMails.event, orderEventMails.occurrence],
    })
    .returning({ id: orderEventMails.id });
  return claimed.length > 0;
}

export const mailsOfOrder = (db: Db, companyId: string, orderId: string) =>
  db
    .select()
    .from(orderEventMails)
    .where(and(eq(orderEventMails.companyId, companyId), eq(orderEventMails.orderId, orderId)))
    .orderBy(asc(orderEventMails.sentAt));

export async function linkMailToSlot(
  db: Db,
  slot: { companyId: string; orderId: string; event: MailEvent; occurrence: string },
  mailId: string,
) {
  await db
    .update(orderEventMails)
    .set({ mailId })
    .where(
      and(
        eq(orderEventMails.companyId, slot.companyId),
        eq(orderEventMails.orderId, slot.orderId),
        eq(orderEventMails.event, slot.event),
        eq(orderEventMails.occurrence, slot.occurrence),
      ),
    );
}
