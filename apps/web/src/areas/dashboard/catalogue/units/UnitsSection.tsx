import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Product, type Unit, usePatchUnit, useUpdateUnits } from '../../../../api/catalogue.ts';
import { notifyError, notifySuccess } from '../../../../components/notify.ts';
import { useCan } from '../../access/index.ts';
import { ConfirmModal } from '../shared/ConfirmModal.tsx';
import { catalogueError } from '../shared/errors.ts';
import { BulkAddModal } from './BulkAddModal.tsx';
import { PrintLabelsButton } from './PrintLabelsButton.tsx';
import { UnavailabilityModal } from './UnavailabilityModal.tsx';
import { UnitsTable } from './UnitsTable.tsx';

/** The units of a serialised product: add in bulk, edit, take out of service, remove, print their QR labels. */
export function UnitsSection({ product }: { product: Product }) {
  const { t } = useTranslation();
  const units = product.subProducts;
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Unit | null>(null);
  const [periodsOf, setPeriodsOf] = useState<Unit | null>(null);
  const bulk = useUpdateUnits(product.id);
  const patch = usePatchUnit(product.id);
  const canWrite = useCan('catalogue', 'write');
  const live = selected.filter((id) => units.some((u) => u.id === id));

  const setService = (inService: boolean) =>
    bulk.mutate(
      { ids: live, changes: { inService } },
      {
        onSuccess: (changed) =>
          notifySuccess(
            t(inService ? 'catalogue.units.backInService' : 'catalogue.units.outOfServiceDone', {
              count: changed.length,
            }),
          ),
        onError: (error) => notifyError(catalogueError(t, error)),
      },
    );

  const onDelete = () =>
    deleting &&
    patch.mutate(
      { id: deleting.id, changes: { deleted: true } },
      {
        onSuccess: () => {
          notifySuccess(t('catalogue.units.deleted', { name: deleting.serialNumber ?? deleting.qrCodeValue }));
          setSelected((ids) => ids.filter((id) => id !== deleting.id));
          setDeleting(null);
        },
        onError: (error) => notifyError(catalogueError(t, error)),
      },
    );

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-label={t('catalogue.units.title')}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4">
            {t('catalogue.units.title')}
          </Title>
          <Group gap="xs">
            {canWrite && <Button onClick={() => setAdding(true)}>{t('catalogue.units.add')}</Button>}
            <PrintLabelsButton product={product} selected={live} disabled={units.length === 0} />
          </Group>
        </Group>
        {canWrite && live.length > 0 && (
          <Group gap="xs">
            <Text size="sm">{t('catalogue.units.selected', { count: live.length })}</Text>
            <Button size="compact-sm" variant="light" color="orange" onClick={() => setService(false)}>
              {t('catalogue.units.markOutOfService')}
            </Button>
            <Button size="compact-sm" variant="light" color="teal" onClick={() => setService(true)}>
              {t('catalogue.units.markInService')}
            </Button>
          </Group>
        )}
        {units.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {t('catalogue.units.empty')}
          </Text>
        ) : (
          <UnitsTable
            product={product}
            selected={live}
            onSelect={setSelected}
            onDelete={setDeleting}
            onPeriods={setPeriodsOf}
          />
        )}
      </Stack>
      <BulkAddModal productId={product.id} opened={adding} onClose={() => setAdding(false)} />
      <UnavailabilityModal product={product} unit={periodsOf} onClose={() => setPeriodsOf(null)} />
      <ConfirmModal
        opened={!!deleting}
        title={t('catalogue.units.deleteTitle')}
        text={t('catalogue.units.deleteText', { name: deleting?.serialNumber ?? deleting?.qrCodeValue ?? '' })}
        confirmLabel={t('catalogue.delete')}
        loading={patch.isPending}
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
