// Every Drizzle table of the application, read by drizzle-kit to write migrations.
export * from './modules/auth/tables.ts';
export * from './modules/catalogue/tables.ts';
export * from './modules/companies/tables.ts';
export * from './modules/company-settings/tables.ts';
export * from './modules/customers/tables.ts';
export * from './modules/employees/tables.ts';
export * from './modules/imports/tables.ts';
export * from './modules/orders/tables.ts';
export * from './modules/pricing/tables.ts';
export * from './modules/rental-place/tables.ts';
export * from './modules/states-surveys/tables.ts';
export * from './modules/universes/tables.ts';
export * from './modules/users/tables.ts';
export * from './platform/audit-tables.ts';
export * from './platform/mail/tables.ts';
export * from './platform/signing/tables.ts';
export * from './platform/throttle/tables.ts';
