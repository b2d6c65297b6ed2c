import type { CustomerModel } from '../../../../api/customers.ts';

/**
 * Columns the import reads, as the export writes them (the export adds `createdAt`, which the import ignores).
 * Custom fields of the default model follow as `custom.<key>`.
 */
export const IMPORT_COLUMNS = [
  { name: 'type', example: 'individual' },
  { name: 'firstName', example: 'Marie' },
  { name: 'lastName', example: 'Martin' },
  { name: 'companyName', example: '' },
  { name: 'vatNumber', example: '' },
  { name: 'email', example: 'marie.martin@example.com' },
  { name: 'phone', example: '+33 6 12 34 56 78' },
  { name: 'language', example: 'fr' },
  { name: 'birthDate', example: '1990-04-12' },
  { name: 'street', example: '12 rue du Lac' },
  { name: 'zip', example: '74000' },
  { name: 'city', example: 'Annecy' },
  { name: 'country', example: 'FR' },
  { name: 'marketingConsent', example: 'yes' },
  { name: 'notes', example: '' },
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number]['name'];

const exampleOf = (field: CustomerModel['fields'][number]) =>
  field.type === 'number'
    ? '170'
    : field.type === 'date'
      ? '2026-01-31'
      : field.type === 'boolean'
        ? 'no'
        : field.type === 'select'
          ? (field.options?.[0] ?? '')
          : '';

const cell = (text: string) => (/[;"\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** A template file: the header and one example row, `;`-separated UTF-8 with a BOM as the export (Excel opens it). */
export function templateCsv(model: CustomerModel | undefined): Blob {
  const custom = model?.fields ?? [];
  const header = [...IMPORT_COLUMNS.map((c) => c.name), ...custom.map((f) => `custom.${f.key}`)];
  const example = [...IMPORT_COLUMNS.map((c) => c.example), ...custom.map(exampleOf)];
  const text = `\uFEFF${header.map(cell).join(';')}\r\n${example.map(cell).join(';')}\r\n`;
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
}
