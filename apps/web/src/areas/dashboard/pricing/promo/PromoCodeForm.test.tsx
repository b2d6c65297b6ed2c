import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../api/client.ts';
import type { PromoCode } from '../../../../api/pricing.ts';
import { renderInDashboard } from '../shared/testSession.tsx';
import { PromoCodeForm } from './PromoCodeModal.tsx';
import { buildPromoCodePayload, promoCodeFormValues } from './promoCodeForm.ts';

vi.mock('../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

describe('promo code form', () => {
  beforeEach(() => mockedApi.mockReset());

  it('sends the code upper-case with its limits, window and minimum', async () => {
    mockedApi.mockResolvedValue({} as never);
    const onDone = vi.fn();
    renderInDashboard(<PromoCodeForm onDone={onDone} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), 'neige-25');
    expect(screen.getByLabelText('Code')).toHaveProperty('value', 'NEIGE-25');
    await user.type(screen.getByLabelText('Pourcentage'), '25');
    await user.click(screen.getByLabelText('Date de début de location'));
    await user.type(screen.getByLabelText('Valable à partir du'), '2026-12-01');
    await user.type(screen.getByLabelText("Valable jusqu'au"), '2027-03-31');
    await user.type(screen.getByLabelText("Nombre maximal d'utilisations"), '100');
    await user.type(screen.getByLabelText('Montant minimum de commande'), '60');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(mockedApi).toHaveBeenCalledWith('saveCompanyPromoCode', {
      body: {
        code: 'NEIGE-25',
        discountType: 'PERCENTAGE',
        value: 25,
        dateCheck: 'ORDER_DATE',
        validFrom: '2026-12-01',
        validTo: '2027-03-31',
        usageLimit: 100,
        minimumTotal: 60,
        active: true,
        description: null,
      },
    });
  });

  it('refuses a percentage over 100 and a malformed code before sending', async () => {
    renderInDashboard(<PromoCodeForm onDone={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), 'A');
    await user.type(screen.getByLabelText('Pourcentage'), '120');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('2 à 40 caractères : lettres, chiffres, - et _')).toBeTruthy();
    expect(screen.getByText('Une réduction ne dépasse pas 100 %')).toBeTruthy();
    expect(mockedApi).not.toHaveBeenCalled();
  });

  it('keeps an amount code as it is and leaves unset limits out (absent = no limit)', () => {
    const promo = {
      id: 'p1',
      code: 'ETE2026',
      discountType: 'AMOUNT',
      value: 5,
      dateCheck: 'ORDER_DATE',
      validFrom: '2026-06-01',
      validTo: '2026-09-30T18:00:00',
      usageLimit: null,
      perCustomerLimit: 2,
      minimumTotal: null,
      active: false,
      description: ' Été ',
    } as PromoCode;
    expect(buildPromoCodePayload(promoCodeFormValues(promo), promo.id)).toEqual({
      id: 'p1',
      code: 'ETE2026',
      discountType: 'AMOUNT',
      value: 5,
      dateCheck: 'ORDER_DATE',
      validFrom: '2026-06-01',
      validTo: '2026-09-30',
      perCustomerLimit: 2,
      minimumTotal: null,
      active: false,
      description: 'Été',
    });
  });
});
