import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Product, useProduct } from '../../../../api/catalogue.ts';
import { PricePreview } from '../preview/PricePreview.tsx';
import { EditorHeader } from '../shared/EditorHeader.tsx';
import { useEditorPage } from '../shared/useEditorPage.tsx';
import { UnitsSection } from '../units/UnitsSection.tsx';
import { ProductForm } from './ProductForm.tsx';
import { ProductPhotos } from './ProductPhotos.tsx';

/** `/dashboard/catalogue/products/new` and `/:id`: the product, its live price preview and its units. */
export default function ProductEditorPage() {
  const { id, item, fallback } = useEditorPage(useProduct);
  return fallback ?? <ProductEditor key={id} product={item} />;
}

function ProductEditor({ product }: { product?: Product }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <EditorHeader backTo="/dashboard/catalogue" title={product?.name ?? t('catalogue.products.new')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <ProductForm product={product} />
            <ProductPhotos model={product?.productModel} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <PricePreview item={product && { kind: 'product', id: product.id }} />
        </Grid.Col>
      </Grid>
      {product?.stockMode === 'SERIALIZED' && <UnitsSection product={product} />}
    </Stack>
  );
}
