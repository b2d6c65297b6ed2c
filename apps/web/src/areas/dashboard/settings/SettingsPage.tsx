import { Alert, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ComponentType, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCompanySettings } from '../../../api/settings.ts';
import type { CompanySettings } from '../../../api/types.ts';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { NotFoundPage } from '../../../components/NotFoundPage.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { useCan } from '../access/index.ts';
import { useCurrentMe } from '../MeContext.tsx';
import { CalendarTab } from './calendar/CalendarTab.tsx';
import { CardPaymentsTab } from './card-payments/CardPaymentsTab.tsx';
import { DocumentsTab } from './documents/DocumentsTab.tsx';
import { EmailTemplatesTab } from './email-templates/EmailTemplatesTab.tsx';
import { PaymentsTab } from './payments/PaymentsTab.tsx';
import { SettingsReadOnly } from './sectionForm.ts';
import { ShopTab } from './shop/ShopTab.tsx';
import { StoreTab } from './store/StoreTab.tsx';

const TABS = {
  shop: ShopTab,
  calendar: CalendarTab,
  payments: PaymentsTab,
  'card-payments': CardPaymentsTab,
  documents: DocumentsTab,
  emails: EmailTemplatesTab,
  store: StoreTab,
} satisfies Record<string, ComponentType<{ settings: CompanySettings }>>;
type TabName = keyof typeof TABS;
const isTab = (value: string | undefined): value is TabName => !!value && value in TABS;

/** The settings of the current shop, grouped as its owner thinks of them. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { tab } = useParams();
  const navigate = useNavigate();
  const me = useCurrentMe();
  const canRead = useCan('settings', 'read');
  const readOnly = !useCan('settings', 'write');
  const settings = useCompanySettings(canRead);
  const desktop = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const tabList = useRef<HTMLDivElement>(null);

  // on a phone the tabs scroll sideways: keep the current one in sight
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the tab changes
  useEffect(() => {
    tabList.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [tab]);

  if (!canRead) {
    return (
      <Alert color="gray" variant="light" title={t('errors.codes.forbidden')} maw={640}>
        {t('settings.noAccess')}
      </Alert>
    );
  }
  if (!isTab(tab)) return <NotFoundPage homeHref="/dashboard/settings" />;
  const Tab = TABS[tab];

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('settings.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('settings.subtitle', { company: me.company?.name ?? '' })}
        </Text>
      </Stack>
      {readOnly && (
        <Alert color="gray" variant="light" data-testid="settings-read-only">
          {t('settings.readOnly')}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(next) => next && navigate(`/dashboard/settings/${next}`)}
        orientation={desktop ? 'vertical' : 'horizontal'}
        keepMounted={false}
        variant={desktop ? 'default' : 'pills'}
        styles={{ tabLabel: { textAlign: desktop ? 'left' : 'center' } }}
      >
        <Tabs.List
          ref={tabList}
          aria-label={t('settings.tabs.label')}
          mb={desktop ? 0 : 'md'}
          mr={desktop ? 'lg' : 0}
          style={desktop ? { flex: '0 0 210px' } : { flexWrap: 'nowrap', overflowX: 'auto' }}
        >
          {(Object.keys(TABS) as TabName[]).map((name) => (
            <Tabs.Tab key={name} value={name} style={{ flexShrink: 0 }}>
              {t(`settings.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {(Object.keys(TABS) as TabName[]).map((name) => (
          <Tabs.Panel key={name} value={name} style={{ minWidth: 0, flex: 1 }}>
            {name === tab &&
              (settings.isPending ? (
                <PageLoader />
              ) : settings.isError ? (
                <ErrorAlert error={settings.error} onRetry={() => settings.refetch()} />
              ) : (
                <SettingsReadOnly.Provider value={readOnly}>
                  <Tab settings={settings.data} />
                </SettingsReadOnly.Provider>
              ))}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
