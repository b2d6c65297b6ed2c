import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { type PeriodQuery, useLcdAvailability } from '../../../../api/availability.ts';
import { useOrderableItems } from '../../../../api/orders.ts';
import { epochOfWall, useShopZone } from '../shared/zone.ts';
import type { OrderFormValues } from './orderForm.ts';
import type { PackItem } from './packChoices.ts';

/** The period of the form as the API reads it; null while it is not a valid period. */
function periodQuery(
  values: Pick<OrderFormValues, 'startDay' | 'startTime' | 'endDay' | 'endTime'>,
  timeZone: string,
  excludeOrderId?: string,
): PeriodQuery | null {
  const start = epochOfWall(values.startDay, values.startTime, timeZone);
  const end = epochOfWall(values.endDay, values.endTime, timeZone);
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start) return null;
  return {
    startDate: `${values.startDay}T${values.startTime}`,
    endDate: `${values.endDay}T${values.endTime}`,
    ...(excludeOrderId ? { excludeOrderId } : {}),
  };
}

/**
 * What the editor offers and how much of it is free over the form's period (asked again shortly after the dates
 * change), with the products inside each pack (to place conflicts on pack lines) and the products their category
 * items can be given.
 */
export function useEditorCatalogue(values: OrderFormValues, orderId?: string) {
  const timeZone = useShopZone();
  const items = useOrderableItems();
  const [periodKey] = useDebouncedValue(JSON.stringify(periodQuery(values, timeZone, orderId)), 300);
  const period = useMemo(() => JSON.parse(periodKey) as PeriodQuery | null, [periodKey]);
  const availability = useLcdAvailability(period);
  return useMemo(() => {
    const products = items.data?.products ?? [];
    const packs = items.data?.packs ?? [];
    const categoryOf = new Map(products.map((p) => [p.id, p.productModel.categoryId]));
    const categoryProducts = new Map<string, { id: string; name: string }[]>();
    for (const p of products) {
      const category = p.productModel.categoryId;
      if (category) categoryProducts.set(category, [...(categoryProducts.get(category) ?? []), p]);
    }
    const packItems = new Map<string, PackItem[]>(packs.map((pack) => [pack.id, pack.items]));
    const packProducts = new Map(
      packs.map((pack) => [
        pack.id,
        pack.items.flatMap((i) =>
          i.productId ? [i.productId] : (categoryProducts.get(i.categoryId ?? '') ?? []).map((p) => p.id),
        ),
      ]),
    );
    const answer = availability.data;
    const fresh = !!period && !!answer && !availability.isPlaceholderData;
    return {
      items,
      period,
      availability,
      /** Free counts of the period being shown; undefined while they are being read for new dates. */
      free: fresh ? new Map(answer.items.map((i) => [i.id, i.available])) : undefined,
      packProducts,
      /** The items of each pack, by pack id. */
      packItems,
      /** The short-term products of each category (in name order), by category id. */
      categoryProducts,
      /** The category of each short-term product. */
      categoryOf,
      stockModes: new Map(products.map((p) => [p.id, p.stockMode])),
      names: new Map([...products, ...packs, ...(items.data?.services ?? [])].map((i) => [i.id, i.name])),
    };
  }, [items, period, availability]);
}

export type EditorCatalogue = ReturnType<typeof useEditorCatalogue>;
