import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboardHome } from '../../api/home.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { BookingCharts } from './home/BookingCharts.tsx';
import { CategoryUseList } from './home/CategoryUseList.tsx';
import { FigureTile } from './home/FigureTile.tsx';
import { DAY_FIGURES, ordersInState, productsWithUnits, REQUESTS_INBOX } from './home/homeLinks.ts';
import { useCurrentMe } from './MeContext.tsx';
import { canAccess, canSeeEmployees } from './permissions.ts';

/** `/dashboard`: the day of the shop — what leaves, comes back, is late or waits — and the coming bookings. */
export default function HomePage() {
  const { t } = useTranslation();
  const me = useCurrentMe();
  const mayReadFigures = canAccess(me.membership, 'orders') || canAccess(me.membership, 'catalogue');
  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('dashboard.home.welcome', { firstName: me.user.firstName || me.user.email })}
        </Title>
        <Text c="dimmed" data-testid="home-company">
          {t('dashboard.home.company', { company: me.company?.name ?? '' })}
        </Text>
      </Stack>
      {mayReadFigures && <HomeFigures />}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder component={Link} to="/dashboard/account">
          <Text fw={600}>{t('nav.account')}</Text>
          <Text size="sm" c="dimmed">
            {t('dashboard.home.accountCard')}
          </Text>
        </Card>
        {canSeeEmployees(me.membership) && (
          <Card withBorder component={Link} to="/dashboard/employees">
            <Text fw={600}>{t('nav.employees')}</Text>
            <Text size="sm" c="dimmed">
              {t('dashboard.home.employeesCard')}
            </Text>
          </Card>
        )}
      </SimpleGrid>
    </Stack>
  );
}

function HomeFigures() {
  const { t } = useTranslation();
  const home = useDashboardHome();
  if (home.isPending) return <PageLoader />;
  if (home.isError) return <ErrorAlert error={home.error} onRetry={() => home.refetch()} />;
  const { orders, units, today } = home.data;
  return (
    <Stack gap="lg">
      {orders && (
        <section aria-labelledby="home-today">
          <Title order={2} size="h4" mb="xs" id="home-today">
            {t('home.today')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
            {DAY_FIGURES.map((f) => (
              <FigureTile
                key={f.key}
                id={f.key}
                label={t(`home.figures.${f.key}`)}
                value={orders[f.key]}
                to={ordersInState(f.state)}
                alert={f.key === 'late' || f.key === 'noShows'}
              />
            ))}
            <FigureTile id="requests" label={t('home.figures.requests')} value={orders.requests} to={REQUESTS_INBOX} />
            <FigureTile id="messages" label={t('home.figures.messages')} value={orders.messages} to={REQUESTS_INBOX} />
          </SimpleGrid>
        </section>
      )}
      {units && (
        <section aria-labelledby="home-units">
          <Title order={2} size="h4" mb="xs" id="home-units">
            {t('home.units')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
            <FigureTile
              id="maintenance"
              label={t('home.figures.maintenance')}
              value={units.maintenance}
              to={productsWithUnits('MAINTENANCE')}
            />
            <FigureTile
              id="outOfService"
              label={t('home.figures.outOfService')}
              value={units.outOfService}
              to={productsWithUnits('OUT_OF_SERVICE')}
            />
          </SimpleGrid>
        </section>
      )}
      {orders && <BookingCharts days={orders.days} today={today} />}
      {orders && <CategoryUseList categories={orders.utilisation} />}
    </Stack>
  );
}
