import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { newId } from '../../platform/ids.ts';
import type { Scope } from './schemas.ts';
import { conditionReportPhotos, conditionReports, conditionReportUnits } from './tables.ts';

export type ReportRow = typeof conditionReports.$inferSelect;
export type UnitRow = typeof conditionReportUnits.$inferSelect;
export type PhotoRow = typeof conditionReportPhotos.$inferSelect;

export const findReport = async (db: Db, companyId: string, orderId: string, scope: Scope, lock = false) => {
  const query = db
    .select()
    .from(conditionReports)
    .where(
      and(
        eq(conditionReports.companyId, companyId),
        eq(conditionReports.orderId, orderId),
        eq(conditionReports.scope, scope),
      ),
    );
  return (lock ? await query.for('update') : await query)[0];
};

export const findReportById = async (db: Db, companyId: string, id: string, lock = false) => {
  const query = db
    .select()
    .from(conditionReports)
    .where(and(eq(conditionReports.companyId, companyId), eq(conditionReports.id, id)));
  return (lock ? await query.for('update') : await query)[0];
};

/** The report of the order and scope, created empty when there is none yet. */
export async function ensureReport(db: Db, companyId: string, orderId: string, scope: Scope, now: Date) {
  await db
    .insert(conditionReports)
    .values({ companyId, id: newId(now.getTime()), orderId, scope, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const report = await findReport(db, companyId, orderId, scope, true);
  if (!report) throw new Error('condition report not created');
  return report;
}

export const touchReport = (db: Db, companyId: string, id: string, set: Partial<ReportRow>) =>
  db
    .update(conditionReports)
    .set(set)
    .where(and(eq(conditionReports.companyId, companyId), eq(conditionReports.id, id)))
    .returning();

export const unitsOfReport = (db: Db, companyId: string, reportId: string) =>
  db
    .select()
    .from(conditionReportUnits)
    .where(and(eq(conditionReportUnits.companyId, companyId), eq(conditionReportUnits.reportId, reportId)));

export async function saveUnit(db: Db, row: Omit<UnitRow, 'id' | 'createdAt' | 'updatedAt'>, now: Date) {
  await db
    .insert(conditionReportUnits)
    .values({ ...row, id: newId(now.getTime()), createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [conditionReportUnits.companyId, conditionReportUnits.reportId, conditionReportUnits.subProductId],
      set: {
        questions: row.questions,
        answers: row.answers,
        notes: row.notes,
        filledById: row.filledById,
        filledByName: row.filledByName,
        filledAt: row.filledAt,
        updatedAt: now,
      },
    });
}

export const photosOfReport = (db: Db, companyId: string, reportId: string, subProductId?: string) =>
  db
    .select()
    .from(conditionReportPhotos)
    .where(
      and(
        eq(conditionReportPhotos.companyId, companyId),
        eq(conditionReportPhotos.reportId, reportId),
        subProductId ? eq(conditionReportPhotos.subProductId, subProductId) : undefined,
      ),
    )
    .orderBy(asc(conditionReportPhotos.createdAt), asc(conditionReportPhotos.id));

export const insertPhotos = (db: Db, rows: PhotoRow[]) => db.insert(conditionReportPhotos).values(rows);

export const findPhoto = async (db: Db, companyId: string, id: string) =>
  (
    await db
      .select({ photo: conditionReportPhotos, report: conditionReports })
      .from(conditionReportPhotos)
      .innerJoin(
        conditionReports,
        and(
          eq(conditionReports.companyId, conditionReportPhotos.companyId),
          eq(conditionReports.id, conditionReportPhotos.reportId),
        ),
      )
      .where(and(eq(conditionReportPhotos.companyId, companyId), eq(conditionReportPhotos.id, id)))
  )[0];

export const deletePhoto = async (db: Db, companyId: string, id: string) =>
  (
    await db
      .delete(conditionReportPhotos)
      .where(and(eq(conditionReportPhotos.companyId, companyId), eq(conditionReportPhotos.id, id)))
      .returning()
  )[0];

/** Whether a report of the order waits for its PDF. */
export const anyPending = async (db: Db, companyId: string, orderId: string) =>
  (
    await db
      .select({ id: conditionReports.id })
      .from(conditionReports)
      .where(
        and(
          eq(conditionReports.companyId, companyId),
          eq(conditionReports.orderId, orderId),
          eq(conditionReports.status, 'PENDING'),
        ),
      )
      .limit(1)
  ).length > 0;
