import { badRequest } from '../../../platform/errors.ts';
import { inTransaction } from '../../../platform/http/context.ts';
import type { StaffCtx } from '../../../platform/http/route.ts';
import { newId } from '../../../platform/ids.ts';
import { companyForRequest } from '../../companies/index.ts';
import { orderOr404 } from '../../orders/index.ts';
import { DOCUMENT_LANGUAGES, type DocumentKind, type DocumentLanguage } from '../kinds.ts';
import { defaultModel, getModel } from '../models/service.ts';
import { insertDocument } from '../repository.ts';
import { documentGenerationJob } from './generation-job.ts';

export interface GenerateInput {
  orderId: string;
  documentModelId?: string;
  kind?: DocumentKind;
  language?: DocumentLanguage;
}

export async function languageOf(ctx: StaffCtx, asked: DocumentLanguage | undefined): Promise<DocumentLanguage> {
  if (asked) return asked;
  const company = await companyForRequest(ctx, ctx.companyId);
  const preferred = company?.defaultLanguage as DocumentLanguage | undefined;
  return preferred && DOCUMENT_LANGUAGES.includes(preferred) ? preferred : 'fr';
}

/**
 * Asks for a document of an order: the row (TO_GENERATE) and its generation job are written in one transaction, so
 * the job exists exactly when the document does. The model is the one named, else the kind's default one; the
 * language the one asked, else the shop's.
 */
export async function generateDocument(ctx: StaffCtx, input: GenerateInput) {
  // the order first: another company's is a 404 whatever else the request holds
  await orderOr404(ctx.db, ctx.companyId, input.orderId);
  if (!input.documentModelId && !input.kind) throw badRequest('kind', 'Name a document model or a kind');
  const model = input.documentModelId
    ? await getModel(ctx, input.documentModelId)
    : await defaultModel(ctx, input.kind as DocumentKind);
  if (input.kind && model.kind !== input.kind) {
    throw badRequest('kind', `The model is a ${model.kind} model, not a ${input.kind} one`);
  }
  const language = await languageOf(ctx, input.language);
  return inTransaction(ctx, async (tx) => {
    await orderOr404(tx.db, ctx.companyId, input.orderId);
    const id = newId();
    const document = await insertDocument(tx.db, {
      companyId: ctx.companyId,
      id,
      orderId: input.orderId,
      kind: model.kind,
      modelId: model.id,
      language,
      status: 'TO_GENERATE',
      key: `${id}.pdf`,
      createdBy: ctx.actor.kind === 'user' ? ctx.actor.userId : null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    await ctx.deps.jobs.send(tx.db, documentGenerationJob, { companyId: ctx.companyId, documentId: id });
    return document;
  });
}
