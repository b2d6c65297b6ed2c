import { ActionIcon, Button, Group, NumberInput, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../shared/MoneyInput.tsx';
import type { GridForm } from './PriceGridEditor.tsx';
import { newTier, nextTierDays, type TierRow } from './priceGrid.ts';

/** Editable "N days → price" rows of a grid, at `path` (a list of TierRow) in the form. */
export function DayTiersTable({ form, path, lowSeason }: { form: GridForm; path: string; lowSeason: boolean }) {
  const { t } = useTranslation();
  const rows = path.split('.').reduce((node, key) => node[key], form.getValues()) as TierRow[];
  const label = (text: string) => (lowSeason ? t('catalogue.grid.lowSeasonField', { field: text }) : text);
  const listError = form.errors[path];

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('catalogue.grid.dayTiers')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('catalogue.grid.dayTiersHint')}
      </Text>
      {rows.length > 0 && (
        <Table withTableBorder verticalSpacing={6} aria-label={label(t('catalogue.grid.dayTiers'))}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('catalogue.grid.days')}</Table.Th>
              <Table.Th>{t('catalogue.grid.price')}</Table.Th>
              <Table.Th w={48}>
                <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => (
              <Table.Tr key={row.key}>
                <Table.Td>
                  <NumberInput
                    aria-label={label(t('catalogue.grid.rowDays', { n: i + 1 }))}
                    min={1}
                    allowDecimal={false}
                    allowNegative={false}
                    suffix={` ${t('catalogue.grid.daysSuffix')}`}
                    {...form.getInputProps(`${path}.${i}.days`)}
                  />
                </Table.Td>
                <Table.Td>
                  <MoneyInput
                    aria-label={label(t('catalogue.grid.rowPrice', { n: i + 1 }))}
                    {...form.getInputProps(`${path}.${i}.price`)}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={label(t('catalogue.grid.removeRow', { n: i + 1 }))}
                    onClick={() => form.removeListItem(path, i)}
                  >
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {typeof listError === 'string' && (
        <Text c="red" size="sm">
          {listError}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          aria-label={label(t('catalogue.grid.addRow'))}
          onClick={() => form.insertListItem(path, newTier(nextTierDays(rows)))}
        >
          {t('catalogue.grid.addRow')}
        </Button>
      </Group>
    </Stack>
  );
}
