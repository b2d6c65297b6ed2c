import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../api/client.ts';
import type { CompanySettings } from '../../../../api/types.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { InsuranceSection } from './InsuranceSection.tsx';

vi.mock('../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const withInsurance = (insuranceMode: string, price: CompanySettings['integrations']['tulip']['price']) =>
  ({
    currency: 'EUR',
    integrations: { tulip: { linked: false, linkedId: null, insuranceMode, price } },
  }) as unknown as CompanySettings;

describe('rental insurance settings', () => {
  beforeEach(() => {
    mockedApi.mockReset();
    mockedApi.mockImplementation(async (_operation, args) => {
      const body = args?.body as unknown as {
        insuranceMode: string;
        price: CompanySettings['integrations']['tulip']['price'];
      };
      return withInsurance(body.insuranceMode, body.price) as never;
    });
  });

  it('asks for no price while the insurance is off, then sends the mode with the shop’s price', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <InsuranceSection
        settings={withInsurance('off', { method: 'SHARE', percent: 0, perItemDay: 0, minimum: null })}
      />,
    );
    expect(screen.queryByLabelText('Part du prix de location')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Comment elle est proposée' }));
    await user.click(await screen.findByRole('option', { name: 'Proposée en option', hidden: true }));
    await user.click(screen.getByRole('radio', { name: 'Par article et par jour' }));
    await user.type(screen.getByLabelText('Prix par article et par jour'), '2,35');
    await user.type(screen.getByLabelText('Minimum par réservation'), '5');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(mockedApi).toHaveBeenCalled());
    expect(mockedApi).toHaveBeenCalledWith('updateTulipSettings', {
      body: {
        insuranceMode: 'on_option',
        price: { method: 'PER_ITEM_DAY', percent: 0, perItemDay: 2.35, minimum: 5 },
      },
    });
  });
});
