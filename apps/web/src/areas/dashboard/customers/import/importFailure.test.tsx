import { IMPORT_FAILURE_CODES, type ImportFailureDetails, LANGUAGES } from '@hirebase/shared';
import { screen } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ImportJob } from '../../../../api/customers.ts';
import { resources } from '../../../../i18n/all.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ImportProgress } from './ImportProgress.tsx';
import { FAILURE_PARAMETERS, failureText } from './importFailure.ts';

/** Values no wording could hold by chance, and the text each shows as in the reader's language. */
const SAMPLE: Required<ImportFailureDetails> = { row: 7, maxColumns: 500, maxChars: 65_536, maxRows: 100_000 };

/** Variables of a wording, formats included: `{{maxRows, number}}` → maxRows. */
const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();

const wordingOf = (language: string, code: string): unknown =>
  (resources as unknown as Record<string, { customers: { import: { failures?: Record<string, unknown> } } }>)[language]
    .customers.import.failures?.[code];

describe('the failure of an import', () => {
  it.each(LANGUAGES)('is worded in %s for every failure code the API reports, with its values', (language) => {
    const t = i18n.getFixedT(language);
    const problems: string[] = [];
    for (const code of IMPORT_FAILURE_CODES) {
      const wording = wordingOf(language, code);
      if (typeof wording !== 'string' || wording.trim() === '') {
        problems.push(`${code}: not translated`);
        continue;
      }
      const expected = [...FAILURE_PARAMETERS[code]].sort();
      if (variables(wording).join() !== expected.join()) {
        problems.push(`${code}: shows ${variables(wording)} instead of ${expected}`);
      }
      const details = Object.fromEntries(expected.map((name) => [name, SAMPLE[name]]));
      const text = failureText(t, { failure: 'server text', failureCode: code, failureDetails: details });
      if (text.includes('{{') || text.includes('failures.') || text === 'server text') {
        problems.push(`${code}: reads "${text}"`);
      }
      for (const name of expected) {
        const shown = new Intl.NumberFormat(language).format(SAMPLE[name]);
        if (!text.includes(shown)) problems.push(`${code}: "${text}" does not show ${name} as ${shown}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('is shown in the progress of a failed import, with the limit in the reader’s number format', async () => {
    const failed: ImportJob = {
      id: '01a200ce-bb20-7ce4-9392-34cdff2e6b87',
      companyId: '01a200ce-50eb-70d1-8bb8-15fe9a9c1cf7',
      kind: 'customers',
      status: 'failed',
      fileName: 'clients.csv',
      totalRows: 0,
      processed: 0,
      imported: 0,
      updated: 0,
      skipped: 0,
      errorCount: 0,
      errors: [],
      failure: 'The file has more than 100000 rows',
      failureCode: 'tooManyRows',
      failureDetails: { row: 100_002, maxRows: 100_000 },
      createdAt: '2026-11-22T10:00:00.000Z',
      startedAt: null,
      finishedAt: '2026-11-22T10:00:05.000Z',
    };
    renderWithProviders(<ImportProgress job={failed} phase="failed" />);
    const text = (await screen.findByTestId('import-failure')).textContent ?? '';
    expect(text).toContain(new Intl.NumberFormat('fr').format(100_000));
    expect(text).toMatch(/^Le fichier compte plus de/);
  });
});
