import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client.ts';
import type { ConditionReport } from '../../../api/conditionReports.ts';
import { drawStroke } from '../../../test/drawStroke.ts';
import { renderAsManager } from '../orders/shared/testSession.tsx';
import { ReportSignatureStep } from './ReportSignatureStep.tsx';

vi.mock('../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const report = (values: Partial<ConditionReport> = {}): ConditionReport => ({
  orderId: 'o1',
  scope: 'DEPART',
  status: 'SUCCESS',
  language: 'fr',
  generatedAt: '2031-07-10T09:00:00.000Z',
  signedAt: null,
  outdated: false,
  downloadUrl: '/v2/document-state/pdf/o1/DEPART',
  units: [],
  ...values,
});

describe('the signatures of a condition report at the counter', () => {
  let body: Record<string, unknown> | undefined;
  beforeEach(() => {
    body = undefined;
    mockedApi.mockReset();
    mockedApi.mockImplementation(async (operation, args) => {
      if (operation === 'getCounterSigningWords') {
        return { language: 'fr', consent: 'Consentement du client.', employeeConsent: "Je confirme l'état." } as never;
      }
      if (operation === 'signOrderStateDocumentAtCounter') {
        body = (args as unknown as { body: Record<string, unknown> }).body;
        return { status: 'SIGNED' } as never;
      }
      return undefined as never;
    });
  });

  it('has the customer then the employee sign, and sends both signatures', async () => {
    const user = userEvent.setup();
    renderAsManager(<ReportSignatureStep report={report()} canWrite />);
    await user.click(screen.getByRole('button', { name: 'Faire signer le rapport' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signature au comptoir' });
    expect(within(dialog).getByText('Étape 1 sur 2')).toBeTruthy();
    expect(within(dialog).getByText('Le client signe')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Nom du signataire/ }), 'Amélie Poulain');
    drawStroke(within(dialog).getByRole('img', { name: /Zone de signature/ }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Consentement du client.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Signer' }));

    expect(await within(dialog).findByText('Étape 2 sur 2')).toBeTruthy();
    expect(within(dialog).getByText("L'employé signe")).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: /Nom du signataire/ })).toBeNull();
    // the employee's pad is a new one: the customer's strokes and tick are not carried over
    expect((within(dialog).getByRole('checkbox', { name: "Je confirme l'état." }) as HTMLInputElement).checked).toBe(
      false,
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Écrire mon nom' }));
    const typed = within(dialog).getByRole('textbox', { name: /Votre nom/ }) as HTMLInputElement;
    expect(typed.value).toBe('Julie Morel');
    await user.click(within(dialog).getByRole('checkbox', { name: "Je confirme l'état." }));
    await user.click(within(dialog).getByRole('button', { name: 'Signer' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({
      orderId: 'o1',
      scope: 'DEPART',
      signerName: 'Amélie Poulain',
      consent: true,
      language: 'fr',
      signatureImage: expect.stringMatching(/^iVBORw0KGgo/),
    });
    // jsdom draws no text: the typed name goes as text, which the API writes itself
    expect([body?.employeeTypedName, body?.employeeSignatureImage]).toEqual(['Julie Morel', undefined]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a signed report as signed, and asks for an up-to-date PDF before signing', async () => {
    const { unmount } = renderAsManager(
      <ReportSignatureStep report={report({ signedAt: '2031-07-10T09:30:00.000Z' })} canWrite />,
    );
    expect(screen.getByText(/^Signé le/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Faire signer le rapport' })).toBeNull();
    unmount();
    renderAsManager(<ReportSignatureStep report={report({ outdated: true })} canWrite />);
    expect(screen.getByText('Créez le PDF du rapport avant de le faire signer.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Faire signer le rapport' })).toBeNull();
  });
});
