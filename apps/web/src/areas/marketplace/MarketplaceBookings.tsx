import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type MarketplaceBooking, useMarketplaceBookings } from '../../api/marketplace.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { formatDateTime } from '../../components/format.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import { formatMoney } from '../../format/index.ts';

export function stateOf(t: TFunction<'translation'>, booking: MarketplaceBooking): { label: string; color: string } {
  if (booking.type === 'CANCELED') return { label: t('marketplaceBookings.states.cancelled'), color: 'gray' };
  if (booking.isRequest) return { label: t('marketplaceBookings.states.request'), color: 'yellow' };
  if (booking.type === 'PRE_BOOKING') return { label: t('marketplaceBookings.states.preBooking'), color: 'grape' };
  const color = booking.status === 'TO_COME' ? 'teal' : booking.status === 'IN_PROGRESS' ? 'blue' : 'gray';
  return { label: t(`marketplaceBookings.states.${booking.status}`), color };
}

/** The order's own page, where the customer pays, signs, writes to the shop and cancels. */
const orderPage = (b: MarketplaceBooking) =>
  `/your-order/${encodeURIComponent(b.shopSlug)}/${b.id}${b.pageToken ? `?token=${encodeURIComponent(b.pageToken)}` : ''}`;

/** The customer's orders in every shop, latest first, each with a link to its page. */
export function MarketplaceBookings() {
  const { t, i18n } = useTranslation();
  const bookings = useMarketplaceBookings();
  const money = (b: MarketplaceBooking) => formatMoney(b.total, b.currency, i18n.language);
  return (
    <Stack gap="sm" component="section" aria-labelledby="marketplace-bookings">
      <Title order={2} size="h4" id="marketplace-bookings">
        {t('marketplaceBookings.title')}
      </Title>
      {bookings.isPending ? (
        <PageLoader />
      ) : bookings.isError ? (
        <ErrorAlert error={bookings.error} onRetry={() => bookings.refetch()} />
      ) : bookings.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('marketplaceBookings.empty')}
        </Text>
      ) : (
        bookings.data.map((b) => {
          const state = stateOf(t, b);
          return (
            <Card key={b.id} withBorder padding="sm" data-testid="marketplace-booking">
              <Group justify="space-between" align="flex-start" gap="xs">
                <Stack gap={2} style={{ flex: '1 1 14rem' }}>
                  <Text fw={600}>{b.shopName}</Text>
                  <Text size="sm">{t('marketplaceBookings.number', { number: b.number })}</Text>
                  <Text size="sm" c="dimmed">
                    {t('marketplaceBookings.period', {
                      start: formatDateTime(b.startDate, i18n.language),
                      end: formatDateTime(b.endDate, i18n.language),
                    })}
                  </Text>
                </Stack>
                <Stack gap={4} align="flex-end">
                  <Badge color={state.color} variant="light" miw="max-content">
                    {state.label}
                  </Badge>
                  <Text fw={600}>{money(b)}</Text>
                </Stack>
              </Group>
              <Anchor component={Link} to={orderPage(b)} size="sm" mt="xs" display="inline-block">
                {t('marketplaceBookings.open', { number: b.number })}
              </Anchor>
            </Card>
          );
        })
      )}
    </Stack>
  );
}
