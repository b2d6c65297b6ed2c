import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteWishlist, useWishlist, type WishlistSummary } from '../../api/wishlists.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { useRenameWishlist } from './useRenameWishlist.ts';
import { WishlistProducts } from './WishlistProducts.tsx';
import { wishlistError } from './wishlistErrors.ts';

/** One list: its name and size; its products on demand; rename and delete. */
export function WishlistCard({ wishlist }: { wishlist: WishlistSummary }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rename = useRenameWishlist(wishlist);
  const remove = useDeleteWishlist();
  const details = useWishlist(wishlist.id, open);
  const productsId = `wishlist-products-${wishlist.id}`;

  return (
    <Card withBorder padding="sm" data-testid="wishlist">
      {rename.editing ? (
        <form onSubmit={(event: FormEvent) => rename.submit(event)} noValidate>
          <Group align="flex-start" gap="xs" wrap="wrap">
            <TextInput
              label={t('marketplaceWishlists.name')}
              value={rename.name}
              maxLength={100}
              onChange={(event) => rename.setName(event.currentTarget.value)}
              error={rename.error}
              style={{ flex: '1 1 12rem' }}
              data-autofocus
            />
            <Group gap="xs" mt={{ base: 0, xs: 25 }}>
              <Button type="submit" size="sm" loading={rename.isPending}>
                {t('marketplaceWishlists.save')}
              </Button>
              <Button variant="default" size="sm" onClick={rename.cancel}>
                {t('marketplaceWishlists.cancel')}
              </Button>
            </Group>
          </Group>
        </form>
      ) : (
        <Group justify="space-between" gap="xs">
          <Stack gap={2} style={{ flex: '1 1 12rem' }}>
            <Text fw={600}>{wishlist.name}</Text>
            <Text size="sm" c="dimmed">
              {t('marketplaceWishlists.products', { count: wishlist.productCount })}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              variant="light"
              size="xs"
              aria-expanded={open}
              aria-controls={productsId}
              onClick={() => setOpen(!open)}
            >
              {t(open ? 'marketplaceWishlists.close' : 'marketplaceWishlists.open')}
            </Button>
            <Button variant="default" size="xs" onClick={rename.start}>
              {t('marketplaceWishlists.rename')}
            </Button>
            <Button variant="default" color="red" size="xs" onClick={() => setConfirming(true)}>
              {t('marketplaceWishlists.delete')}
            </Button>
          </Group>
        </Group>
      )}
      {confirming && (
        <Group
          gap="xs"
          mt="xs"
          role="group"
          aria-label={t('marketplaceWishlists.confirmDelete', { name: wishlist.name })}
        >
          <Text size="sm">{t('marketplaceWishlists.confirmDelete', { name: wishlist.name })}</Text>
          <Button color="red" size="xs" loading={remove.isPending} onClick={() => remove.mutate(wishlist.id)}>
            {t('marketplaceWishlists.confirm')}
          </Button>
          <Button variant="default" size="xs" onClick={() => setConfirming(false)}>
            {t('marketplaceWishlists.cancel')}
          </Button>
        </Group>
      )}
      {remove.isError && (
        <Text size="sm" c="red" role="alert" mt="xs">
          {wishlistError(t, remove.error)}
        </Text>
      )}
      {open && (
        <Stack gap="xs" mt="sm" id={productsId}>
          {details.isPending ? (
            <PageLoader />
          ) : details.isError ? (
            <ErrorAlert error={details.error} onRetry={() => details.refetch()} />
          ) : (
            <WishlistProducts wishlist={details.data} />
          )}
        </Stack>
      )}
    </Card>
  );
}
