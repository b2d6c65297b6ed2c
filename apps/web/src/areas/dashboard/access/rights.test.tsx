// @vitest-environment jsdom
import { normalizeAccess } from '@hirebase/shared';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../api/types.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CatalogueListPage } from '../catalogue/shared/CatalogueListPage.tsx';
import { RowActions } from '../catalogue/shared/RowActions.tsx';
import { EditorForm } from '../catalogue/shared/useEditorPage.tsx';
import { MeContext } from '../MeContext.tsx';
import type { DashboardArea } from './areas.ts';
import { IfCan } from './IfCan.tsx';
import { useCan } from './useCan.ts';

const manager = { membership: { isManager: true, access: normalizeAccess({}) } } as unknown as Me;
/** The demo employee: writes orders and customers, only reads the catalogue, nothing of settings. */
const reader = {
  membership: { isManager: false, access: normalizeAccess({ orders: 'write', customers: 'write', catalogue: 'read' }) },
} as unknown as Me;

function AreaRights({ area }: { area: DashboardArea }) {
  const read = useCan(area, 'read');
  const write = useCan(area, 'write');
  return (
    <li>
      {area}:{read ? 'r' : '-'}
      {write ? 'w' : '-'}
    </li>
  );
}

function Rights() {
  const areas = ['catalogue', 'pricing', 'counter', 'orders', 'customers', 'settings', 'employees'] as const;
  return (
    <ul>
      {areas.map((area) => (
        <AreaRights key={area} area={area} />
      ))}
      <IfCan area="catalogue">
        <li>can change the catalogue</li>
      </IfCan>
    </ul>
  );
}

function ProductList() {
  const query = useQuery({
    queryKey: ['rights-test'],
    queryFn: async () => ({ items: [{ id: 'p1', name: 'VTT' }], page: 1, total: 1, limit: 50 }),
  });
  const mutation = useMutation({ mutationFn: async (id: string) => ({ id, name: 'VTT' }) });
  const list = { text: '', setText: () => {}, page: 1, setPage: () => {} };
  return (
    <CatalogueListPage kind="products" list={list} query={query} duplicate={mutation} remove={mutation}>
      {({ items, onDuplicate, onDelete }) =>
        items.map((item) => (
          <RowActions
            key={item.id}
            name={item.name}
            openTo={`/x/${item.id}`}
            onDuplicate={onDuplicate && (() => onDuplicate(item))}
            onDelete={onDelete && (() => onDelete(item))}
          />
        ))
      }
    </CatalogueListPage>
  );
}

function Editor({ onSubmit }: { onSubmit: () => void }) {
  const form = useForm({ initialValues: { name: 'VTT' } });
  return (
    <EditorForm onSubmit={form.onSubmit(onSubmit)} saving={false} submitLabel="Enregistrer">
      <TextInput label="Nom" {...form.getInputProps('name')} />
    </EditorForm>
  );
}

const as = (me: Me, element: React.ReactElement) =>
  renderWithProviders(<MeContext.Provider value={me}>{element}</MeContext.Provider>);

describe('rights in the dashboard screens', () => {
  it('follows the access levels the API checks, area by area', () => {
    as(reader, <Rights />);
    const line = (area: string) => screen.getByText(new RegExp(`^${area}:`)).textContent;
    expect(line('catalogue')).toBe('catalogue:r-');
    expect(line('pricing')).toBe('pricing:r-');
    expect(line('counter')).toBe('counter:rw');
    expect(line('orders')).toBe('orders:rw');
    expect(line('customers')).toBe('customers:rw');
    expect(line('settings')).toBe('settings:--');
    expect(line('employees')).toBe('employees:--');
    expect(screen.queryByText('can change the catalogue')).toBeNull();
  });

  it('gives a manager every area', () => {
    as(manager, <Rights />);
    expect(screen.getByText(/^settings:/).textContent).toBe('settings:rw');
    expect(screen.getByText('can change the catalogue')).toBeTruthy();
  });

  it('offers no new, duplicate or delete button to a catalogue reader', async () => {
    as(reader, <ProductList />);
    expect(await screen.findByRole('link', { name: 'Ouvrir VTT' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Nouveau produit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dupliquer VTT' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer VTT' })).toBeNull();
  });

  it('offers them to a manager', async () => {
    as(manager, <ProductList />);
    expect(await screen.findByRole('button', { name: 'Dupliquer VTT' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nouveau produit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Supprimer VTT' })).toBeTruthy();
  });

  it('shows a reader the editor read-only, says why, and has no save button', () => {
    const onSubmit = vi.fn();
    as(reader, <Editor onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Nom').matches(':disabled')).toBe(true);
    expect(screen.getByLabelText('Nom')).toHaveProperty('value', 'VTT');
    expect(screen.getByText('Lecture seule')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  });

  it('lets a manager edit and save', () => {
    as(manager, <Editor onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('Nom').matches(':disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
    expect(screen.queryByText('Lecture seule')).toBeNull();
  });
});
