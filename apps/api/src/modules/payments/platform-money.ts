import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Ctx } from '../../platform/http/context.ts';
import type { PaymentProvider, PaymentType } from './kinds.ts';
import { payments as t } from './tables.ts';

/** The card providers whose payments the platform takes for the shops (and pays out to them). */
export const PLATFORM_CARD_PROVIDERS = ['SANDBOX', 'STRIPE', 'ADYEN'] as const satisfies readonly PaymentProvider[];

/** Money that moved for good through those providers: what the customer paid, what the shop kept of a deposit, refunds. */
export const PLATFORM_MONEY_TYPES = ['PAYMENT', 'DEPOSIT_CAPTURE', 'REFUND'] as const satisfies readonly PaymentType[];

const platformMoney = (companyId: string, from?: Date, to?: Date) =>
  and(
    eq(t.companyId, companyId),
    inArray(t.provider, [...PLATFORM_CARD_PROVIDERS]),
    inArray(t.type, [...PLATFORM_MONEY_TYPES]),
    eq(t.status, 'SUCCEEDED'),
    ...([from ? gte(t.paymentDate, from) : undefined, to ? lt(t.paymentDate, to) : undefined].filter(Boolean) as SQL[]),
  );

/** The company's card money dated in [from, to) (either bound optional), oldest first. */
export const platformMoneyRows = (ctx: Ctx, companyId: string, from?: Date, to?: Date) =>
  ctx.db
    .select()
    .from(t)
    .where(platformMoney(companyId, from, to))
    .orderBy(asc(t.paymentDate), asc(t.id));

/** A page of the company's card money, the latest first, and how many rows there are. */
export async function platformMoneyPage(ctx: Ctx, companyId: string, offset: number, limit: number) {
  const where = platformMoney(companyId);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db.select().from(t).where(where).orderBy(desc(t.paymentDate), desc(t.id)).limit(limit).offset(offset),
    ctx.db.select({ total: count() }).from(t).where(where),
  ]);
  return { rows, total };
}

/** The companies that took card money dated at or after `since`: those a payout or a fee invoice may concern. */
export async function companiesWithPlatformMoneySince(ctx: Ctx, since: Date): Promise<string[]> {
  const rows = await ctx.db
    .selectDistinct({ companyId: t.companyId })
    .from(t)
    .where(
      and(
        inArray(t.provider, [...PLATFORM_CARD_PROVIDERS]),
        inArray(t.type, [...PLATFORM_MONEY_TYPES]),
        eq(t.status, 'SUCCEEDED'),
        gte(t.paymentDate, since),
      ),
    );
  return rows.map((r) => r.companyId);
}
