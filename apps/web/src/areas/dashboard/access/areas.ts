import type { AccessModule } from '@hirebase/shared';

/**
 * The dashboard's areas and the access module whose level the API checks on their calls (the routes declare
 * `employee(module, level)`): pricing is part of the catalogue, the counter runs orders.
 */
export const AREA_MODULE = {
  catalogue: 'catalogue',
  pricing: 'catalogue',
  customers: 'customers',
  orders: 'orders',
  counter: 'orders',
  settings: 'settings',
  employees: 'employees',
  payments: 'payments',
} as const satisfies Record<string, AccessModule>;

export type DashboardArea = keyof typeof AREA_MODULE;

/** Either a dashboard area or an access module itself (for calls such as the planning's). */
export type AccessTarget = DashboardArea | AccessModule;

export const moduleOf = (target: AccessTarget): AccessModule =>
  target in AREA_MODULE ? AREA_MODULE[target as DashboardArea] : (target as AccessModule);
