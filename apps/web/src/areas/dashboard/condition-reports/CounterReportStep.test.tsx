import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client.ts';
import { renderAsManager } from '../orders/shared/testSession.tsx';
import { CounterReportStep } from './CounterReportStep.tsx';

vi.mock('../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const reportWith = (questions: object[]) => ({
  orderId: 'o1',
  scope: 'DEPART',
  status: null,
  language: 'fr',
  generatedAt: null,
  outdated: false,
  downloadUrl: null,
  units: [
    {
      subProductId: 'u1',
      productId: 'p1',
      productName: 'Kayak',
      serialNumber: null,
      qrCodeValue: 'K-1',
      questions,
      filled: null,
      photos: [],
      departure: null,
      changedQuestionIds: [],
    },
  ],
});

describe("the counter's condition report step", () => {
  beforeEach(() => mockedApi.mockReset());

  it('goes on at once when no product of the order has a state model', async () => {
    mockedApi.mockResolvedValue(reportWith([]) as never);
    const onFinish = vi.fn();
    renderAsManager(<CounterReportStep orderId="o1" scope="DEPART" onFinish={onFinish} />);
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { name: 'État des lieux de départ' })).toBeNull();
  });

  it('stops for the report when a unit has questions, and may be left for later', async () => {
    mockedApi.mockResolvedValue(
      reportWith([{ id: 'hull', label: 'Coque', type: 'OPEN_FIELD', required: false }]) as never,
    );
    const onFinish = vi.fn();
    renderAsManager(<CounterReportStep orderId="o1" scope="DEPART" onFinish={onFinish} />);
    expect(await screen.findByRole('heading', { name: 'État des lieux de départ' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Coque' })).toBeTruthy();
    screen.getByRole('button', { name: 'Plus tard' }).click();
    expect(onFinish).toHaveBeenCalledTimes(1);
  });
});
