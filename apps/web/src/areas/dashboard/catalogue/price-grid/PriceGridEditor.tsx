import { Fieldset, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../shared/MoneyInput.tsx';
import { DayTiersTable } from './DayTiersTable.tsx';
import type { PriceGridValues } from './priceGrid.ts';

// biome-ignore lint/suspicious/noExplicitAny: product and pack forms both hold their grid at `priceGrid`
export type GridForm = UseFormReturnType<any>;

/**
 * The price grid of a product or a pack, at `priceGrid` in the form: hourly and half-day prices, day tiers, extra
 * day, and an optional low-season grid with the same fields.
 */
export function PriceGridEditor({ form }: { form: GridForm }) {
  const { t } = useTranslation();
  const grid = form.getValues().priceGrid as PriceGridValues;
  return (
    <Stack gap="md">
      <SeasonGrid form={form} path="priceGrid" />
      <Switch
        label={t('catalogue.grid.withLowSeason')}
        description={t('catalogue.grid.withLowSeasonHint')}
        {...form.getInputProps('priceGrid.withLowSeason', { type: 'checkbox' })}
      />
      {grid.withLowSeason && (
        <Fieldset legend={t('catalogue.grid.lowSeason')}>
          <SeasonGrid form={form} path="priceGrid.lowSeason" lowSeason />
        </Fieldset>
      )}
    </Stack>
  );
}

function SeasonGrid({ form, path, lowSeason = false }: { form: GridForm; path: string; lowSeason?: boolean }) {
  const { t } = useTranslation();
  // Both grids show the same visible labels; the low-season inputs get a distinct accessible name.
  const name = (label: string) => (lowSeason ? t('catalogue.grid.lowSeasonField', { field: label }) : undefined);
  const hourly = t('catalogue.grid.hourly');
  const halfDay = t('catalogue.grid.halfDay');
  const halfDayHours = t('catalogue.grid.halfDayHours');
  const extraDay = t('catalogue.grid.extraDay');
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <MoneyInput label={hourly} aria-label={name(hourly)} {...form.getInputProps(`${path}.hourly`)} />
        <MoneyInput label={halfDay} aria-label={name(halfDay)} {...form.getInputProps(`${path}.halfDay`)} />
        <NumberInput
          label={halfDayHours}
          aria-label={name(halfDayHours)}
          placeholder="4"
          min={0.5}
          max={23.5}
          step={0.5}
          decimalScale={1}
          suffix=" h"
          {...form.getInputProps(`${path}.halfDayHours`)}
        />
      </SimpleGrid>
      <DayTiersTable form={form} path={`${path}.days`} lowSeason={lowSeason} />
      <MoneyInput
        label={extraDay}
        aria-label={name(extraDay)}
        description={t('catalogue.grid.extraDayHint')}
        maw={{ xs: 260 }}
        {...form.getInputProps(`${path}.extraDay`)}
      />
    </Stack>
  );
}
