import type { StateQuestion } from '@hirebase/shared/states-surveys';
import type { Db } from '../../platform/db/pool.ts';
import { sameAnswer } from './answers.ts';
import { type OrderUnit, questionsOf, unitsOfOrder } from './order-units.ts';
import * as repo from './repository.ts';
import type { Scope } from './schemas.ts';

export const photoUrl = (id: string, thumbnail = false) =>
  `/v2/document-state/attachment-file/${id}${thumbnail ? '?size=thumbnail' : ''}`;
export const pdfUrl = (orderId: string, scope: Scope) => `/v2/document-state/pdf/${orderId}/${scope}`;

export const photoView = (p: repo.PhotoRow, scope: Scope) => ({
  id: p.id,
  subProductId: p.subProductId,
  scope,
  name: p.name,
  size: p.size,
  width: p.width,
  height: p.height,
  url: photoUrl(p.id),
  thumbnailUrl: photoUrl(p.id, true),
  createdAt: p.createdAt.toISOString(),
});

const filledView = (u: repo.UnitRow | undefined) =>
  u
    ? {
        answers: u.answers,
        notes: u.notes,
        filledBy: u.filledByName ? { id: u.filledById, name: u.filledByName } : null,
        filledAt: u.filledAt.toISOString(),
      }
    : null;

/** A report's rows (or none yet): its units' answers and photos, by unit. */
async function reportContent(db: Db, companyId: string, report: repo.ReportRow | undefined) {
  if (!report) return { units: new Map<string, repo.UnitRow>(), photos: [] as repo.PhotoRow[] };
  const [units, photos] = await Promise.all([
    repo.unitsOfReport(db, companyId, report.id),
    repo.photosOfReport(db, companyId, report.id),
  ]);
  return { units: new Map(units.map((u) => [u.subProductId, u])), photos };
}

/** Everything a report shows and prints: per unit, the questions, what was found, photos, and at return the departure. */
export async function reportData(db: Db, companyId: string, orderId: string, scope: Scope) {
  const units = await unitsOfOrder(db, companyId, orderId, scope);
  const report = await repo.findReport(db, companyId, orderId, scope);
  const departure = scope === 'RETOUR' ? await repo.findReport(db, companyId, orderId, 'DEPART') : undefined;
  const [mine, before, questionsFor] = await Promise.all([
    reportContent(db, companyId, report),
    reportContent(db, companyId, departure),
    questionsOf(db, companyId, units),
  ]);
  return {
    report,
    units: units.map((unit) => unitData(unit, questionsFor(unit), scope, mine, before)),
    // every change of the report touches its row; the job that draws the PDF does not
    outdated: !!report?.generatedAt && report.updatedAt.getTime() > report.generatedAt.getTime(),
  };
}

type Content = Awaited<ReturnType<typeof reportContent>>;

function unitData(unit: OrderUnit, modelQuestions: StateQuestion[], scope: Scope, mine: Content, before: Content) {
  const filled = mine.units.get(unit.subProductId);
  const departed = scope === 'RETOUR' ? before.units.get(unit.subProductId) : undefined;
  // a filled report keeps the questions it was answered with; a blank one shows the model's of today
  const questions = filled ? mergeQuestions(filled.questions, modelQuestions) : modelQuestions;
  const changedQuestionIds =
    filled && departed
      ? questions.filter((q) => !sameAnswer(filled.answers[q.id], departed.answers[q.id])).map((q) => q.id)
      : [];
  return {
    unit,
    questions,
    filled,
    photos: mine.photos.filter((p) => p.subProductId === unit.subProductId),
    departure:
      scope === 'RETOUR'
        ? { filled: departed, photos: before.photos.filter((p) => p.subProductId === unit.subProductId) }
        : null,
    changedQuestionIds,
  };
}

/** The questions a filled unit was answered with, completed (choices, required) from the model where it still has them. */
function mergeQuestions(saved: repo.UnitRow['questions'], model: StateQuestion[]): StateQuestion[] {
  const byId = new Map(model.map((q) => [q.id, q]));
  return saved.map((q) => ({ ...byId.get(q.id), ...q, required: byId.get(q.id)?.required ?? false }) as StateQuestion);
}

export type ReportData = Awaited<ReturnType<typeof reportData>>;

/** The answer of GET /document-state/order/{orderId}/{scope} and of the calls that change a report. */
export function reportView(orderId: string, scope: Scope, data: ReportData) {
  const { report } = data;
  return {
    orderId,
    scope,
    status: report?.status ?? null,
    language: report?.language ?? 'fr',
    generatedAt: report?.generatedAt?.toISOString() ?? null,
    signedAt: report?.signedAt?.toISOString() ?? null,
    outdated: data.outdated,
    downloadUrl: report?.fileKey ? pdfUrl(orderId, scope) : null,
    units: data.units.map((u) => ({
      subProductId: u.unit.subProductId,
      productId: u.unit.productId,
      productName: u.unit.productName,
      serialNumber: u.unit.serialNumber,
      qrCodeValue: u.unit.qrCodeValue,
      questions: u.questions,
      filled: filledView(u.filled),
      photos: u.photos.map((p) => photoView(p, scope)),
      departure: u.departure
        ? { filled: filledView(u.departure.filled), photos: u.departure.photos.map((p) => photoView(p, 'DEPART')) }
        : null,
      changedQuestionIds: u.changedQuestionIds,
    })),
  };
}
