import { Anchor, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ProductListItem, useCategories } from '../../../../api/catalogue.ts';
import { categoryName, modelLabel, oneDayPrice } from '../shared/labels.ts';
import { useMoney } from '../shared/money.ts';
import { RentalBadges, RowActions } from '../shared/RowActions.tsx';
import { StockFigures } from './StockFigures.tsx';

export function ProductsTable({
  products,
  onDuplicate,
  onDelete,
}: {
  products: ProductListItem[];
  onDuplicate: (product: ProductListItem) => void;
  onDelete: (product: ProductListItem) => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const categories = new Map((useCategories().data ?? []).map((c) => [c.id, c]));
  if (products.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('common.noResults')}
      </Text>
    );
  }
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={1000}>
        <Table highlightOnHover verticalSpacing="sm" aria-label={t('catalogue.tabs.products')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('catalogue.fields.product')}</Table.Th>
              <Table.Th>{t('catalogue.fields.verticaleCategory')}</Table.Th>
              <Table.Th>{t('catalogue.fields.stock')}</Table.Th>
              <Table.Th>{t('catalogue.fields.online')}</Table.Th>
              <Table.Th>{t('catalogue.fields.rental')}</Table.Th>
              <Table.Th ta="right">{t('catalogue.fields.priceFrom')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {products.map((product) => {
              const model = product.productModel;
              const category = model.categoryId ? categories.get(model.categoryId) : undefined;
              const from = oneDayPrice(product.priceGrid);
              return (
                <Table.Tr key={product.id} data-testid={`product-row-${product.id}`}>
                  <Table.Td>
                    <Stack gap={0}>
                      <Anchor component={Link} to={`/dashboard/catalogue/products/${product.id}`} fw={500} size="sm">
                        {product.name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {modelLabel(model)}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t(`admin.verticales.${model.verticale}`)}</Text>
                    {category && (
                      <Text size="xs" c="dimmed">
                        {categoryName(category, i18n.language)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <StockFigures product={product} />
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={product.online ? 'teal' : 'gray'} miw="max-content">
                      {product.online ? t('catalogue.badges.online') : t('catalogue.badges.offline')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <RentalBadges isLCD={product.isLCD} isLLD={product.isLLD} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {from === null ? '—' : money.format(from)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <RowActions
                        name={product.name}
                        openTo={`/dashboard/catalogue/products/${product.id}`}
                        onDuplicate={() => onDuplicate(product)}
                        onDelete={() => onDelete(product)}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
