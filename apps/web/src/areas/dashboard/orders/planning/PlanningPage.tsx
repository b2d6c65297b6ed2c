import { Alert, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCategories } from '../../../../api/catalogue.ts';
import { useOrdersInsideRange, usePlanningRows } from '../../../../api/orders.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { newOrderUrl } from '../editor/prefill.ts';
import { ORDERS_BASE } from '../OrdersLayout.tsx';
import { useCanWriteOrders } from '../shared/useCanWriteOrders.ts';
import { shopToday, useShopZone } from '../shared/zone.ts';
import { PlanningGrid } from './PlanningGrid.tsx';
import { PlanningLegend } from './PlanningLegend.tsx';
import { PlanningToolbar } from './PlanningToolbar.tsx';
import { type PlanningRow, planningGroups, rowBusy } from './rows.ts';
import { buildTimeline, selectionPeriod, ZOOMS, type Zoom } from './timeline.ts';
import { usePlanningSelection } from './usePlanningSelection.ts';

/**
 * `/dashboard/orders/planning`: units (rows) over hours or days with their bookings as bars. A bar opens its order;
 * a drag over a row (or a click on the first column then the last) opens a new order for that product and period.
 */
export default function PlanningPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const timeZone = useShopZone();
  const canWrite = useCanWriteOrders();
  const [params, setParams] = useSearchParams();
  const today = shopToday(timeZone);
  const zoomParam = params.get('zoom') as Zoom | null;
  const zoom: Zoom = zoomParam && ZOOMS.includes(zoomParam) ? zoomParam : 'week';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(params.get('day') ?? '') ? params.get('day')! : today;
  const category = params.get('category');
  const productFilter = params.get('products') ?? '';
  const productIds = productFilter.split(',').filter(Boolean);
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) value ? next.set(key, value) : next.delete(key);
        return next;
      },
      { replace: true },
    );

  const timeline = useMemo(() => buildTimeline(zoom, day, timeZone), [zoom, day, timeZone]);
  const lastDay = timeline.columns[timeline.columns.length - 1].day;
  const orders = useOrdersInsideRange({ startDate: timeline.from, endDate: lastDay });
  const planning = usePlanningRows({ startDate: timeline.from, endDate: lastDay });
  const categories = useCategories();

  const language = i18n.language as 'fr';
  const categoryName = useMemo(() => {
    const names = new Map(
      (categories.data ?? []).map((c) => [c.id, c.name[language] ?? Object.values(c.name)[0] ?? '']),
    );
    return (id: string | null) => (id ? (names.get(id) ?? '') : '');
  }, [categories.data, language]);
  // Products of a category side by side, categories and products by name.
  const products = useMemo(
    () =>
      [...(planning.data?.products ?? [])].sort(
        (a, b) =>
          categoryName(a.categoryId).localeCompare(categoryName(b.categoryId), language) ||
          a.name.localeCompare(b.name, language),
      ),
    [planning.data, categoryName, language],
  );
  const now = orders.dataUpdatedAt || Date.now();
  const groups = useMemo(() => {
    const ids = productFilter.split(',').filter(Boolean);
    const shown = products.filter(
      (p) => (!category || p.categoryId === category) && (ids.length === 0 || ids.includes(p.id)),
    );
    return planningGroups(shown, orders.data?.orders ?? [], now);
  }, [products, category, productFilter, orders.data, now]);

  const pick = (row: PlanningRow, a: number, b: number) => {
    if (!canWrite) return;
    const period = selectionPeriod(timeline, a, b);
    const busy = rowBusy(row, timeline.columns[Math.min(a, b)].start, timeline.columns[Math.max(a, b)].end);
    navigate(
      newOrderUrl({
        ...period,
        productId: row.productId,
        unitId: row.kind === 'unit' && !busy ? row.unitId : undefined,
      }),
    );
  };
  const { selection, handlers } = usePlanningSelection(timeline, pick, (id) => navigate(`${ORDERS_BASE}/${id}`));

  const usedCategories = new Set(products.map((p) => p.categoryId));
  const rowLabel = (row: PlanningRow) =>
    row.kind === 'unassigned'
      ? t('orders.planning.unassigned')
      : row.kind === 'quantity'
        ? t('orders.planning.stock', { count: row.total ?? 0 })
        : row.label;
  return (
    <Stack gap="sm" data-testid="planning">
      <PlanningToolbar
        timeline={timeline}
        today={today}
        onDay={(value) => set({ day: value === today ? null : value })}
        onZoom={(value) => set({ zoom: value === 'week' ? null : value })}
        categories={(categories.data ?? [])
          .filter((c) => usedCategories.has(c.id))
          .map((c) => ({ value: c.id, label: categoryName(c.id) }))}
        category={category}
        onCategory={(value) => set({ category: value })}
        products={products.map((p) => ({ value: p.id, label: p.name }))}
        productIds={productIds}
        onProducts={(ids) => set({ products: ids.join(',') || null })}
      />
      {canWrite && (
        <Text size="xs" c="gray.7">
          {t('orders.planning.hint')}
        </Text>
      )}
      <PlanningLegend />
      {orders.isError || planning.isError ? (
        <ErrorAlert
          error={orders.error ?? planning.error}
          onRetry={() => Promise.all([orders.refetch(), planning.refetch()])}
        />
      ) : orders.isPending || planning.isPending ? (
        <PageLoader />
      ) : groups.length === 0 ? (
        <Alert color="gray" variant="light">
          {t('orders.planning.empty')}
        </Alert>
      ) : (
        <div style={{ opacity: orders.isPlaceholderData || planning.isPlaceholderData ? 0.6 : 1 }}>
          <PlanningGrid
            timeline={timeline}
            groups={groups}
            selection={selection}
            handlers={handlers}
            rowLabel={rowLabel}
            now={now}
          />
        </div>
      )}
    </Stack>
  );
}
