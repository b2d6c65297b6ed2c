import { Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../../api/types.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { MeContext } from '../../MeContext.tsx';
import { PriceGridEditor } from './PriceGridEditor.tsx';
import { type PriceGridValues, priceGridErrors, priceGridPayload, priceGridValues } from './priceGrid.ts';

const me = { company: { currency: 'EUR' } } as unknown as Me;

function Harness({ onSave }: { onSave: (payload: unknown) => void }) {
  const { t } = useTranslation();
  const form = useForm<{ priceGrid: PriceGridValues }>({
    initialValues: { priceGrid: priceGridValues({ days: [{ days: 1, price: 20 }] }) },
    validate: (values) =>
      Object.fromEntries(
        Object.entries(priceGridErrors(values.priceGrid, 'priceGrid.')).map(([path, key]) => [
          path,
          t(`catalogue.grid.errors.${key}`),
        ]),
      ),
  });
  return (
    <MeContext.Provider value={me}>
      <form onSubmit={form.onSubmit((values) => onSave(priceGridPayload(values.priceGrid)))}>
        <PriceGridEditor form={form} />
        <Button type="submit">OK</Button>
      </form>
    </MeContext.Provider>
  );
}

describe('price grid editor', () => {
  it('adds and removes day rows and sends decimal amounts', async () => {
    const onSave = vi.fn();
    renderWithProviders(<Harness onSave={onSave} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    expect(screen.getByLabelText('Nombre de jours, ligne 2')).toHaveProperty('value', '2 j');
    await user.type(screen.getByLabelText('Prix, ligne 2'), '37,5');
    await user.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    await user.type(screen.getByLabelText('Prix, ligne 3'), '99');
    await user.click(screen.getByRole('button', { name: 'Retirer la ligne 3' }));
    await user.type(screen.getByLabelText('Prix demi-journée'), '12,5');
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toEqual({
      hourly: null,
      halfDay: 12.5,
      days: [
        { days: 1, price: 20 },
        { days: 2, price: 37.5 },
      ],
      extraDay: null,
      lowSeason: null,
    });
  });

  it('shows a row whose days do not increase and does not save', async () => {
    const onSave = vi.fn();
    renderWithProviders(<Harness onSave={onSave} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    const days = screen.getByLabelText('Nombre de jours, ligne 2');
    await user.clear(days);
    await user.type(days, '1');
    await user.type(screen.getByLabelText('Prix, ligne 2'), '30');
    await user.click(screen.getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Doit être supérieur à la ligne précédente')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('edits a low-season grid under its own labels', async () => {
    const onSave = vi.fn();
    renderWithProviders(<Harness onSave={onSave} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: /Grille basse saison/ }));
    await user.type(screen.getByLabelText('Basse saison : Prix, ligne 1'), '14');
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0].lowSeason).toEqual({
      hourly: null,
      halfDay: null,
      days: [{ days: 1, price: 14 }],
      extraDay: null,
    });
  });
});
