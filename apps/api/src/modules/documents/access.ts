import { employee } from '../../platform/http/access.ts';

/** Document models are settings of the documents module; an order's documents follow the rights on orders. */
export const modelRead = employee('documents', 'read');
export const modelWrite = employee('documents', 'write');
export const orderDocumentRead = employee('orders', 'read');
export const orderDocumentWrite = employee('orders', 'write');
