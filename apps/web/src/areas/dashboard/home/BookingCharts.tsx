import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Anchor, Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { BookingDay } from '../../../api/home.ts';
import { formatDateParts } from '../../../format/index.ts';
import { useMoney } from '../catalogue/shared/money.ts';
import { bookedOverDays, bookedStarting } from './homeLinks.ts';

/**
 * Bookings and booked revenue of the coming days, by start day. Loaded on the home only (the charting library stays
 * out of the rest of the dashboard). A bar opens the orders of its day; the link under a chart, those of every day.
 */
export default function BookingCharts({ days, today }: { days: BookingDay[]; today: string }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const data = days.map((d) => ({
    day: formatDateParts(d.date, i18n.language, { weekday: 'short', day: 'numeric' }),
    date: d.date,
    orders: d.orders,
    revenue: d.bookedTTC,
  }));
  const totalOrders = days.reduce((n, d) => n + d.orders, 0);
  const totalRevenue = days.reduce((n, d) => n + d.bookedTTC, 0);
  const openDay = (entry: unknown) => {
    const date = (entry as { payload?: { date?: string } })?.payload?.date;
    if (date) navigate(bookedStarting(date));
  };
  const all = bookedOverDays(today, days.length);
  const chart = (key: 'orders' | 'revenue', title: string, total: string, format?: (v: number) => string) => (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <BarChart
          h={200}
          data={data}
          dataKey="day"
          series={[{ name: key, label: title, color: key === 'orders' ? 'blue.6' : 'teal.6' }]}
          valueFormatter={format}
          barProps={{ onClick: openDay, style: { cursor: 'pointer' } }}
          tickLine="y"
        />
        <Anchor component={Link} to={all} size="sm" data-testid={`home-chart-${key}-link`}>
          {total}
        </Anchor>
      </Stack>
    </Card>
  );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {chart(
        'orders',
        t('home.charts.bookings', { count: days.length }),
        t('home.charts.bookingsTotal', { count: totalOrders }),
      )}
      {chart(
        'revenue',
        t('home.charts.revenue', { count: days.length }),
        t('home.charts.revenueTotal', { amount: money.format(totalRevenue) }),
        (v) => money.format(v),
      )}
    </SimpleGrid>
  );
}
