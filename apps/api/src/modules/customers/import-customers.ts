import { type CustomerType, type CustomFieldDef, isCalendarDate, LANGUAGES } from '@hirebase/shared';
import { unguardCell } from '../../platform/csv.ts';
import { notFound } from '../../platform/errors.ts';
import { type Ctx, tenantOf } from '../../platform/http/context.ts';
import type { StaffCtx, UploadedFile } from '../../platform/http/route.ts';
import { findCompanyById } from '../companies/index.ts';
import {
  type CsvRecord,
  importQueue,
  type RowOutcome,
  RowRejected,
  requireOneColumn,
  startImport,
} from '../imports/index.ts';
import { customColumn } from './export-csv.ts';
import { ensureDefaultModel } from './model-repository.ts';
import * as repo from './repository.ts';
import { type CustomerInput, createCustomer, updateCustomer } from './save-customer.ts';
import type { CustomerAddress } from './tables.ts';

/** Header names accepted for each column (compared without case, accents, spaces or punctuation). */
const ALIASES = {
  type: ['type', 'customerType', 'type de client'],
  firstName: ['firstName', 'first name', 'prenom', 'given name'],
  lastName: ['lastName', 'last name', 'nom', 'name', 'surname', 'nom de famille'],
  companyName: ['companyName', 'company', 'societe', 'entreprise', 'raison sociale'],
  vatNumber: ['vatNumber', 'vat', 'tva', 'numero de tva', 'numero tva'],
  email: ['email', 'mail', 'courriel', 'adresse email'],
  phone: ['phone', 'telephone', 'tel', 'mobile', 'portable'],
  language: ['language', 'langue'],
  birthDate: ['birthDate', 'birth date', 'date de naissance'],
  street: ['street', 'address', 'adresse', 'rue'],
  zip: ['zip', 'zip code', 'postal code', 'postcode', 'code postal', 'cp', 'npa'],
  city: ['city', 'ville', 'localite', 'town'],
  country: ['country', 'pays'],
  marketingConsent: ['marketingConsent', 'marketing', 'newsletter', 'optin'],
  notes: ['notes', 'note', 'commentaire', 'commentaires', 'remarques', 'comments'],
} as const;

const TYPES: Record<string, CustomerType> = {
  individual: 'individual',
  particulier: 'individual',
  person: 'individual',
  personne: 'individual',
  private: 'individual',
  entreprise: 'entreprise',
  company: 'entreprise',
  societe: 'entreprise',
  business: 'entreprise',
  professionnel: 'entreprise',
  pro: 'entreprise',
};
const LANGUAGE_NAMES: Record<string, string> = {
  francais: 'fr',
  french: 'fr',
  anglais: 'en',
  english: 'en',
  espagnol: 'es',
  spanish: 'es',
  espanol: 'es',
  portugais: 'pt',
  portuguese: 'pt',
  portugues: 'pt',
  italien: 'it',
  italian: 'it',
  italiano: 'it',
};
const YES = ['yes', 'oui', 'true', 'vrai', '1', 'x', 'y', 'o'];
const NO = ['no', 'non', 'false', 'faux', '0', 'n'];

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** 2026-01-31, 31/01/2026 or 31.01.2026 → 2026-01-31; undefined when it is not a calendar date. */
export function readDate(text: string): string | undefined {
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const iso = dmy ? `${dmy[3]}-${dmy[2].padStart(2, '0')}-${dmy[1].padStart(2, '0')}` : text.slice(0, 10);
  return isCalendarDate(iso) && (dmy || /^\d{4}-\d{2}-\d{2}$/.test(text)) ? iso : undefined;
}

const readBoolean = (text: string) => (YES.includes(plain(text)) ? true : NO.includes(plain(text)) ? false : undefined);

