import { Checkbox, Paper, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product, Unit } from '../../../../api/catalogue.ts';
import { UnitEditRow } from './UnitEditRow.tsx';
import { UnitRow } from './UnitRow.tsx';

export function UnitsTable({
  product,
  selected,
  onSelect,
  onDelete,
  onPeriods,
}: {
  product: Product;
  selected: string[];
  onSelect: (ids: string[]) => void;
  onDelete: (unit: Unit) => void;
  onPeriods: (unit: Unit) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  const units = product.subProducts;
  const all = units.length > 0 && selected.length === units.length;
  const toggle = (id: string) => onSelect(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);

  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={980}>
        <Table verticalSpacing="xs" highlightOnHover aria-label={t('catalogue.units.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('catalogue.units.selectAll')}
                  checked={all}
                  indeterminate={selected.length > 0 && !all}
                  onChange={() => onSelect(all ? [] : units.map((u) => u.id))}
                />
              </Table.Th>
              <Table.Th>{t('catalogue.units.serialNumber')}</Table.Th>
              <Table.Th>{t('catalogue.units.qrCodeValue')}</Table.Th>
              <Table.Th>{t('catalogue.units.state')}</Table.Th>
              <Table.Th>{t('catalogue.units.inService')}</Table.Th>
              <Table.Th>{t('catalogue.units.size')}</Table.Th>
              <Table.Th>{t('catalogue.units.notes')}</Table.Th>
              <Table.Th>{t('catalogue.units.unavailabilities')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {units.map((unit) =>
              editing === unit.id ? (
                <UnitEditRow key={unit.id} product={product} unit={unit} onDone={() => setEditing(null)} />
              ) : (
                <UnitRow
                  key={unit.id}
                  product={product}
                  unit={unit}
                  selected={selected.includes(unit.id)}
                  onToggle={() => toggle(unit.id)}
                  onEdit={() => setEditing(unit.id)}
                  onDelete={() => onDelete(unit)}
                  onPeriods={() => onPeriods(unit)}
                />
              ),
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
