import { Alert, Button, Group, Loader, MultiSelect, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllocatableUnits } from '../../../../api/availability.ts';
import { type OrderView, useReadyToGo } from '../../../../api/orders.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { FormModal } from '../../../../components/FormModal.tsx';
import { notifySuccess } from '../../../../components/notify.ts';

const unitLabel = (u: { qrCodeValue: string; size: string | null; serialNumber: string | null }) =>
  [u.qrCodeValue, u.size, u.serialNumber].filter(Boolean).join(' · ');

/** QR values typed or scanned one after another (spaces, commas or new lines between them). */
export const qrValuesOf = (text: string) => [...new Set(text.split(/[\s,;]+/).filter(Boolean))];

/**
 * Hands the order out: every serialised product needs its units, chosen among the free ones or named by their QR
 * codes; units given earlier go out with them.
 */
export function HandOutModal({ order, opened, onClose }: { order: OrderView; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('orders.handOut.title', { number: order.number })}>
      <HandOutForm order={order} onClose={onClose} />
    </FormModal>
  );
}

function HandOutForm({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const { t } = useTranslation();
  const holds = useAllocatableUnits(order.id);
  const readyToGo = useReadyToGo(order.id);
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const [typed, setTyped] = useState('');

  if (holds.isPending) return <Loader size="sm" />;
  if (holds.isError) return <ErrorAlert error={holds.error} onRetry={() => holds.refetch()} />;
  const serialised = holds.data.filter((h) => h.stockMode === 'SERIALIZED');
  const submit = () =>
    readyToGo.mutate(
      { subProductIds: Object.values(chosen).flat(), qrCodeValues: qrValuesOf(typed) },
      {
        onSuccess: () => {
          notifySuccess(t('orders.handOut.done', { number: order.number }));
          onClose();
        },
      },
    );

  return (
    <Stack gap="sm">
      {serialised.length === 0 && <Text size="sm">{t('orders.handOut.nothingToChoose')}</Text>}
      {serialised.map((hold) => {
        const missing = hold.quantity - hold.assigned.length;
        return (
          <Stack key={hold.reservationId} gap={4}>
            <Text size="sm" fw={500}>
              {hold.name} · {t('orders.handOut.given', { given: hold.assigned.length, total: hold.quantity })}
            </Text>
            {hold.assigned.length > 0 && (
              <Text size="xs" c="dimmed">
                {hold.assigned.map(unitLabel).join(', ')}
              </Text>
            )}
            {missing > 0 && (
              <MultiSelect
                label={t('orders.handOut.unitsFor', { name: hold.name })}
                data={hold.free.map((u) => ({ value: u.id, label: unitLabel(u) }))}
                value={chosen[hold.reservationId] ?? []}
                onChange={(ids) => setChosen((c) => ({ ...c, [hold.reservationId]: ids }))}
                maxValues={missing}
                searchable
                nothingFoundMessage={t('orders.editor.noFreeUnit')}
              />
            )}
          </Stack>
        );
      })}
      <Textarea
        label={t('orders.handOut.qrCodes')}
        description={t('orders.handOut.qrCodesHint')}
        autosize
        minRows={2}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
      />
      {readyToGo.isError && <ErrorAlert error={readyToGo.error} />}
      {serialised.some((h) => h.free.length + h.assigned.length < h.quantity) && (
        <Alert color="orange" variant="light" p="xs">
          {t('orders.handOut.short')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={submit} loading={readyToGo.isPending}>
          {t('orders.handOut.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
