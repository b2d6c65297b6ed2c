import { createHash } from 'node:crypto';
import { defineJob } from '../../../platform/jobs/definition.ts';
import type { DocumentKind, DocumentLanguage } from '../kinds.ts';
import { builtInKindOf, builtInModel } from '../models/built-in.ts';
import { ownModel } from '../models/repository.ts';
import { documentById, markGenerated, storageKeyOf } from '../repository.ts';
import { documentData } from './document-data.ts';
import { renderPdf } from './render-pdf.ts';

export interface DocumentGenerationData {
  companyId: string;
  documentId: string;
}

/**
 * Draws a document's PDF, stores it and records its SHA-256. Queued in the transaction that created the document.
 * A retry or a second run (after a crash between storing and recording) draws the same bytes under the same key
 * (the PDF's dates are the document's), and only the first run that records it changes the row: exactly one
 * GENERATED document and one stored file, whatever happens in between.
 */
export const documentGenerationJob = defineJob<DocumentGenerationData>({
  name: 'document-generation',
  retryLimit: 4,
  retryDelaySeconds: 5,
  retryBackoff: true,
  expireInSeconds: 300,
  batchSize: 4,
  // a document is expected within seconds of being asked for
  pollingIntervalSeconds: 0.5,
  async run(job, env) {
    const { companyId, documentId } = job.data;
    const document = await documentById(env.db, companyId, documentId);
    if (document?.status !== 'TO_GENERATE') return;
    const builtInKind = builtInKindOf(document.modelId);
    const model = builtInKind
      ? builtInModel(builtInKind)
      : ((await ownModel(env.db, companyId, document.modelId)) ?? builtInModel(document.kind as DocumentKind));
    const language = document.language as DocumentLanguage;
    const data = await documentData(env.db, env.deps, companyId, document.orderId, document.createdAt);
    const title = builtInModel(document.kind as DocumentKind, language).name;
    const pdf = await renderPdf({ title, blocks: model.blocks, language, data, createdAt: document.createdAt });
    await env.deps.storage.put(storageKeyOf(companyId, document.key), pdf, 'application/pdf');
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const now = env.deps.now();
    if (await markGenerated(env.db, companyId, documentId, { sha256, sizeBytes: pdf.length, generatedAt: now })) {
      env.log.info({ companyId, documentId, ms: now.getTime() - document.createdAt.getTime() }, 'document generated');
    }
  },
});
