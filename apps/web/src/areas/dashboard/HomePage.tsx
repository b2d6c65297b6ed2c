import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentMe } from './MeContext.tsx';
import { canSeeEmployees } from './permissions.ts';

export default function HomePage() {
  const { t } = useTranslation();
  const me = useCurrentMe();
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('dashboard.home.welcome', { firstName: me.user.firstName || me.user.email })}
        </Title>
        <Text c="dimmed" data-testid="home-company">
          {t('dashboard.home.company', { company: me.company?.name ?? '' })}
        </Text>
      </Stack>
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
