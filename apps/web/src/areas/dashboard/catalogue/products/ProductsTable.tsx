import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ProductListItem, useCategories } from '../../../../api/catalogue.ts';
import type { CatalogueRows } from '../shared/CatalogueListPage.tsx';
import { CatalogueTable, OnlineBadge, PriceText } from '../shared/CatalogueTable.tsx';
import { categoryName, modelLabel, oneDayPrice } from '../shared/labels.ts';
import { RentalBadges } from '../shared/RowActions.tsx';
import { ProductThumbnail } from './ProductThumbnail.tsx';
import { StockFigures } from './StockFigures.tsx';

export const productPath = (product: Pick<ProductListItem, 'id'>) => `/dashboard/catalogue/products/${product.id}`;

export function ProductsTable(rows: CatalogueRows<ProductListItem>) {
  const { t, i18n } = useTranslation();
  const categories = new Map((useCategories().data ?? []).map((c) => [c.id, c]));
  return (
    <CatalogueTable
      {...rows}
      label={t('catalogue.tabs.products')}
      minWidth={1000}
      openTo={productPath}
      rowProps={(product) => ({ 'data-testid': `product-row-${product.id}` })}
      columns={[
        {
          header: t('catalogue.fields.product'),
          cell: (product) => (
            <Group gap="sm" wrap="nowrap">
              <ProductThumbnail product={product} />
              <Stack gap={0}>
                <Anchor component={Link} to={productPath(product)} fw={500} size="sm">
                  {product.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {modelLabel(product.productModel)}
                </Text>
              </Stack>
            </Group>
          ),
        },
        {
          header: t('catalogue.fields.verticaleCategory'),
          cell: (product) => {
            const model = product.productModel;
            const platform = model.categoryId ? categories.get(model.categoryId) : undefined;
            // the shop's own category first; the platform's when the shop gave none
            const category = product.category?.name ?? (platform && categoryName(platform, i18n.language));
            return (
              <>
                <Text size="sm">{t(`admin.verticales.${model.verticale}`)}</Text>
                {category && (
                  <Text size="xs" c="dimmed">
                    {category}
                  </Text>
                )}
              </>
            );
          },
        },
        {
          header: t('catalogue.fields.stock'),
          cell: (product) => <StockFigures product={product} />,
        },
        {
          header: t('catalogue.fields.online'),
          cell: (product) => <OnlineBadge online={product.online} miw="max-content" />,
        },
        {
          header: t('catalogue.fields.rental'),
          cell: (product) => <RentalBadges isLCD={product.isLCD} isLLD={product.isLLD} />,
        },
        {
          header: t('catalogue.fields.priceFrom'),
          ta: 'right',
          cell: (product) => <PriceText amount={oneDayPrice(product.priceGrid)} />,
        },
      ]}
    />
  );
}
