import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type Product, useSaveProduct } from '../../../../api/catalogue.ts';
import { notifySuccess } from '../../../../components/notify.ts';
import { PriceGridEditor } from '../price-grid/PriceGridEditor.tsx';
import { Section } from '../shared/Section.tsx';
import { useSaveErrors } from '../shared/useSaveErrors.ts';
import { ProductChecksFields } from './ProductChecksFields.tsx';
import { ProductGeneralFields } from './ProductGeneralFields.tsx';
import { ProductRentalFields } from './ProductRentalFields.tsx';
import { type ProductFormValues, productFormValues, productPayload, validateProduct } from './productForm.ts';

/** Creates a product, or saves every setting of an existing one (the price preview then prices the saved grid). */
export function ProductForm({ product }: { product?: Product }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveProduct();
  const onError = useSaveErrors();
  const form = useForm<ProductFormValues>({
    initialValues: productFormValues(product),
    validate: (values) => validateProduct(values, t),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: product?.id, body: productPayload(values) });
      notifySuccess(t('catalogue.product.saved', { name: saved.name }));
      if (product) form.resetDirty();
      else navigate(`/dashboard/catalogue/products/${saved.id}`, { replace: true });
    } catch (error) {
      onError(form, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
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
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {product ? t('catalogue.product.save') : t('catalogue.product.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
