// The public entry of the customers module: what other modules may use.
export { customerOfAccount, linkCustomerToAccount } from './account-link.ts';
export { customerDisplayNameSql } from './display-name.ts';
export { attachment } from './documents.ts';
export { customersView } from './read-views.ts';
export type { CustomerRow } from './repository.ts';
export { findCustomer, searchCondition } from './repository.ts';
export { createCustomer } from './save-customer.ts';
export { CustomerBody } from './schemas.ts';
export { customerByEmail, storeCustomerFields } from './store-fields.ts';
