import { audit } from '../../platform/audit.ts';
import { employee } from '../../platform/http/access.ts';
import { inTransaction } from '../../platform/http/context.ts';
import { route } from '../../platform/http/route.ts';
import { listQuerySchema, Paginated, parseListQuery } from '../../platform/query/list-query.ts';
import { companySignatureListSpec, listCompanySignatures } from './list.ts';
import { requiresEmailCode, setEmailCodeRequired } from './record.ts';
import { CompanySignatureView, SignatureSettingsView } from './schemas.ts';

export const signatureRoutes = [
  route({
    method: 'GET',
    url: '/company-signatures',
    operationId: 'listCompanySignatures',
    summary: "The company's document signatures (who signed which document, when, from where), newest first",
    access: employee('documents', 'read'),
    schema: {
      querystring: listQuerySchema(companySignatureListSpec),
      response: { 200: Paginated(CompanySignatureView) },
    },
    handler: (ctx, { query }) => listCompanySignatures(ctx, parseListQuery(companySignatureListSpec, query)),
  }),
  route({
    method: 'GET',
    url: '/company-signatures/settings',
    operationId: 'getSignatureSettings',
    summary: 'How the company has its documents signed: whether a one-time code mailed to the customer is asked for',
    access: employee('settings', 'read'),
    schema: { response: { 200: SignatureSettingsView } },
    handler: async (ctx) => ({ requireEmailCode: await requiresEmailCode(ctx, ctx.companyId) }),
  }),
  route({
    method: 'PUT',
    url: '/company-signatures/settings',
    operationId: 'saveSignatureSettings',
    summary: 'Ask (or stop asking) signers from the order link for a one-time code mailed to the customer',
    access: employee('settings', 'write'),
    schema: { body: SignatureSettingsView, response: { 200: SignatureSettingsView } },
    handler: (ctx, { body }) =>
      inTransaction(ctx, async (tx) => {
        await setEmailCodeRequired(tx, ctx.companyId, body.requireEmailCode);
        await audit(tx, { action: 'signatures.settings', data: { requireEmailCode: body.requireEmailCode } });
        return { requireEmailCode: body.requireEmailCode };
      }),
  }),
];
