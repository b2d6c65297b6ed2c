import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';
import type { OrderView } from '../../../../api/orders.ts';
import type { OrderFormValues } from './orderForm.ts';
import { withOrderSelections } from './packChoices.ts';
import type { EditorCatalogue } from './useEditorCatalogue.ts';

/**
 * Gives the pack lines of an order being changed the products the order has for their category items, once the
 * catalogue (pack items, categories of products) is read: saving without them would let the API choose again.
 */
export function useOrderSelections(
  form: UseFormReturnType<OrderFormValues>,
  order: OrderView | undefined,
  catalogue: EditorCatalogue,
) {
  const restored = useRef<string | null>(null);
  const ready = !!catalogue.items.data;
  useEffect(() => {
    if (!order || !ready || restored.current === order.id) return;
    restored.current = order.id;
    form.setFieldValue(
      'lines',
      withOrderSelections(
        form.getValues().lines,
        order.lines,
        (packId) => catalogue.packItems.get(packId),
        (productId) => catalogue.categoryOf.get(productId),
      ),
    );
  }, [form, order, ready, catalogue]);
}
