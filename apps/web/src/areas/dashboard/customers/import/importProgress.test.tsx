import { focusManager, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../api/client.ts';
import { type ImportJob, useImportJob } from '../../../../api/customers.ts';
import { createQueryClient } from '../../../../app/queryClient.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ImportPage } from './ImportPage.tsx';
import { countsOf, isOver, percentOf, phaseOf, pollInterval } from './importProgress.ts';

vi.mock('../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const job = (changes: Partial<ImportJob>): ImportJob => ({
  id: '01a200ce-bb20-7ce4-9392-34cdff2e6b87',
  companyId: '01a200ce-50eb-70d1-8bb8-15fe9a9c1cf7',
  kind: 'customers',
  status: 'queued',
  fileName: 'clients.csv',
  totalRows: 4,
  processed: 0,
  imported: 0,
  updated: 0,
  skipped: 0,
  errorCount: 0,
  errors: [],
  failure: null,
  failureCode: null,
  failureDetails: {},
  createdAt: '2026-11-22T10:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  ...changes,
});
const running = job({ status: 'running', processed: 2, imported: 2 });
const done = job({
  status: 'done',
  processed: 4,
  imported: 3,
  updated: 1,
  skipped: 1,
  errorCount: 1,
  errors: [{ row: 3, field: 'birthDate', message: '"1990-13-45" is not a date (DD/MM/YYYY)' }],
});

describe('import progress', () => {
  it('moves from upload through queued and running to done or failed', () => {
    expect(phaseOf(undefined, false)).toBe('idle');
    expect(phaseOf(undefined, true)).toBe('uploading');
    expect(phaseOf(job({}), false)).toBe('queued');
    expect(phaseOf(running, false)).toBe('running');
    expect(phaseOf(done, false)).toBe('done');
    expect(phaseOf(job({ status: 'failed' }), false)).toBe('failed');
    expect(percentOf(job({}))).toBe(0);
    expect(percentOf(running)).toBe(50);
    expect(percentOf(job({ status: 'done', totalRows: 0 }))).toBe(100);
    expect(countsOf(done)).toEqual({ created: 2, updated: 1, skipped: 1, errors: 1 });
  });

  it('asks again every second until the job is done or failed', () => {
    expect(pollInterval(undefined)).toBe(1000);
    expect(pollInterval(job({}))).toBe(1000);
    expect(pollInterval(running)).toBe(1000);
    expect(pollInterval(done)).toBe(false);
    expect(pollInterval(job({ status: 'failed', failure: 'The file is not a CSV' }))).toBe(false);
    expect(isOver(done)).toBe(true);
  });
});

describe('polling an import', () => {
  beforeEach(() => {
    mockedApi.mockReset();
    vi.useFakeTimers();
    // Polling pauses while the page is hidden; jsdom's document never is visible.
    focusManager.setFocused(true);
  });
  afterEach(() => {
    vi.useRealTimers();
    focusManager.setFocused(undefined);
  });

  const follow = (answers: ImportJob[]) => {
    const queue = [...answers];
    mockedApi.mockImplementation(async () => (queue.length > 1 ? queue.shift() : queue[0]) as never);
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    return renderHook(() => useImportJob(done.id, pollInterval), { wrapper });
  };
  const reads = () => mockedApi.mock.calls.filter(([op]) => op === 'getImport').length;

  /** Lets `ms` of fake time pass, and a little more for the answer of a read made at its end to arrive. */
  const wait = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms + 50);
    });

  it('stops once the job is done', async () => {
    const { result } = follow([job({}), running, done]);
    await wait(0);
    expect(result.current.data?.status).toBe('queued');
    await wait(1000);
    expect(result.current.data?.status).toBe('running');
    await wait(1000);
    expect(result.current.data?.status).toBe('done');
    expect(reads()).toBe(3);
    await wait(10_000);
    expect(reads()).toBe(3);
  });

  it('stops once the job failed', async () => {
    const { result } = follow([running, job({ status: 'failed', failure: 'The file is not a CSV' })]);
    await wait(1000);
    expect(result.current.data?.status).toBe('failed');
    await wait(10_000);
    expect(reads()).toBe(2);
  });
});

describe('import page', () => {
  beforeEach(() => mockedApi.mockReset());

  it('sends the file, follows the job and lists the refused rows', async () => {
    mockedApi.mockImplementation(async (operation) => {
      if (operation === 'listCustomerModels') return [] as never;
      if (operation === 'importCustomers') return job({}) as never;
      return done as never;
    });
    const { router, container } = renderWithProviders(<ImportPage />, { path: '/dashboard/customers/import' });
    const user = userEvent.setup();
    const file = new File(['lastName;email\nMartin;m@example.com\n'], 'clients.csv', { type: 'text/csv' });
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, file);
    await user.click(screen.getByRole('button', { name: "Lancer l'import" }));

    expect(await screen.findByText('Terminé', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId('import-count-errors').textContent).toBe('1');
    expect(screen.getByText('"1990-13-45" is not a date (DD/MM/YYYY)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Télécharger le rapport d’erreurs' })).toBeTruthy();
    expect(router.state.location.search).toBe(`?job=${done.id}`);
    const body = mockedApi.mock.calls.find(([op]) => op === 'importCustomers')?.[1]?.body as unknown as FormData;
    expect((body.get('file') as File).name).toBe('clients.csv');
    await waitFor(() => expect(screen.getByRole('progressbar', { name: "Avancement de l'import" })).toBeTruthy());
  });
});
