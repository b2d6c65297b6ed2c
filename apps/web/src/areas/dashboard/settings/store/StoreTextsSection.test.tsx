import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../api/client.ts';
import type { CompanySettings } from '../../../../api/types.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { StoreTextsSection } from './StoreTextsSection.tsx';

vi.mock('../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const settings = {
  defaultLanguage: 'fr',
  languages: ['fr'],
  onlineStore: {
    phone: null,
    description: {},
    shortDescription: {},
    showPricing: true,
    featuredIds: [],
    gallery: [],
    checkoutMode: 'PAY_ONLINE',
  },
} as unknown as CompanySettings;

describe('how customers book on the store', () => {
  beforeAll(() => {
    // the descriptions' autosized text areas listen to font loading, which the test document lacks
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        value: { addEventListener: () => {}, removeEventListener: () => {} },
        configurable: true,
      });
    }
  });
  beforeEach(() => {
    mockedApi.mockReset();
    mockedApi.mockImplementation(async (_operation, args) => {
      const body = args?.body as unknown as { checkoutMode: string };
      return { ...settings, onlineStore: { ...settings.onlineStore, checkoutMode: body.checkoutMode } } as never;
    });
  });

  it('offers the four checkout modes and saves the one chosen alone', async () => {
    renderWithProviders(<StoreTextsSection settings={settings} />);
    const user = userEvent.setup();
    const select = screen.getByRole('combobox', { name: 'Comment les clients réservent' });
    expect((select as HTMLInputElement).value).toBe('Ils paient en ligne (en totalité ou l’acompte)');
    await user.click(select);
    expect((await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent)).toEqual([
      'Ils paient en ligne (en totalité ou l’acompte)',
      'Ils choisissent : en ligne ou sur place',
      'Ils paient sur place',
      'Ils envoient une demande que vous acceptez',
    ]);
    await user.click(screen.getByRole('option', { name: 'Ils envoient une demande que vous acceptez', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(mockedApi).toHaveBeenCalled());
    expect(mockedApi.mock.calls).toEqual([['updateOnlineStoreCheckoutMode', { body: { checkoutMode: 'REQUEST' } }]]);
  });
});
