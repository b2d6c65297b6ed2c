import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client.ts';
import type { ConditionReport } from '../../../api/conditionReports.ts';
import type { Me } from '../../../api/types.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MeContext } from '../MeContext.tsx';
import { renderAsManager, shopManager } from '../orders/shared/testSession.tsx';
import { ConditionReportPanel } from './ConditionReportPanel.tsx';

vi.mock('../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const photo = (id: string, scope: 'DEPART' | 'RETOUR') => ({
  id,
  subProductId: 'u1',
  scope,
  name: `${id}.jpg`,
  size: 1000,
  width: 800,
  height: 600,
  url: `/v2/document-state/attachment-file/${id}`,
  thumbnailUrl: `/v2/document-state/attachment-file/${id}?size=thumbnail`,
  createdAt: '2031-07-10T09:00:00.000Z',
});

const report = (values: Partial<ConditionReport> = {}): ConditionReport => ({
  orderId: 'o1',
  scope: 'RETOUR',
  status: null,
  language: 'fr',
  generatedAt: null,
  signedAt: null,
  outdated: false,
  downloadUrl: null,
  units: [
    {
      subProductId: 'u1',
      productId: 'p1',
      productName: 'VTT électrique',
      serialNumber: 'SN-1',
      qrCodeValue: 'QR1',
      questions: [
        { id: 'brakes', label: 'Freins', type: 'UNIQUE_CHOICE', choices: ['OK', 'Usés'], required: true },
        { id: 'battery', label: 'Batterie', type: 'ODOMETER', unit: '%', required: false },
      ],
      filled: null,
      photos: [],
      departure: {
        filled: {
          answers: { brakes: 'OK', battery: 90 },
          notes: 'Selle neuve',
          filledBy: { id: 'u1', name: 'Julie Morel' },
          filledAt: '2031-07-10T09:00:00.000Z',
        },
        photos: [photo('p-dep', 'DEPART')],
      },
      changedQuestionIds: [],
    },
  ],
  ...values,
});

describe('the condition report at return', () => {
  let sent: unknown[] = [];
  let current = report();
  beforeEach(() => {
    sent = [];
    current = report();
    mockedApi.mockReset();
    mockedApi.mockImplementation(async (operationId, args) => {
      if (operationId === 'getConditionReport') return current as never;
      if (operationId === 'saveConditionReportAnswers') {
        sent.push((args as { body: unknown }).body);
        return report() as never;
      }
      if (operationId === 'generateOrderStateDocument') {
        sent.push((args as { body: unknown }).body);
        current = report({ status: 'PENDING' });
        return current as never;
      }
      return {} as never;
    });
  });

  it('shows the departure beside each question, marks an answer that changes and saves the answers', async () => {
    renderAsManager(<ConditionReportPanel orderId="o1" scope="RETOUR" />);
    const unit = await screen.findByRole('region', { name: 'VTT électrique · SN-1' });
    expect(within(unit).getByText('Au départ : OK')).toBeTruthy();
    expect(within(unit).getByText('Au départ : 90 %')).toBeTruthy();
    expect(within(unit).getByRole('img', { name: 'Photo p-dep.jpg' })).toBeTruthy();
    expect(within(unit).queryByText('Modifié')).toBeNull();
    await userEvent.click(within(unit).getByRole('radio', { name: 'Usés' }));
    expect(within(unit).getByText('Modifié')).toBeTruthy();
    await userEvent.click(within(unit).getByRole('button', { name: "Enregistrer l'unité" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      orderId: 'o1',
      scope: 'RETOUR',
      subProductId: 'u1',
      answers: { brakes: 'Usés', battery: 90 },
      notes: null,
    });
  });

  it('asks for the PDF in the language chosen', async () => {
    renderAsManager(<ConditionReportPanel orderId="o1" scope="RETOUR" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Créer le PDF' }));
    await waitFor(() => expect(sent).toEqual([{ orderId: 'o1', scope: 'RETOUR', lang: 'fr' }]));
    expect(await screen.findByText('PDF en cours de création…')).toBeTruthy();
  });

  it('offers nothing to change to staff who may only read orders', async () => {
    const reader = { ...shopManager, membership: { isManager: false, access: { orders: 'read' } } } as unknown as Me;
    renderWithProviders(
      <MeContext.Provider value={reader}>
        <ConditionReportPanel orderId="o1" scope="RETOUR" />
      </MeContext.Provider>,
    );
    expect(await screen.findByText('Vous pouvez consulter cet état des lieux, pas le modifier.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Enregistrer l'unité" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Prendre une photo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Créer le PDF' })).toBeNull();
  });

  it('keeps a signed report as it was signed: nothing to change, the reason said', async () => {
    current = report({ status: 'SUCCESS', signedAt: '2031-07-12T18:00:00.000Z', downloadUrl: '/v2/x.pdf' });
    renderAsManager(<ConditionReportPanel orderId="o1" scope="RETOUR" />);
    expect(await screen.findByText(/Cet état des lieux est signé/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Enregistrer l'unité" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Prendre une photo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Créer le PDF' })).toBeNull();
  });
});
