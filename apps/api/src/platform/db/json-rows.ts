import { getTableColumns, getTableName, type Table } from 'drizzle-orm';

/**
 * Rows for `insert into <table> … from jsonb_populate_recordset(null::<table>, $n::jsonb)`: one JSON parameter keyed by
 * the table's column names, so that a statement of fixed text (prepared once per connection) writes any number of
 * rows. Dates become ISO strings, which PostgreSQL reads back into timestamptz.
 */
export function recordsetOf<T extends Table>(table: T, rows: readonly T['$inferInsert'][]): string {
  const columns = Object.entries(getTableColumns(table));
  return JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key] ?? null])),
    ),
  );
}

/** `insert into <table> (<columns>) select <columns> from jsonb_populate_recordset(null::<table>, $<param>::jsonb)`. */
export function insertFromRecordset(table: Table, param: number): string {
  const name = getTableName(table);
  const columns = Object.values(getTableColumns(table))
    .map((column) => column.name)
    .join(', ');
  return `insert into ${name} (${columns}) select ${columns} from jsonb_populate_recordset(null::${name}, $${param}::jsonb)`;
}

/** The table's columns under their Drizzle names (`amount_cents as "amountCents"`): raw rows shaped like Drizzle's. */
export function selectedAs(table: Table): string {
  return Object.entries(getTableColumns(table))
    .map(([key, column]) => (key === column.name ? column.name : `${column.name} as "${key}"`))
    .join(', ');
}
