import { Button, Checkbox, Group, Loader, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllocatableUnits } from '../../../../api/availability.ts';
import { type OrderView, useReturnProducts } from '../../../../api/orders.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { FormModal } from '../../../../components/FormModal.tsx';
import { notifySuccess } from '../../../../components/notify.ts';

/** How many of each quantity product are still out: booked less returned, over every line of it. */
export function outstandingQuantities(order: Pick<OrderView, 'lines'>, quantityProducts: ReadonlySet<string>) {
  const out = new Map<string, { name: string; count: number }>();
  for (const line of order.lines) {
    if (line.kind !== 'product' || !quantityProducts.has(line.itemId)) continue;
    const entry = out.get(line.itemId) ?? { name: line.name, count: 0 };
    entry.count += line.quantity - line.returnedQuantity;
    out.set(line.itemId, entry);
  }
  return [...out].filter(([, e]) => e.count > 0).map(([productId, e]) => ({ productId, ...e }));
}

/** Takes back units that are out (all ticked at first) and quantities; when everything is back the order ends. */
export function ReturnModal({ order, opened, onClose }: { order: OrderView; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('orders.takeBack.title', { number: order.number })}>
      <ReturnForm order={order} onClose={onClose} />
    </FormModal>
  );
}

function ReturnForm({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const { t } = useTranslation();
  const holds = useAllocatableUnits(order.id);
  const returnProducts = useReturnProducts(order.id);
  const out = order.units.filter((u) => u.status === 'USED');
  const [units, setUnits] = useState<string[]>(out.map((u) => u.subProductId));
  const [counts, setCounts] = useState<Record<string, number>>({});

  if (holds.isPending) return <Loader size="sm" />;
  if (holds.isError) return <ErrorAlert error={holds.error} onRetry={() => holds.refetch()} />;
  const quantityProducts = new Set(holds.data.filter((h) => h.stockMode === 'QUANTITY').map((h) => h.productId));
  const quantities = outstandingQuantities(order, quantityProducts);
  const countOf = (productId: string, max: number) => counts[productId] ?? max;
  const submit = () =>
    returnProducts.mutate(
      {
        subProductIds: units,
        quantities: quantities
          .map((q) => ({ productId: q.productId, quantity: countOf(q.productId, q.count) }))
          .filter((q) => q.quantity > 0),
      },
      {
        onSuccess: (saved) => {
          notifySuccess(
            saved.status === 'ENDED'
              ? t('orders.takeBack.ended', { number: order.number })
              : t('orders.takeBack.done', { number: order.number }),
          );
          onClose();
        },
      },
    );

  return (
    <Stack gap="sm">
      {out.length > 0 && (
        <Checkbox.Group label={t('orders.takeBack.units')} value={units} onChange={setUnits}>
          <Stack gap={6} mt={6}>
            {out.map((u) => (
              <Checkbox
                key={u.subProductId}
                value={u.subProductId}
                label={[u.qrCodeValue, u.serialNumber].filter(Boolean).join(' · ')}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      {quantities.map((q) => (
        <NumberInput
          key={q.productId}
          label={t('orders.takeBack.quantityOf', { name: q.name, count: q.count })}
          min={0}
          max={q.count}
          allowDecimal={false}
          clampBehavior="strict"
          value={countOf(q.productId, q.count)}
          onChange={(value) => setCounts((c) => ({ ...c, [q.productId]: Number(value) || 0 }))}
        />
      ))}
      {out.length === 0 && quantities.length === 0 && <Text size="sm">{t('orders.takeBack.nothingOut')}</Text>}
      {returnProducts.isError && <ErrorAlert error={returnProducts.error} />}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          onClick={submit}
          loading={returnProducts.isPending}
          disabled={units.length === 0 && quantities.every((q) => countOf(q.productId, q.count) === 0)}
        >
          {t('orders.takeBack.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
