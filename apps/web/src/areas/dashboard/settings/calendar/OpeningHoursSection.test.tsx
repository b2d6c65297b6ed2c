import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../api/client.ts';
import type { CompanySettings } from '../../../../api/types.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { SettingsReadOnly } from '../sectionForm.ts';
import { OpeningHoursSection } from './OpeningHoursSection.tsx';
import { copyMondayToAll, openingHoursPayload, openingHoursValues } from './openingHours.ts';

vi.mock('../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const closed = { wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
const settings = {
  timezone: 'Europe/Paris',
  openingHours: {
    monday: [{ from: '09:00', to: '12:00' }],
    tuesday: [
      { from: '09:00', to: '12:00' },
      { from: '14:00', to: '18:00' },
    ],
    ...closed,
  },
} as unknown as CompanySettings;

/** The hours and minutes inputs of a time field, once its picker has loaded. */
const timeInputs = async (label: string) =>
  [await screen.findByLabelText(`${label} (h)`), screen.getByLabelText(`${label} (min)`)] as HTMLInputElement[];
const setTime = async (label: string, value: string) => {
  const user = userEvent.setup();
  const [hours, minutes] = await timeInputs(label);
  for (const [input, part] of [
    [hours, value.slice(0, 2)],
    [minutes, value.slice(3, 5)],
  ] as const) {
    await user.clear(input);
    await user.type(input, part);
  }
};
const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

describe('opening hours editor', () => {
  beforeEach(() => {
    mockedApi.mockReset();
    mockedApi.mockImplementation(async (_operation, args) => ({ ...settings, openingHours: args?.body }) as never);
  });

  it('adds, edits and removes ranges, copies Monday, and sends the week', async () => {
    renderWithProviders(<OpeningHoursSection settings={settings} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Ajouter une plage le lundi' }));
    expect((await timeInputs('lundi, plage 2 : ouverture')).map((input) => input.value)).toEqual(['12', '00']);
    await setTime('lundi, plage 2 : ouverture', '14:00');
    await setTime('lundi, plage 2 : fermeture', '18:30');
    await user.click(screen.getByRole('button', { name: 'Supprimer la plage 1 du mardi' }));
    await user.click(screen.getByRole('button', { name: 'Copier le lundi sur tous les jours' }));
    await user.click(screen.getByLabelText('Fermé le dimanche'));
    await save();

    await waitFor(() => expect(mockedApi).toHaveBeenCalledTimes(1));
    const week = [
      { from: '09:00', to: '12:00' },
      { from: '14:00', to: '18:30' },
    ];
    expect(mockedApi).toHaveBeenCalledWith('updateOnlineStoreOpeningHours', {
      body: {
        monday: week,
        tuesday: week,
        wednesday: week,
        thursday: week,
        friday: week,
        saturday: week,
        sunday: [],
      },
    });
    expect(await screen.findByText('Modifications enregistrées')).toBeTruthy();
  });

  it('brings a day’s ranges back when it is opened again', async () => {
    renderWithProviders(<OpeningHoursSection settings={settings} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Fermé le mardi'));
    expect(screen.queryByLabelText('mardi, plage 1 : ouverture')).toBeNull();
    await user.click(screen.getByLabelText('Fermé le mardi'));
    await user.click(screen.getByLabelText('Fermé le mercredi'));
    await save();

    await waitFor(() => expect(mockedApi).toHaveBeenCalled());
    const body = mockedApi.mock.calls[0][1]?.body as unknown as Record<string, unknown>;
    expect(body.tuesday).toEqual(settings.openingHours.tuesday);
    expect(body.wednesday).toEqual([{ from: '09:00', to: '18:00' }]);
  });

  it('refuses overlapping or reversed ranges without calling the API', async () => {
    renderWithProviders(<OpeningHoursSection settings={settings} />);
    await setTime('mardi, plage 2 : ouverture', '11:00');
    await setTime('lundi, plage 1 : fermeture', '08:00');
    await save();

    expect(await screen.findByText('Cette plage chevauche une autre plage')).toBeTruthy();
    expect(screen.getByText('La fermeture doit suivre l’ouverture')).toBeTruthy();
    expect(mockedApi).not.toHaveBeenCalled();
  });

  it('shows the hours read-only, without editing buttons', async () => {
    renderWithProviders(
      <SettingsReadOnly.Provider value>
        <OpeningHoursSection settings={settings} />
      </SettingsReadOnly.Provider>,
    );
    expect((await timeInputs('lundi, plage 1 : ouverture')).every((input) => input.disabled)).toBe(true);
    expect((screen.getByLabelText('Fermé le lundi') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ajouter une plage le lundi' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copier le lundi sur tous les jours' })).toBeNull();
  });

  it('maps the week both ways: closed days without ranges, copies independent of Monday', () => {
    const values = copyMondayToAll(openingHoursValues(settings.openingHours));
    values.monday[0].to = '11:00';
    expect(values.friday).toEqual([{ from: '09:00', to: '12:00' }]);
    expect(openingHoursPayload(values).sunday).toEqual([{ from: '09:00', to: '12:00' }]);
    expect(openingHoursPayload(openingHoursValues(settings.openingHours))).toEqual(settings.openingHours);
  });
});
