import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client.ts';
import type { Me } from '../../api/types.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CompanySwitcher } from './CompanySwitcher.tsx';
import { shopManager } from './orders/shared/testSession.tsx';

vi.mock('../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const companies = [
  { id: shopManager.company?.id, name: 'Cycles & Glisse' },
  { id: 'c2', name: 'Glisse Montagne' },
];
const me = { ...shopManager, companies } as unknown as Me;

describe('CompanySwitcher', () => {
  beforeEach(() => mockedApi.mockReset());

  it('shows the current company, and on first click the list of the others; choosing one moves the session', async () => {
    mockedApi.mockResolvedValue({} as never);
    renderWithProviders(<CompanySwitcher me={me} />);
    const field = screen.getByRole('button', { name: 'Entreprise' });
    expect(field.textContent).toBe('Cycles & Glisse');

    await userEvent.click(field);
    await userEvent.click(await screen.findByRole('option', { name: 'Glisse Montagne', hidden: true }));
    await vi.waitFor(() => expect(mockedApi).toHaveBeenCalled());
    expect(JSON.stringify(mockedApi.mock.calls[0])).toContain('c2');
  });

  it('shows nothing to a person of one company', () => {
    renderWithProviders(<CompanySwitcher me={{ ...me, companies: companies.slice(0, 1) } as Me} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Cycles & Glisse')).toBeNull();
  });
});
