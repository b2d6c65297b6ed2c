import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductListItem } from '../../../../api/catalogue.ts';

/** Units total, in and out of service; a stock quantity for a product counted by quantity. */
export function StockFigures({ product }: { product: Pick<ProductListItem, 'stockMode' | 'stock'> }) {
  const { t } = useTranslation();
  const { stock } = product;
  if (product.stockMode === 'QUANTITY') {
    return <Text size="sm">{t('catalogue.stock.quantity', { count: stock.total })}</Text>;
  }
  return (
    <Stack gap={0}>
      <Text size="sm">{t('catalogue.stock.units', { count: stock.total })}</Text>
      <Text size="xs" c={stock.outOfService > 0 ? 'orange' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
        {t('catalogue.stock.split', { inService: stock.inService, outOfService: stock.outOfService })}
      </Text>
    </Stack>
  );
}
