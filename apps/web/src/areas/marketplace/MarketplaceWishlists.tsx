import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateWishlist, useWishlists } from '../../api/wishlists.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { WishlistCard } from './WishlistCard.tsx';
import { wishlistError } from './wishlistErrors.ts';

/** The customer's wishlists: a new one by name, and each list with its products. */
export function MarketplaceWishlists() {
  const { t } = useTranslation();
  const wishlists = useWishlists();
  const create = useCreateWishlist();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('marketplaceWishlists.errors.blank'));
    create.mutate(name.trim(), {
      onSuccess: () => {
        setName('');
        setError(null);
      },
      onError: (failure) => setError(wishlistError(t, failure)),
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="marketplace-wishlists">
      <Title order={2} size="h4" id="marketplace-wishlists">
        {t('marketplaceWishlists.title')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            label={t('marketplaceWishlists.newName')}
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
            style={{ flex: '1 1 12rem' }}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} loading={create.isPending}>
            {t('marketplaceWishlists.create')}
          </Button>
        </Group>
      </form>
      {wishlists.isPending ? (
        <PageLoader />
      ) : wishlists.isError ? (
        <ErrorAlert error={wishlists.error} onRetry={() => wishlists.refetch()} />
      ) : wishlists.data.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('marketplaceWishlists.empty')}
        </Text>
      ) : (
        wishlists.data.items.map((w) => <WishlistCard key={w.id} wishlist={w} />)
      )}
    </Stack>
  );
}
