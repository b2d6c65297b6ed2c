import { and, asc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/pool.ts';
import { liveRowsOf, softDeleteRow } from '../../platform/db/soft-delete.ts';
import { pageWithTotal } from '../../platform/query/page.ts';
import { customers } from './tables.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;

/** Customers that are not deleted, of one company: the base of every lookup. */
const live = (companyId: string) => liveRowsOf(customers, companyId);

export const CUSTOMER_EMAIL_KEY = 'customers_email_key';

/** lower(name) the way lists sort customers: company name for an entreprise, else last then first name. */
export const sortName = sql`lower(case when ${customers.type} = 'entreprise' and ${customers.companyName} is not null
  then ${customers.companyName} else concat_ws(' ', ${customers.lastName}, ${customers.firstName}) end)`;

const phoneDigits = sql`regexp_replace(coalesce(${customers.phone}, ''), '[^0-9]', '', 'g')`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

// Search ignores case and accents ("helene" finds "Hélène") without needing the unaccent extension.
const ACCENTED = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyy';
const folded = (column: AnyPgColumn) => sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A national number (06…) also finds the same number stored in international form (+33 6…). */
const phoneLike = (digits: string) => sql`${phoneDigits} like ${`%${digits.replace(/^0(?=\d{8})/, '')}%`}`;

/**
 * Every word must appear in a name, the email, the company name or the phone; a search that is a phone number
 * ("06 12 34 56 78") is compared on its digits alone.
 */
export function searchCondition(search: string): SQL | undefined {
  const text = fold(search.replaceAll('\u0000', '')).trim();
  const digits = text.replace(/[^0-9]/g, '');
  if (/^[\d\s+().\-/]+$/.test(text) && digits.length >= 6) return phoneLike(digits);
  const words = text.split(/\s+/).filter(Boolean).slice(0, 8);
  return and(
    ...words.map((word) => {
      const like = `%${escapeLike(word)}%`;
      const wordDigits = word.replace(/[^0-9]/g, '');
      return or(
        sql`${folded(customers.firstName)} like ${like}`,
        sql`${folded(customers.lastName)} like ${like}`,
        sql`${folded(customers.companyName)} like ${like}`,
        sql`lower(${customers.email}) like ${like}`,
        sql`lower(${customers.phone}) like ${like}`,
        wordDigits.length >= 3 ? phoneLike(wordDigits) : undefined,
      );
    }),
  );
}

export const findCustomer = async (db: Db, companyId: string, id: string) =>
  (
    await db
      .select()
      .from(customers)
      .where(and(live(companyId), eq(customers.id, id)))
  )[0];

/** The live customer with this email (any case), leaving out `exceptId`. */
export const findByEmail = async (db: Db, companyId: string, email: string, exceptId?: string) =>
  (
    await db
      .select()
      .from(customers)
      .where(
        and(
          live(companyId),
          eq(sql`lower(${customers.email})`, email.trim().toLowerCase()),
          exceptId ? ne(customers.id, exceptId) : undefined,
        ),
      )
      .limit(1)
  )[0];

/** Customers whose names and phone (digits only) are those given, oldest first; for matching imported rows. */
export function findByIdentity(
  db: Db,
  companyId: string,
  who: { firstName: string | null; lastName: string | null; companyName: string | null; phone: string | null },
) {
  const same = (column: SQL | AnyPgColumn, value: string | null) =>
    value === null ? sql`nullif(${column}, '') is null` : sql`lower(${column}) = ${value.toLowerCase()}`;
  const digits = who.phone?.replace(/[^0-9]/g, '') ?? '';
  return db
    .select()
    .from(customers)
    .where(
      and(
        live(companyId),
        same(customers.firstName, who.firstName),
        same(customers.lastName, who.lastName),
        same(customers.companyName, who.companyName),
        sql`${phoneDigits} = ${digits}`,
      ),
    )
    .orderBy(asc(customers.createdAt))
    .limit(2);
}

export async function insertCustomer(db: Db, values: NewCustomer): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(values).returning();
  return row;
}

export async function updateCustomer(db: Db, companyId: string, id: string, values: Partial<NewCustomer>) {
  const [row] = await db
    .update(customers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(live(companyId), eq(customers.id, id)))
    .returning();
  return row;
}

export const softDeleteCustomer = (db: Db, companyId: string, id: string, at: Date) =>
  softDeleteRow(db, customers, companyId, id, at);

export interface CustomerPageQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

export async function pageOfCustomers(db: Db, companyId: string, q: CustomerPageQuery) {
  const where = and(live(companyId), q.where);
  return pageWithTotal(db, { from: customers, where, orderBy: [...q.orderBy, asc(customers.id)] }, q);
}

/** Rows for an export, in pages, so a large export never holds one huge result. */
export async function* customersInOrder(db: Db, companyId: string, q: CustomerPageQuery, pageSize = 1000) {
  for (let offset = q.offset; offset < q.offset + q.limit; offset += pageSize) {
    const rows = await db
      .select()
      .from(customers)
      .where(and(live(companyId), q.where))
      .orderBy(...q.orderBy, asc(customers.id))
      .limit(Math.min(pageSize, q.offset + q.limit - offset))
      .offset(offset);
    yield rows;
    if (rows.length < pageSize) return;
  }
}

export const customerChoices = (db: Db, companyId: string, search: string | undefined, limit: number) =>
  db
    .select({
      id: customers.id,
      type: customers.type,
      firstName: customers.firstName,
      lastName: customers.lastName,
      companyName: customers.companyName,
      email: customers.email,
      phone: customers.phone,
    })
    .from(customers)
    .where(and(live(companyId), search ? searchCondition(search) : undefined))
    .orderBy(asc(sortName), asc(customers.id))
    .limit(limit);
