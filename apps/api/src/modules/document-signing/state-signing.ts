import type { Static } from 'typebox';
import type { Ctx } from '../../platform/http/context.ts';
import type { SigningEvent } from '../../platform/signing/index.ts';
import { customerOrder } from '../orders/index.ts';
import { reportToSign, signReport } from './report-signing.ts';
import type { SignDocumentOutcome, SignStateDocumentBody } from './schemas.ts';
import { signatureOf } from './signature-image.ts';
import { mailedCodeStep, signingParties } from './signing-steps.ts';

/**
 * The customer signs a condition report (departure or return) of their order from the order's link: their signature
 * goes in the report's customer box; the rest is as for a document (code, audit page, PAdES, one signature).
 */
export async function signStateDocumentAsCustomer(
  ctx: Ctx,
  token: string | undefined,
  body: Static<typeof SignStateDocumentBody>,
  userAgent: string | undefined,
): Promise<Static<typeof SignDocumentOutcome>> {
  const order = await customerOrder(ctx, body.orderId, token);
  const report = await reportToSign(ctx, order.companyId, order.id, body.scope);
  const image = await signatureOf(body);
  const parties = await signingParties(ctx, order, body.language);
  const events: SigningEvent[] = [];
  const subject = `condition-report:${report.reportId}`;
  const codeSent = await mailedCodeStep(ctx, parties, { subject, code: body.code, events, userAgent });
  if (codeSent) return codeSent;
  events.push({ at: ctx.now, what: parties.words.signedFromLink, ip: ctx.ip, userAgent });
  const signer = {
    role: 'customer' as const,
    name: body.signerName,
    email: parties.customer?.email,
    image,
    typedName: body.typedName,
    consentText: parties.words.consent,
    events,
  };
  return signReport(ctx, report, parties, [signer], userAgent);
}
