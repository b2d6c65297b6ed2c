import { Badge, Button, Group, ScrollArea, Stack, Tabs, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useRequestsCount } from '../../../api/counter.ts';
import { useCurrentMe } from '../MeContext.tsx';
import { canAccess } from '../permissions.ts';
import { OrderSettingsDrawer } from './settings/OrderSettingsDrawer.tsx';
import './shared/counter.css';

const BASE = '/dashboard/counter';
const TABS = ['today', 'quick', 'requests', 'waiting-list'] as const;
type Tab = (typeof TABS)[number];

const pathOf = (tab: Tab) => (tab === 'today' ? BASE : `${BASE}/${tab}`);
const LABELS = {
  today: 'counter.tabs.today',
  quick: 'counter.tabs.quick',
  requests: 'counter.tabs.requests',
  'waiting-list': 'counter.tabs.waitingList',
} as const;

/** The counter's screens under one title and tab bar; the quick-order settings for those who may change them. */
export function CounterLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const me = useCurrentMe();
  const count = useRequestsCount();
  const [settingsOpen, settings] = useDisclosure(false);
  const current = TABS.find((tab) => tab !== 'today' && pathname.startsWith(pathOf(tab))) ?? 'today';
  // each order of the inbox once: a request with a message is one entry of the list
  const pending = count.data?.orders ?? 0;

  return (
    <Stack gap="md" className="counter-screen">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('counter.title')}
        </Title>
        {canAccess(me.membership, 'settings', 'write') && (
          <Button variant="default" onClick={settings.open}>
            {t('counter.settings.open')}
          </Button>
        )}
      </Group>
      <ScrollArea type="never">
        <Tabs value={current} onChange={(tab) => tab && navigate(pathOf(tab as Tab))}>
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {TABS.map((tab) => (
              <Tabs.Tab
                key={tab}
                value={tab}
                rightSection={
                  tab === 'requests' && pending > 0 ? (
                    <Badge
                      size="sm"
                      color="red"
                      miw="max-content"
                      style={{ flexShrink: 0 }}
                      data-testid="requests-badge"
                      aria-label={t('counter.requests.pending', { count: pending })}
                    >
                      {pending}
                    </Badge>
                  ) : undefined
                }
              >
                {t(LABELS[tab])}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      </ScrollArea>
      <Outlet />
      <OrderSettingsDrawer opened={settingsOpen} onClose={settings.close} />
    </Stack>
  );
}
