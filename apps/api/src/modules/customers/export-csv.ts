import type { CustomFieldDef, CustomFieldValue } from '@hirebase/shared';
import { spreadsheetDateTime } from '@hirebase/shared/zone';
import { writeCsv } from '../../platform/csv.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import type { ParsedListQuery } from '../../platform/query/list-query.ts';
import { companyTimeZone } from '../companies/index.ts';
import { customerQuery } from './list.ts';
import { listModels } from './model-repository.ts';
import { type CustomerRow, customersInOrder } from './repository.ts';

/** Columns of the export, in order; the import reads the same names. Custom fields follow as `custom.<key>`. */
export const CUSTOMER_COLUMNS = [
  'type',
  'firstName',
  'lastName',
  'companyName',
  'vatNumber',
  'email',
  'phone',
  'language',
  'birthDate',
  'street',
  'zip',
  'city',
  'country',
  'marketingConsent',
  'notes',
  'createdAt',
] as const;

export const customColumn = (key: string) => `custom.${key}`;

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
// Numbers carry a decimal comma: the spreadsheets that read `;`-separated files expect it.
const number = (value: number) => String(value).replace('.', ',');

function customCell(def: CustomFieldDef, value: CustomFieldValue | undefined) {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value === 'number' && def.type === 'number') return number(value);
  return String(value);
}

function customerCells(c: CustomerRow, fields: CustomFieldDef[], timeZone: string) {
  const address = c.addresses[0];
  return [
    c.type,
    c.firstName,
    c.lastName,
    c.companyName,
    c.vatNumber,
    c.email,
    c.phone,
    c.language,
    c.birthDate,
    address?.street,
    address?.zip,
    address?.city,
    address?.country,
    yesNo(c.marketingConsent),
    c.notes,
    spreadsheetDateTime(c.createdAt, timeZone),
    ...fields.map((f) => customCell(f, c.customFields[f.key])),
  ];
}

/** GET /customer/csv: the customers the same filters would list, with the first address and every custom field. */
export async function exportCustomersCsv(ctx: StaffCtx, parsed: ParsedListQuery) {
  const companyId = ctx.companyId;
  const timeZone = await companyTimeZone(ctx, companyId);
  const fields = new Map<string, CustomFieldDef>();
  for (const model of await listModels(ctx.db, companyId)) {
    for (const f of model.fields) if (!fields.has(f.key)) fields.set(f.key, f);
  }
  const defs = [...fields.values()];
  const rows: unknown[][] = [];
  for await (const page of customersInOrder(ctx.db, companyId, customerQuery(parsed, timeZone))) {
    for (const c of page) rows.push(customerCells(c, defs, timeZone));
  }
  return {
    fileName: `customers-${spreadsheetDateTime(ctx.now, timeZone).slice(0, 10)}.csv`,
    data: writeCsv([...CUSTOMER_COLUMNS, ...defs.map((f) => customColumn(f.key))], rows),
  };
}
