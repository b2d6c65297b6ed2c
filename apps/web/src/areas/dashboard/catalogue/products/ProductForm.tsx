import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type Product, useCategories, useSaveProduct } from '../../../../api/catalogue.ts';
import { useCurrentMe } from '../../MeContext.tsx';
import { PriceGridEditor } from '../price-grid/PriceGridEditor.tsx';
import { Section } from '../shared/Section.tsx';
import { EditorForm, useEditorSubmit } from '../shared/useEditorPage.tsx';
import { ProductChecksFields } from './ProductChecksFields.tsx';
import { ProductGeneralFields } from './ProductGeneralFields.tsx';
import { ProductRentalFields } from './ProductRentalFields.tsx';
import { type ProductFormValues, productFormValues, productPayload, validateProduct } from './productForm.ts';

/** Creates a product, or saves every setting of an existing one (the price preview then prices the saved grid). */
export function ProductForm({ product }: { product?: Product }) {
  const { t } = useTranslation();
  const me = useCurrentMe();
  const platformCategories = useCategories().data ?? [];
  const form = useForm<ProductFormValues>({
    initialValues: productFormValues(product, me.company?.verticales ?? []),
    validate: (values) => validateProduct(values, t),
  });

  const editor = useEditorSubmit(form, {
    exists: !!product,
    save: useSaveProduct(),
    payload: (values) => ({ id: product?.id, body: productPayload(values, platformCategories) }),
    texts: 'catalogue.product',
    listPath: '/dashboard/catalogue/products',
  });

  return (
    <EditorForm {...editor}>
      <Section title={t('catalogue.product.general')}>
        <ProductGeneralFields form={form} initialModel={product?.productModel} />
      </Section>
      <Section title={t('catalogue.grid.title')}>
        <PriceGridEditor form={form} />
      </Section>
      <Section title={t('catalogue.product.rental')}>
        <ProductRentalFields form={form} />
      </Section>
      <Section title={t('catalogue.product.checks')}>
        <ProductChecksFields form={form} />
      </Section>
    </EditorForm>
  );
}
