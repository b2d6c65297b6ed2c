import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { ReadOnlyNotice, useCan } from '../access/index.ts';

const BASE = '/dashboard/catalogue';
const TABS = ['products', 'packs', 'services'] as const;
type Tab = (typeof TABS)[number];

const pathOf = (tab: Tab) => (tab === 'products' ? BASE : `${BASE}/${tab}`);

/** The catalogue's lists under one title, one tab each. */
export function CatalogueLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const canWrite = useCan('catalogue', 'write');
  const current = TABS.find((tab) => tab !== 'products' && pathname.startsWith(pathOf(tab))) ?? 'products';
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('catalogue.title')}
        </Title>
        <Button component={Link} to={`${BASE}/import`} variant="light">
          {canWrite ? t('catalogue.transfer.title') : t('catalogue.transfer.export')}
        </Button>
      </Group>
      <Tabs value={current} onChange={(tab) => tab && navigate(pathOf(tab as Tab))}>
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`catalogue.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ReadOnlyNotice area="catalogue" />
      <Outlet />
    </Stack>
  );
}
