import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMarketplaceLogout, useMarketplaceSession } from '../../api/session.ts';
import { SessionHomeArea } from '../auth/SessionHomeArea.tsx';
import { MarketplaceBookings } from './MarketplaceBookings.tsx';
import { MarketplaceWishlists } from './MarketplaceWishlists.tsx';

/** `/marketplace/*`: the rental-place customer space: who is logged in, and their bookings in every shop and their wishlists. */
export default function MarketplaceArea() {
  const { t } = useTranslation();
  return (
    <SessionHomeArea
      session={useMarketplaceSession()}
      logout={useMarketplaceLogout()}
      homePath="/marketplace"
      loginPath="/marketplace/login"
      title={t('marketplace.title')}
      home={(identity) => (
        <>
          <Title order={1} size="h2">
            {t('marketplace.welcome')}
          </Title>
          <Text data-testid="marketplace-identity">
            {t('marketplace.loggedInAs', {
              name: identity.displayName ? `${identity.displayName} (${identity.email})` : identity.email,
            })}
          </Text>
          <MarketplaceBookings />
          <MarketplaceWishlists />
        </>
      )}
    />
  );
}
