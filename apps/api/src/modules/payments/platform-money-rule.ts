import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PaymentProvider, PaymentType } from './kinds.ts';

/** The card providers whose payments the platform takes for the shops (and pays out to them). */
export const PLATFORM_CARD_PROVIDERS = ['SANDBOX', 'STRIPE', 'ADYEN'] as const satisfies readonly PaymentProvider[];

/** Money that moved for good through those providers: what the customer paid, what the shop kept of a deposit, refunds. */
export const PLATFORM_MONEY_TYPES = ['PAYMENT', 'DEPOSIT_CAPTURE', 'REFUND'] as const satisfies readonly PaymentType[];

const literals = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * The ledger rows that are the platform's card money, with the kinds written as literals: the same text is the
 * predicate of the partial index `payments_platform_money_idx`, which the planner can only use for a query whose
 * condition it sees implies it (bound parameters would hide the values).
 */
export const settledPlatformMoney = (t: { status: PgColumn; provider: PgColumn; type: PgColumn }): SQL =>
  sql`${t.status} = 'SUCCEEDED' and ${t.provider} in (${literals(PLATFORM_CARD_PROVIDERS)}) and ${t.type} in (${literals(PLATFORM_MONEY_TYPES)})`;
