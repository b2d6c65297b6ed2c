import { Alert, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { NotFoundPage } from '../../../components/NotFoundPage.tsx';
import { ReadOnlyNotice } from '../access/index.ts';
import { useCurrentMe } from '../MeContext.tsx';
import { canAccess } from '../permissions.ts';
import { PeriodicDiscountsPage } from './discounts/PeriodicDiscountsPage.tsx';
import { PromoCodesPage } from './promo/PromoCodesPage.tsx';
import { PriceRulesPage } from './rules/PriceRulesPage.tsx';
import { ProductSetupPage } from './setup/ProductSetupPage.tsx';
import { UniversesPage } from './universes/UniversesPage.tsx';

const BASE = '/dashboard/pricing';
const TABS = {
  rules: PriceRulesPage,
  discounts: PeriodicDiscountsPage,
  'promo-codes': PromoCodesPage,
  universes: UniversesPage,
  setup: ProductSetupPage,
};
type Tab = keyof typeof TABS;
const TAB_LABELS = {
  rules: 'pricing.tabs.rules',
  discounts: 'pricing.tabs.discounts',
  'promo-codes': 'pricing.tabs.promoCodes',
  universes: 'pricing.tabs.universes',
  setup: 'pricing.tabs.setup',
} as const satisfies Record<Tab, string>;

/** `/dashboard/pricing/*`: price rules, periodic discounts, promo codes, universes and product setup, one tab each. */
export default function PricingArea() {
  const { t } = useTranslation();
  const me = useCurrentMe();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = (Object.keys(TABS) as Tab[]).find((tab) => pathname.startsWith(`${BASE}/${tab}`)) ?? null;

  if (!canAccess(me.membership, 'catalogue')) {
    return (
      <Alert color="gray" variant="light" title={t('errors.codes.forbidden')} maw={640}>
        {t('pricing.noAccess')}
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('pricing.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('pricing.subtitle')}
        </Text>
      </Stack>
      <Tabs value={current} onChange={(tab) => tab && navigate(`${BASE}/${tab}`)}>
        <Tabs.List aria-label={t('pricing.tabs.label')} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {(Object.keys(TABS) as Tab[]).map((tab) => (
            <Tabs.Tab key={tab} value={tab} style={{ flexShrink: 0 }}>
              {t(TAB_LABELS[tab])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ReadOnlyNotice area="pricing" />
      <Routes>
        <Route index element={<Navigate to="rules" replace />} />
        {(Object.entries(TABS) as [Tab, () => React.JSX.Element][]).map(([tab, Page]) => (
          <Route key={tab} path={tab} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage homeHref={BASE} />} />
      </Routes>
    </Stack>
  );
}
