import { customerDisplayName, LANGUAGES, type Language } from '@hirebase/shared';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../platform/db/pool.ts';
import { defineJob, type JobEnv } from '../../platform/jobs/definition.ts';
import { findCompanyById } from '../companies/index.ts';
import { findCustomer } from '../customers/index.ts';
import { orderOr404 } from '../orders/index.ts';
import { renderConditionReport } from './pdf.ts';
import { reportData } from './report-view.ts';
import * as repo from './repository.ts';
import { conditionReports } from './tables.ts';

export interface ConditionReportJobData {
  companyId: string;
  reportId: string;
  generation: number;
}

/** The PDF of a report as it stands: order, customer, company, and the photos' thumbnails. */
async function drawReport(db: Database, env: JobEnv, report: repo.ReportRow) {
  const { companyId, orderId, scope } = report;
  const [order, company, data] = await Promise.all([
    orderOr404(db, companyId, orderId),
    findCompanyById(db, companyId),
    reportData(db, companyId, orderId, scope),
  ]);
  const customer = order.customerId ? await findCustomer(db, companyId, order.customerId) : undefined;
  const thumbnails = new Map<string, Buffer>();
  for (const u of data.units) {
    for (const p of u.photos) {
      const webp = await env.deps.storage.get(p.thumbnailKey);
      if (webp) thumbnails.set(p.id, await sharp(webp).jpeg({ quality: 80 }).toBuffer());
    }
  }
  const language = (LANGUAGES as readonly string[]).includes(report.language) ? (report.language as Language) : 'fr';
  return renderConditionReport({
    scope,
    language,
    timeZone: company?.timezone ?? 'Europe/Paris',
    companyName: company?.name ?? '',
    orderNumber: String(order.number),
    customerName: customer ? customerDisplayName(customer) : null,
    startAt: order.startAt,
    endAt: order.endAt,
    units: data.units,
    thumbnails,
  });
}

/**
 * Draws and stores a condition report's PDF, then marks it SUCCESS. A job whose request was superseded (a newer
 * generation) does nothing; its file is only kept when the report still waits for this generation.
 */
export const conditionReportJob = defineJob<ConditionReportJobData>({
  name: 'condition-report-pdf',
  retryLimit: 3,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 300,
  pollingIntervalSeconds: 2,
  async run({ data }, env) {
    const report = await repo.findReportById(env.db, data.companyId, data.reportId);
    if (report?.status !== 'PENDING' || report.generation !== data.generation) return;
    const { pdf, signatureBoxes } = await drawReport(env.db, env, report);
    const key = `condition-reports/${report.companyId}/${report.orderId}/${report.scope}-${report.id}-${data.generation}.pdf`;
    await env.deps.storage.put(key, pdf, 'application/pdf');
    const saved = await env.db
      .update(conditionReports)
      .set({ status: 'SUCCESS', fileKey: key, generatedAt: env.deps.now(), signatureBoxes })
      .where(
        and(
          eq(conditionReports.companyId, report.companyId),
          eq(conditionReports.id, report.id),
          eq(conditionReports.generation, data.generation),
        ),
      )
      .returning();
    if (saved.length === 0) await env.deps.storage.remove(key);
    else if (report.fileKey && report.fileKey !== key)
      await env.deps.storage.remove(report.fileKey).catch(() => undefined);
  },
  /** A report whose PDF could not be drawn is no longer waiting: it may be asked for again. */
  async onFailed(data, error, env) {
    env.log.error({ error, ...data }, 'condition report PDF not drawn');
    await env.db
      .update(conditionReports)
      .set({ status: null })
      .where(
        and(
          eq(conditionReports.companyId, data.companyId),
          eq(conditionReports.id, data.reportId),
          eq(conditionReports.generation, data.generation),
        ),
      );
  },
});
