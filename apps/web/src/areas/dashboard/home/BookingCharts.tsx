import { Anchor, Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BookingDay } from '../../../api/home.ts';
import { formatDateParts } from '../../../format/index.ts';
import { useMoney } from '../catalogue/shared/money.ts';
import { type DayBar, DayBarChart } from './DayBarChart.tsx';
import { bookedOverDays, bookedStarting } from './homeLinks.ts';

/**
 * Bookings and booked revenue of the coming days, by start day. A bar opens the orders of its day; the link under a
 * chart, those of every day. Drawn by `DayBarChart` (decision 100).
 */
export function BookingCharts({ days, today }: { days: BookingDay[]; today: string }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const barsOf = (value: (d: BookingDay) => number): DayBar[] =>
    days.map((d) => ({
      date: d.date,
      day: formatDateParts(d.date, i18n.language, { weekday: 'short', day: 'numeric' }),
      fullDay: formatDateParts(d.date, i18n.language, { dateStyle: 'full' }),
      value: value(d),
    }));
  const totalOrders = days.reduce((n, d) => n + d.orders, 0);
  const totalRevenue = days.reduce((n, d) => n + d.bookedTTC, 0);
  const all = bookedOverDays(today, days.length);
  const chart = (key: 'orders' | 'revenue', title: string, total: string, bars: DayBar[], isMoney = false) => (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <DayBarChart
          title={title}
          dayHeader={t('home.charts.day')}
          valueHeader={isMoney ? t('home.charts.amount') : t('home.charts.orders')}
          bars={bars}
          color={key === 'orders' ? 'blue.6' : 'teal.6'}
          whole={!isMoney}
          format={isMoney ? money.format : undefined}
          linkOf={bookedStarting}
        />
        <Anchor component={Link} to={all} size="sm" data-testid={`home-chart-${key}-link`}>
          {total}
        </Anchor>
      </Stack>
    </Card>
  );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="home-charts">
      {chart(
        'orders',
        t('home.charts.bookings', { count: days.length }),
        t('home.charts.bookingsTotal', { count: totalOrders }),
        barsOf((d) => d.orders),
      )}
      {chart(
        'revenue',
        t('home.charts.revenue', { count: days.length }),
        t('home.charts.revenueTotal', { amount: money.format(totalRevenue) }),
        barsOf((d) => d.bookedTTC),
        true,
      )}
    </SimpleGrid>
  );
}
