import type { StaffCtx } from '../../../platform/http/route.ts';
import { orderOr404 } from '../../orders/index.ts';
import { documentData, shopPart } from '../generation/document-data.ts';
import { languageOf } from '../generation/generate.ts';
import { renderPdf } from '../generation/render-pdf.ts';
import type { DocumentKind, DocumentLanguage } from '../kinds.ts';
import { builtInModel } from './built-in.ts';
import { type BlockInput, checkedBlocks } from './check-blocks.ts';
import { sampleOrder } from './preview-sample.ts';

export interface PreviewInput {
  kind: DocumentKind;
  name?: string;
  blocks: BlockInput[];
  language?: DocumentLanguage;
  /** An order of the company whose values fill the model; none: a sample order. */
  orderId?: string;
}

/**
 * The PDF a model (saved or not) gives, with the shop's identity, logo, colour and terms from its settings and the
 * values of a chosen order or of a sample one. Nothing is stored; the blocks are checked as a save checks them.
 */
export async function previewModel(ctx: StaffCtx, input: PreviewInput): Promise<Buffer> {
  // the order first: another company's is a 404 whatever else the request holds
  if (input.orderId) await orderOr404(ctx.db, ctx.companyId, input.orderId);
  const blocks = checkedBlocks(input.blocks);
  const language = await languageOf(ctx, input.language);
  let data: Awaited<ReturnType<typeof documentData>>;
  if (input.orderId) {
    data = await documentData(ctx.db, ctx.deps, ctx.companyId, input.orderId, ctx.now);
  } else {
    data = { ...(await shopPart(ctx.db, ctx.deps, ctx.companyId)), ...sampleOrder(language, ctx.now) };
  }
  const title = input.name?.trim() || builtInModel(input.kind, language).name;
  return renderPdf({ title, blocks, language, data, createdAt: ctx.now });
}
