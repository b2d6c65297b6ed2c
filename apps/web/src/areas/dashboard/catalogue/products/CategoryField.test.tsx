import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../../api/types.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { MeContext } from '../../MeContext.tsx';
import { CategoryField } from './CategoryField.tsx';
import { type ProductFormValues, productFormValues } from './productForm.ts';

/** The suggestions requests, answered when the test says so. */
const pending = vi.hoisted(() => ({ answer: () => {} }));
vi.mock('../../../../api/catalogue.ts', () => {
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  pending.answer = () => release();
  return {
    useShopCategories: () =>
      useQuery({ queryKey: ['shop'], queryFn: () => answered.then(() => [{ id: 'k1', name: 'Tandems' }]) }),
    useCategories: () =>
      useQuery({
        queryKey: ['platform'],
        queryFn: () => answered.then(() => [{ id: 'p1', verticale: 'BIKE', name: { fr: 'VTT' } }]),
      }),
  };
});

const t = (key: string) => (i18n.t as (k: string) => string)(key);
let values: () => ProductFormValues = () => productFormValues();

function Field() {
  const form = useForm<ProductFormValues>({ initialValues: productFormValues(undefined, ['BIKE']) });
  values = form.getValues;
  return <CategoryField form={form} />;
}

describe('the category field of a product', () => {
  it('keeps every key typed while its suggestions are still loading', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MeContext.Provider value={{ company: { verticales: ['BIKE'] } } as unknown as Me}>
        <Field />
      </MeContext.Provider>,
    );
    const category = screen.getByRole('combobox', { name: t('catalogue.fields.category') });
    await user.type(category, 'Carg');
    await act(async () => pending.answer());
    await user.keyboard('o bikes');
    await waitFor(() => expect(screen.getByText(t('catalogue.category.yours'))).toBeTruthy());
    expect(category).toHaveProperty('value', 'Cargo bikes');
    expect(values().category).toBe('Cargo bikes');
  });
});
