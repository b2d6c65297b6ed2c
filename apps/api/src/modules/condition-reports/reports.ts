import type { Static } from 'typebox';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/pool.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { orderOr404 } from '../orders/index.ts';
import { checkedAnswers, fillerOf } from './answers.ts';
import { conditionReportJob } from './job.ts';
import { type OrderUnit, questionsOf, unitOfOrder, unitsOfOrder } from './order-units.ts';
import { reportData, reportView } from './report-view.ts';
import * as repo from './repository.ts';
import type { GenerateBody, Scope, UnitAnswersBody } from './schemas.ts';
import { alreadySigned } from './signed-reports.ts';
import type { ConditionAnswer } from './tables.ts';

/** GET /document-state/order/{orderId}/{scope}: the report as it stands (units not yet checked included). */
export async function readReport(ctx: StaffCtx, orderId: string, scope: Scope) {
  await orderOr404(ctx.db, ctx.companyId, orderId);
  return reportView(orderId, scope, await reportData(ctx.db, ctx.companyId, orderId, scope));
}

interface UnitInput {
  subProductId: string;
  answers: Record<string, ConditionAnswer>;
  notes?: string | null;
}

/** Saves what was found on units, in the caller's transaction (which holds the order's row). */
async function saveUnits(
  db: Db,
  ctx: Ctx,
  companyId: string,
  report: repo.ReportRow,
  units: OrderUnit[],
  inputs: UnitInput[],
  field: (i: number) => string,
) {
  const questionsFor = await questionsOf(db, companyId, units);
  const filler = await fillerOf(db, ctx);
  for (const [i, input] of inputs.entries()) {
    const unit = unitOfOrder(units, input.subProductId, report.scope, `${field(i)}subProductId`);
    const questions = questionsFor(unit);
    const answers = checkedAnswers(questions, input.answers, `${field(i)}answers`);
    await repo.saveUnit(
      db,
      {
        companyId,
        reportId: report.id,
        subProductId: unit.subProductId,
        questions: questions.map(({ id, label, type, unit }) => ({ id, label, type, ...(unit ? { unit } : {}) })),
        answers,
        notes: input.notes?.trim() || null,
        ...filler,
        filledAt: ctx.now,
      },
      ctx.now,
    );
  }
}

/** PUT /document-state/answers: what was found on one unit at departure or return (replaces what was saved). */
export async function saveUnitAnswers(ctx: StaffCtx, input: Static<typeof UnitAnswersBody>) {
  const companyId = ctx.companyId;
  await inTransaction(ctx, async (tx) => {
    const order = await orderOr404(tx.db, companyId, input.orderId, true);
    const units = await unitsOfOrder(tx.db, companyId, order.id, input.scope);
    unitOfOrder(units, input.subProductId, input.scope);
    const report = await repo.ensureReport(tx.db, companyId, order.id, input.scope, tx.now);
    // what a signed report says is what was signed: its answers and photos stay as they were
    if (report.signedAt) throw alreadySigned(report.signedAt);
    await saveUnits(tx.db, tx, companyId, report, units, [input], () => '');
    await repo.touchReport(tx.db, companyId, report.id, { updatedAt: tx.now });
    await audit(tx, {
      companyId,
      action: 'conditionReport.answers',
      entity: 'order',
      entityId: order.id,
      data: { scope: input.scope, subProductId: input.subProductId.toLowerCase() },
    });
  });
  return readReport(ctx, input.orderId, input.scope);
}

/**
 * POST /order/generateStateDocument: saves the answers sent, then asks for the report's PDF (status PENDING until
 * the job has stored it, then SUCCESS). A newer request supersedes a job not yet done.
 */
export async function generateStateDocument(ctx: StaffCtx, input: Static<typeof GenerateBody>) {
  const companyId = ctx.companyId;
  await inTransaction(ctx, async (tx) => {
    const order = await orderOr404(tx.db, companyId, input.orderId, true);
    const units = await unitsOfOrder(tx.db, companyId, order.id, input.scope);
    if (units.length === 0) {
      const why =
        input.scope === 'RETOUR' ? 'No unit of this order was handed out' : 'No unit is assigned to this order';
      throw badRequest('scope', `${why}: there is nothing to report on`);
    }
    const report = await repo.ensureReport(tx.db, companyId, order.id, input.scope, tx.now);
    if (report.signedAt) throw alreadySigned(report.signedAt);
    await saveUnits(tx.db, tx, companyId, report, units, input.units ?? [], (i) => `units[${i}].`);
    const generation = report.generation + 1;
    await repo.touchReport(tx.db, companyId, report.id, {
      status: 'PENDING',
      generation,
      language: input.lang ?? report.language,
      updatedAt: tx.now,
    });
    await tx.deps.jobs.send(tx.db, conditionReportJob, { companyId, reportId: report.id, generation });
    await audit(tx, {
      companyId,
      action: 'conditionReport.generate',
      entity: 'order',
      entityId: order.id,
      data: { scope: input.scope, generation },
    });
  });
  return readReport(ctx, input.orderId, input.scope);
}

/** GET /order/isDocumentStateGenerating/{orderId}: whether a report of the order waits for its PDF. */
export const stateDocumentGenerating = (db: Db, companyId: string, orderId: string) =>
  repo.anyPending(db, companyId, orderId);

/** GET /document-state/pdf/{orderId}/{scope}: the signed PDF of the report, or else the last one drawn. */
export async function reportPdf(ctx: StaffCtx, orderId: string, scope: Scope) {
  await orderOr404(ctx.db, ctx.companyId, orderId);
  const report = await repo.findReport(ctx.db, ctx.companyId, orderId, scope);
  const key = report?.signedKey ?? report?.fileKey;
  const data = key ? await ctx.deps.storage.get(key) : undefined;
  if (!report || !data) throw notFound('condition report PDF', `${orderId}/${scope}`);
  return data;
}

/**
 * For the signing of a report: its stored PDF and where the customer's and the employee's signatures go. Undefined
 * while no PDF is ready (status SUCCESS).
 */
export async function stateDocumentForSigning(
  db: Db,
  storage: Storage,
  companyId: string,
  orderId: string,
  scope: Scope,
) {
  const report = await repo.findReport(db, companyId, orderId, scope);
  if (report?.status !== 'SUCCESS' || !report.fileKey || !report.signatureBoxes) return undefined;
  const pdf = await storage.get(report.fileKey);
  return pdf
    ? {
        reportId: report.id,
        orderId,
        scope,
        fileKey: report.fileKey,
        pdf,
        signatureBoxes: report.signatureBoxes,
        language: report.language,
        signedAt: report.signedAt,
      }
    : undefined;
}