function readCustomField(def: CustomFieldDef, text: string): { value?: unknown; error?: string } {
  switch (def.type) {
    case 'number': {
      const n = Number(text.replace(/[\s\u00a0']/g, '').replace(',', '.'));
      return Number.isFinite(n) && text !== '' ? { value: n } : { error: `${def.label} must be a number` };
    }
    case 'boolean': {
      const b = readBoolean(text);
      return b === undefined ? { error: `${def.label} must be yes or no` } : { value: b };
    }
    case 'date': {
      const d = readDate(text);
      return d ? { value: d } : { error: `${def.label} must be a date (YYYY-MM-DD or DD/MM/YYYY)` };
    }
    case 'select': {
      const option = def.options?.find((o) => plain(o) === plain(text));
      return option ? { value: option } : { error: `${def.label} must be one of: ${(def.options ?? []).join(', ')}` };
    }
    case 'text':
      return { value: text };
  }
}

/** Turns a CSV row into a customer write; empty cells are left out, so they never erase what a customer has. */
export function customerRowParser(fields: CustomFieldDef[]) {
  return (record: CsvRecord): CustomerInput => {
    const cell = (column: keyof typeof ALIASES) => {
      const value = record.get(...ALIASES[column]);
      return value === undefined ? undefined : unguardCell(value);
    };
    const errors: { field: string; message: string }[] = [];
    const input: CustomerInput = {};
    for (const key of ['firstName', 'lastName', 'companyName', 'vatNumber', 'email', 'phone', 'notes'] as const) {
      const value = cell(key);
      if (value !== undefined) input[key] = value;
    }
    const type = cell('type');
    if (type !== undefined) {
      input.type = TYPES[plain(type)];
      if (!input.type)
        errors.push({ field: 'type', message: `"${type}" is not a customer type (individual or entreprise)` });
    }
    const language = cell('language');
    if (language !== undefined) {
      const code = LANGUAGE_NAMES[plain(language)] ?? plain(language);
      if ((LANGUAGES as readonly string[]).includes(code)) input.language = code;
      else errors.push({ field: 'language', message: `"${language}" is not a language (${LANGUAGES.join(', ')})` });
    }
    const birthDate = cell('birthDate');
    if (birthDate !== undefined) {
      input.birthDate = readDate(birthDate);
      if (!input.birthDate) errors.push({ field: 'birthDate', message: `"${birthDate}" is not a date (DD/MM/YYYY)` });
    }
    const consent = cell('marketingConsent');
    if (consent !== undefined) {
      input.marketingConsent = readBoolean(consent);
      if (input.marketingConsent === undefined)
        errors.push({ field: 'marketingConsent', message: `"${consent}" is not yes or no` });
    }
    const [street, zip, city, country] = (['street', 'zip', 'city', 'country'] as const).map(cell);
    if (street || zip || city || country) {
      input.addresses = [{ label: '', street: street ?? '', zip: zip ?? '', city: city ?? '', country: country ?? '' }];
    }
    const custom: Record<string, unknown> = {};
    for (const def of fields) {
      const text = record.get(customColumn(def.key), def.key, def.label);
      if (text === undefined) continue;
      const { value, error } = readCustomField(def, unguardCell(text));
      if (error) errors.push({ field: `customFields.${def.key}`, message: error });
      else custom[def.key] = value;
    }
    if (Object.keys(custom).length > 0) input.customFields = custom;
    if (errors.length > 0) throw new RowRejected(errors);
    return input;
  };
}

/** The row's address parts over the customer's first address: an empty cell keeps what was there. */
function mergeAddress(current: CustomerAddress | undefined, row: CustomerAddress): CustomerAddress {
  if (!current) return row;
  const parts = Object.entries(row).filter(([, v]) => v !== '');
  return { ...current, ...Object.fromEntries(parts) };
}

/**
 * Writes one imported customer: the customer with the same email, else with the same names and phone, is updated
 * (its first address replaced by the row's); otherwise a customer is created. Rows thus never duplicate on re-import.
 */
export async function importCustomerRow(ctx: Ctx, input: CustomerInput): Promise<RowOutcome> {
  const companyId = tenantOf(ctx);
  const norm = (v: string | null | undefined) => v?.trim() || null;
  let existing = input.email ? await repo.findByEmail(ctx.db, companyId, input.email) : undefined;
  if (!existing && !norm(input.email)) {
    const same = await repo.findByIdentity(ctx.db, companyId, {
      firstName: norm(input.firstName),
      lastName: norm(input.lastName),
      companyName: norm(input.companyName),
      phone: norm(input.phone),
    });
    if (same.length > 1) {
      throw new RowRejected([
        { field: 'email', message: 'Several customers have this name and phone: add an email to tell them apart' },
      ]);
    }
    existing = same[0];
  }
  const options = { companyId, audited: false };
  if (!existing) {
    // Without a type column, a row with a company name and no person's name is an entreprise.
    const type = input.type ?? (input.companyName && !input.lastName && !input.firstName ? 'entreprise' : 'individual');
    await createCustomer(ctx, { ...input, type }, options);
    return 'created';
  }
  const addresses = input.addresses
    ? [mergeAddress(existing.addresses[0], input.addresses[0]), ...existing.addresses.slice(1)]
    : undefined;
  await updateCustomer(ctx, existing.id, { ...input, ...(addresses ? { addresses } : {}) }, options);
  return 'updated';
}

/** The background import of customers (queue `import-customers`). */
export const customerImportQueue = importQueue({
  kind: 'customers',
  checkHeaders: (headers) =>
    requireOneColumn(
      headers,
      [...ALIASES.lastName, ...ALIASES.firstName, ...ALIASES.companyName, ...ALIASES.email],
      'No customer column was recognised: the file needs a header row such as firstName;lastName;email (or prenom;nom;email)',
    ),
  // the company's customer fields as they are when the rows are imported
  parser: async (ctx) => customerRowParser((await ensureDefaultModel(ctx.db, tenantOf(ctx), ctx.now)).fields),
  importRow: (jobCtx, input) => importCustomerRow(jobCtx, input),
});

/** Starts a background import of customers into `companyId` from an uploaded CSV; answers the job. */
const startCustomerImport = (ctx: Ctx, companyId: string, file: UploadedFile | undefined) =>
  startImport(ctx, customerImportQueue, companyId, file);

/** A shop imports its own customers. */
export const importOwnCustomers = (ctx: StaffCtx, files: UploadedFile[]) =>
  startCustomerImport(
    ctx,
    ctx.companyId,
    files.find((f) => f.field === 'file'),
  );

/** An administrator imports customers into any company. */
export async function importCustomersIntoCompany(ctx: Ctx, companyId: string, files: UploadedFile[]) {
  if (!(await findCompanyById(ctx.db, companyId))) throw notFound('company', companyId);
  return startCustomerImport(
    ctx,
    companyId,
    files.find((f) => f.field === 'file'),
  );
}
