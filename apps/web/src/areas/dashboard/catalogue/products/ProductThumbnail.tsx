import { Box, Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductListItem } from '../../../../api/catalogue.ts';

/** The main photo of a product's model in a list row or card (an empty frame without photo, to keep rows aligned). */
export function ProductThumbnail({ product, size = 48 }: { product: ProductListItem; size?: number }) {
  const { t } = useTranslation();
  const main = product.productModel.photos[0];
  if (!main) return <Box w={size} h={size} bg="gray.1" style={{ borderRadius: 4, flex: 'none' }} aria-hidden />;
  return (
    <Image
      src={main.thumbnailUrl}
      alt={t('catalogue.photos.thumbnailAlt', { name: product.name })}
      w={size}
      h={size}
      fit="cover"
      radius="sm"
      loading="lazy"
      style={{ flex: 'none' }}
      data-testid="product-thumbnail"
    />
  );
}
