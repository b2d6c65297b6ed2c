import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductListItem } from '../../../../api/catalogue.ts';
import type { CatalogueRows } from '../shared/CatalogueListPage.tsx';
import { NoResults, OnlineBadge } from '../shared/CatalogueTable.tsx';
import { modelLabel, oneDayPrice } from '../shared/labels.ts';
import { useMoney } from '../shared/money.ts';
import { RentalBadges, RowActions } from '../shared/RowActions.tsx';
import { productPath } from './ProductsTable.tsx';
import { ProductThumbnail } from './ProductThumbnail.tsx';
import { StockFigures } from './StockFigures.tsx';

/** Activity, the shop's category, and the model when it is not the product's namesake (made with it). */
function cardLine(product: ProductListItem, verticale: string) {
  const model = modelLabel(product.productModel);
  return [verticale, product.category?.name, model === product.name ? null : model].filter(Boolean).join(' · ');
}

/** The product list on a phone: one card per product. */
export function ProductCards({ items: products, onDuplicate, onDelete }: CatalogueRows<ProductListItem>) {
  const { t } = useTranslation();
  const money = useMoney();
  if (products.length === 0) return <NoResults />;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('catalogue.tabs.products')}>
      {products.map((product) => {
        const from = oneDayPrice(product.priceGrid);
        return (
          <Paper key={product.id} withBorder p="sm" component="li" data-testid={`product-row-${product.id}`}>
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <ProductThumbnail product={product} size={56} />
                  <Stack gap={0}>
                    <Anchor component={Link} to={productPath(product)} fw={500}>
                      {product.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {cardLine(product, t(`admin.verticales.${product.productModel.verticale}`))}
                    </Text>
                  </Stack>
                </Group>
                <Text fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {from === null ? '—' : money.format(from)}
                </Text>
              </Group>
              <StockFigures product={product} />
              <Group gap={4}>
                <OnlineBadge online={product.online} />
                <RentalBadges isLCD={product.isLCD} isLLD={product.isLLD} />
              </Group>
              <Group gap={4}>
                <RowActions
                  name={product.name}
                  openTo={productPath(product)}
                  onDuplicate={onDuplicate && (() => onDuplicate(product))}
                  onDelete={onDelete && (() => onDelete(product))}
                />
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
