import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { customerDocuments } from './tables.ts';

export type CustomerDocumentRow = typeof customerDocuments.$inferSelect;
export type NewCustomerDocument = typeof customerDocuments.$inferInsert;

export async function insertDocument(db: Db, values: NewCustomerDocument): Promise<CustomerDocumentRow> {
  const [row] = await db.insert(customerDocuments).values(values).returning();
  return row;
}

export const documentsOf = (db: Db, companyId: string, customerId: string) =>
  db
    .select()
    .from(customerDocuments)
    .where(and(eq(customerDocuments.companyId, companyId), eq(customerDocuments.customerId, customerId)))
    .orderBy(asc(customerDocuments.createdAt), asc(customerDocuments.id));

export const findDocument = async (db: Db, companyId: string, customerId: string, id: string) =>
  (
    await db
      .select()
      .from(customerDocuments)
      .where(
        and(
          eq(customerDocuments.companyId, companyId),
          eq(customerDocuments.customerId, customerId),
          eq(customerDocuments.id, id),
        ),
      )
  )[0];

export async function deleteDocument(db: Db, companyId: string, id: string) {
  await db
    .delete(customerDocuments)
    .where(and(eq(customerDocuments.companyId, companyId), eq(customerDocuments.id, id)));
}
