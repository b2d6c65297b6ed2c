import { ActionIcon, Alert, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Product, type RentalType, type Unit, useSetUnavailability } from '../../../../api/catalogue.ts';
import { DateTimeField } from '../../../../components/dates/fields.tsx';
import { notifySuccess } from '../../../../components/notify.ts';
import { catalogueError } from '../shared/errors.ts';
import { newPeriod, type PeriodRow, periodErrors, periodRows, periodsPayload } from './periods.ts';
import { unitName } from './unitLabels.ts';

/** The periods a unit cannot be rented (repair, event…), for short-term or long-term rental. */
export function UnavailabilityModal({
  product,
  unit,
  onClose,
}: {
  product: Product;
  unit: Unit | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={!!unit}
      onClose={onClose}
      size="lg"
      title={unit ? t('catalogue.periods.title', { name: unitName(unit) }) : ''}
    >
      {unit && <PeriodsForm key={unit.id} product={product} unit={unit} onDone={onClose} />}
    </Modal>
  );
}

function PeriodsForm({ product, unit, onDone }: { product: Product; unit: Unit; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSetUnavailability(product.id);
  const [rentalType, setRentalType] = useState<RentalType>(product.isLCD ? 'LCD' : 'LLD');
  const [rows, setRows] = useState<PeriodRow[]>(() => periodRows(unit.unavailabilities, rentalType));
  const [checked, setChecked] = useState(false);
  const wrong = checked ? periodErrors(rows) : [];
  const update = (key: string, changes: Partial<PeriodRow>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...changes } : row)));

  const switchType = (type: RentalType) => {
    setRentalType(type);
    setRows(periodRows(unit.unavailabilities, type));
    setChecked(false);
  };
  const submit = () => {
    setChecked(true);
    if (periodErrors(rows).length > 0) return;
    save.mutate(
      { subProductId: unit.id, rentalType, periods: periodsPayload(rows) },
      {
        onSuccess: () => {
          notifySuccess(t('catalogue.periods.saved'));
          onDone();
        },
      },
    );
  };

  return (
    <Stack>
      {product.isLCD && product.isLLD && (
        <SegmentedControl
          aria-label={t('catalogue.fields.rental')}
          value={rentalType}
          onChange={(value) => switchType(value as RentalType)}
          data={[
            { value: 'LCD', label: t('catalogue.fields.isLCD') },
            { value: 'LLD', label: t('catalogue.fields.isLLD') },
          ]}
        />
      )}
      {rows.length === 0 && <Text c="dimmed">{t('catalogue.periods.empty')}</Text>}
      {rows.map((row, i) => (
        <Group key={row.key} align="flex-start" gap="xs" wrap="wrap">
          <DateTimeField
            label={t('catalogue.periods.start', { n: i + 1 })}
            value={row.start}
            onChange={(start) => update(row.key, { start })}
            w={{ base: '100%', xs: 170 }}
          />
          <DateTimeField
            label={t('catalogue.periods.end', { n: i + 1 })}
            value={row.end}
            onChange={(end) => update(row.key, { end })}
            error={wrong.includes(i) ? t('catalogue.periods.endAfterStart') : undefined}
            w={{ base: '100%', xs: 170 }}
          />
          <TextInput
            label={t('catalogue.periods.reason', { n: i + 1 })}
            value={row.reason}
            onChange={(event) => update(row.key, { reason: event.currentTarget.value })}
            style={{ flex: 1 }}
            miw={140}
          />
          <ActionIcon
            mt={26}
            variant="subtle"
            color="red"
            aria-label={t('catalogue.periods.remove', { n: i + 1 })}
            onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="light" size="xs" onClick={() => setRows((all) => [...all, newPeriod()])}>
          {t('catalogue.periods.add')}
        </Button>
      </Group>
      {save.isError && (
        <Alert color="red" variant="light">
          {catalogueError(t, save.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          {t('catalogue.periods.save')}
        </Button>
      </Group>
    </Stack>
  );
}
