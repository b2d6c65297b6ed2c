import type { Verticale } from '@hirebase/shared';
import { useForm } from '@mantine/form';
import { fireEvent, screen } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../../api/types.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { MeContext } from '../../MeContext.tsx';
import { ProductGeneralFields } from './ProductGeneralFields.tsx';
import { type ProductFormValues, productFormValues } from './productForm.ts';

vi.mock('../../../../api/catalogue.ts', () => ({
  useShopCategories: () => ({ data: [{ id: 'k1', name: 'Tandems' }] }),
  useCategories: () => ({ data: [{ id: 'p1', verticale: 'BIKE', name: { fr: 'VTT', en: 'Mountain bikes' } }] }),
  useProductModels: () => ({ data: { items: [{ id: 'm1', name: 'Trek FX 3', brand: 'Trek' }] } }),
}));

// the description's autosize listens to font loading, which the test document does not have
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

const t = (key: string, options?: object) => (i18n.t as (k: string, o?: object) => string)(key, options);
let values: () => ProductFormValues = () => productFormValues();

function Fields({ verticales }: { verticales: Verticale[] }) {
  const form = useForm<ProductFormValues>({ initialValues: productFormValues(undefined, verticales) });
  values = form.getValues;
  return <ProductGeneralFields form={form} />;
}

const shopWith = (verticales: Verticale[]) =>
  renderWithProviders(
    <MeContext.Provider value={{ company: { verticales } } as unknown as Me}>
      <Fields verticales={verticales} />
    </MeContext.Provider>,
  );

describe('the general fields of a new product', () => {
  it('asks for no model in the usual case, and says a typed category is created on saving', () => {
    shopWith(['BIKE']);
    expect(screen.queryByRole('combobox', { name: t('catalogue.fields.productModel') })).toBeNull();
    expect(screen.queryByRole('combobox', { name: t('catalogue.fields.verticale') })).toBeNull();
    expect(screen.getByText(t('catalogue.model.createdWithProduct'))).toBeTruthy();

    const category = screen.getByRole('combobox', { name: t('catalogue.fields.category') });
    fireEvent.change(category, { target: { value: '  Cargo   bikes' } });
    expect(screen.getByText(t('catalogue.category.willBeCreated', { name: 'Cargo bikes' }))).toBeTruthy();
    expect(values().category).toBe('  Cargo   bikes');

    // a category the shop has, in another case, is not new
    fireEvent.change(category, { target: { value: 'TANDEMS' } });
    expect(screen.getByText(t('catalogue.category.hint'))).toBeTruthy();
  });

  it('picks an existing model only when asked to, and the activity only when the shop has several', () => {
    shopWith(['BIKE', 'SKI']);
    expect(screen.getByRole('combobox', { name: t('catalogue.fields.verticale') })).toBeTruthy();
    expect(values().newProductModel.verticale).toBe('BIKE');

    fireEvent.click(screen.getByRole('checkbox', { name: t('catalogue.model.useExisting') }));
    expect(values().useExistingModel).toBe(true);
    expect(screen.getByRole('combobox', { name: t('catalogue.fields.productModel') })).toBeTruthy();
    expect(screen.queryByText(t('catalogue.model.createdWithProduct'))).toBeNull();
  });
});
