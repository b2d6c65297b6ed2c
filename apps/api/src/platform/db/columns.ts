// Column and key builders shared by the tables: tenant tables are keyed (company_id, id) (see `tenantKey` beside
// `companies`) and most carry the same timestamps. Each call returns fresh builders, so spreading them into several tables is safe.

import type { PgColumn } from 'drizzle-orm/pg-core';
import { customType, foreignKey, primaryKey, timestamp } from 'drizzle-orm/pg-core';

export const at = (name: string) => timestamp(name, { withTimezone: true });

export const timestamps = () => ({
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const softDelete = () => ({
  deletedAt: at('deleted_at'),
});

interface TenantKeyed {
  companyId: PgColumn;
  id: PgColumn;
}

export const tenantPrimaryKey = (t: TenantKeyed) => primaryKey({ columns: [t.companyId, t.id] });

/** A foreign key to another tenant table, company_id included so a row never points into another company. */
export const tenantForeignKey = (name: string, columns: [companyId: PgColumn, column: PgColumn], target: TenantKeyed) =>
  foreignKey({ name, columns, foreignColumns: [target.companyId, target.id] });

/** A period as PostgreSQL's `tstzrange`, written and read as its text form `[start,end)`. */
export const tstzrange = customType<{ data: string; driverData: string }>({ dataType: () => 'tstzrange' });
