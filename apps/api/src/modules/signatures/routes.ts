import { employee } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { listQuerySchema, Paginated, parseListQuery } from '../../platform/query/list-query.ts';
import { companySignatureListSpec, listCompanySignatures } from './list.ts';
import { CompanySignatureView } from './schemas.ts';

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
];
