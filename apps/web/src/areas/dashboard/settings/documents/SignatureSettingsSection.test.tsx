import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../api/client.ts';
import type { Me } from '../../../../api/types.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { MeContext } from '../../MeContext.tsx';
import { renderAsManager, shopManager } from '../../orders/shared/testSession.tsx';
import { SignatureSettingsSection } from './SignatureSettingsSection.tsx';

vi.mock('../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);
const label = /Demander un code à usage unique envoyé par e-mail pour les signatures/;

describe('the signature settings', () => {
  let saved: unknown[] = [];
  beforeEach(() => {
    saved = [];
    mockedApi.mockReset();
    mockedApi.mockImplementation(async (operation, args) => {
      if (operation === 'getSignatureSettings') return { requireEmailCode: false } as never;
      if (operation === 'saveSignatureSettings') {
        const body = (args as unknown as { body: { requireEmailCode: boolean } }).body;
        saved.push(body);
        return body as never;
      }
      return undefined as never;
    });
  });

  it('switches the mailed one-time code on, saved at once', async () => {
    renderAsManager(<SignatureSettingsSection />);
    const toggle = (await screen.findByRole('switch', { name: label })) as HTMLInputElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(false);
    await userEvent.click(toggle);
    await waitFor(() => expect(saved).toEqual([{ requireEmailCode: true }]));
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(await screen.findByText('Réglage enregistré')).toBeTruthy();
  });

  it('shows the setting without the means to change it to staff who may only read settings', async () => {
    const reader = { ...shopManager, membership: { isManager: false, access: { settings: 'read' } } } as unknown as Me;
    renderWithProviders(
      <MeContext.Provider value={reader}>
        <SignatureSettingsSection />
      </MeContext.Provider>,
    );
    const toggle = (await screen.findByRole('switch', { name: label })) as HTMLInputElement;
    await waitFor(() => expect(mockedApi).toHaveBeenCalledWith('getSignatureSettings'));
    expect(toggle.disabled).toBe(true);
  });
});
