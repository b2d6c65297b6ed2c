import { Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { DataTable } from './DataTable.tsx';

type Bike = { id: string; name: string; size: number };
const bikes: Bike[] = [
  { id: 'b1', name: 'VTT', size: 54 },
  { id: 'b2', name: 'Gravel', size: 56 },
];
const columns = [
  { header: 'Nom', cell: (b: Bike) => b.name },
  { header: 'Taille', cell: (b: Bike) => b.size },
];

describe('DataTable', () => {
  it('shows a row per item under its headings, with the row actions', async () => {
    const onRent = vi.fn();
    renderWithProviders(
      <DataTable
        label="Vélos"
        rows={bikes}
        rowKey={(b) => b.id}
        rowTestId={(b) => `bike-${b.id}`}
        emptyText="Aucun vélo"
        minWidth={400}
        columns={columns}
        actions={(b) => <Button onClick={() => onRent(b.id)}>Louer {b.name}</Button>}
      />,
    );
    const table = screen.getByRole('table', { name: 'Vélos' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nom', 'Taille', 'Actions']);
    expect(screen.getByTestId('bike-b2').textContent).toContain('56');
    await userEvent.click(screen.getByRole('button', { name: 'Louer Gravel' }));
    expect(onRent).toHaveBeenCalledWith('b2');
    expect(screen.queryByText('Aucun vélo')).toBeNull();
  });

  it('shows a loader while the rows load, then the empty text when there are none', () => {
    const props = { label: 'Vélos', rowKey: (b: Bike) => b.id, emptyText: 'Aucun vélo', minWidth: 400, columns };
    const loading = renderWithProviders(<DataTable {...props} rows={undefined} />);
    expect(screen.getByRole('status', { name: 'Chargement…' })).toBeTruthy();
    loading.unmount();
    renderWithProviders(<DataTable {...props} rows={[]} />);
    expect(screen.getByText('Aucun vélo')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('takes a header cell of its own, right-aligned columns and row attributes such as a click', async () => {
    const onOpen = vi.fn();
    renderWithProviders(
      <DataTable
        label="Vélos"
        rows={bikes}
        rowKey={(b) => b.id}
        minWidth={400}
        columns={[
          { header: 'Nom', th: <th aria-sort="ascending">Nom ▲</th>, cell: (b: Bike) => b.name },
          { header: 'Taille', ta: 'right', cell: (b: Bike) => b.size },
        ]}
        rowProps={(b) => ({ 'data-bike': b.name, onClick: () => onOpen(b.id) })}
      />,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Nom ▲', 'Taille']);
    expect(headers[0].getAttribute('aria-sort')).toBe('ascending');
    const gravel = screen.getByText('Gravel').closest('tr') as HTMLElement;
    expect(gravel.dataset.bike).toBe('Gravel');
    expect(within(gravel).getByText('56').closest('td')?.getAttribute('style') ?? '').toContain('right');
    await userEvent.click(within(gravel).getByText('56'));
    expect(onOpen).toHaveBeenCalledWith('b2');
  });
});
