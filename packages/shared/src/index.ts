export * from './identity.ts';
export * from './money.ts';
