import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUpdateWishlist, type Wishlist } from '../../api/wishlists.ts';
import { wishlistError } from './wishlistErrors.ts';

/** The products of a list, each with its shop; one its store no longer shows says why, and all can be taken off. */
export function WishlistProducts({ wishlist }: { wishlist: Wishlist }) {
  const { t } = useTranslation();
  const update = useUpdateWishlist();
  if (wishlist.products.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('marketplaceWishlists.noProducts')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {update.isError && (
        <Text size="sm" c="red" role="alert">
          {wishlistError(t, update.error)}
        </Text>
      )}
      {wishlist.products.map((p) => (
        <Group key={`${p.companyId}/${p.productId}`} component="li" justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={0} style={{ flex: '1 1 12rem' }}>
            <Text size="sm" fw={500} c={p.available ? undefined : 'dimmed'}>
              {p.name}
            </Text>
            <Text size="xs" c="dimmed">
              {t('marketplaceWishlists.shop', { shop: p.shopName })}
            </Text>
          </Stack>
          {p.unavailableReason && (
            <Badge color="gray" variant="light" miw="max-content">
              {t(`marketplaceWishlists.unavailable.${p.unavailableReason}`)}
            </Badge>
          )}
          <Button
            variant="subtle"
            size="xs"
            aria-label={t('marketplaceWishlists.removeLabel', { name: p.name })}
            loading={update.isPending && update.variables?.remove?.[0]?.productId === p.productId}
            onClick={() =>
              update.mutate({ id: wishlist.id, remove: [{ companyId: p.companyId, productId: p.productId }] })
            }
          >
            {t('marketplaceWishlists.remove')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
