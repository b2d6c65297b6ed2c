export * from './catalogue.ts';
export * from './customers.ts';
export * from './identity.ts';
export * from './imports.ts';
export * from './money.ts';
export * from './orders.ts';
export * from './pricing/index.ts';
