import { Badge, Button, Checkbox, Group, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Product, type Unit, usePatchUnit } from '../../../../api/catalogue.ts';
import { notifyError } from '../../../../components/notify.ts';
import { useCan } from '../../access/index.ts';
import { catalogueError } from '../shared/errors.ts';
import { stateLabel, unitName } from './unitLabels.ts';

/** A unit as a table row; the service switch saves at once. Readers see the row without its changing controls. */
export function UnitRow({
  product,
  unit,
  selected,
  onToggle,
  onEdit,
  onDelete,
  onPeriods,
}: {
  product: Product;
  unit: Unit;
  selected: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onPeriods: () => void;
}) {
  const { t } = useTranslation();
  const patch = usePatchUnit(product.id);
  const canWrite = useCan('catalogue', 'write');
  const name = unitName(unit);
  const setService = (inService: boolean) =>
    patch.mutate(
      { id: unit.id, changes: { inService } },
      { onError: (error) => notifyError(catalogueError(t, error)) },
    );

  return (
    <Table.Tr
      data-testid={`unit-row-${unit.qrCodeValue}`}
      bg={selected ? 'var(--mantine-color-brand-light)' : undefined}
    >
      <Table.Td>
        <Checkbox aria-label={t('catalogue.units.selectOne', { name })} checked={selected} onChange={onToggle} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {unit.serialNumber ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {unit.qrCodeValue}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={unit.state === 'DAMAGED' ? 'red' : 'gray'}>
          {stateLabel(t, unit.state)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={t('catalogue.units.inServiceOne', { name })}
          checked={unit.inService}
          disabled={!canWrite || patch.isPending}
          onChange={(event) => setService(event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{unit.size ?? '—'}</Text>
      </Table.Td>
      <Table.Td maw={220}>
        <Text size="sm" lineClamp={2}>
          {unit.notes ?? ''}
        </Text>
      </Table.Td>
      <Table.Td>
        {canWrite ? (
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={t('catalogue.units.periodsOne', { name, count: unit.unavailabilities.length })}
            onClick={onPeriods}
          >
            {t('catalogue.units.periodsCount', { count: unit.unavailabilities.length })}
          </Button>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {t('catalogue.units.periodsCount', { count: unit.unavailabilities.length })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {canWrite && (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-sm"
              variant="subtle"
              aria-label={t('catalogue.units.editOne', { name })}
              onClick={onEdit}
            >
              {t('common.edit')}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              aria-label={t('catalogue.units.deleteOne', { name })}
              onClick={onDelete}
            >
              {t('catalogue.delete')}
            </Button>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
