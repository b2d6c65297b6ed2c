import { Alert, Box, Button, Grid, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { availabilityKeys } from '../../../../api/availability.ts';
import { type OrderView, useSaveOrder } from '../../../../api/orders.ts';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../../components/notify.ts';
import { notEnoughText } from '../editor/ConflictNotice.tsx';
import { CustomerField } from '../editor/CustomerField.tsx';
import {
  type Conflict,
  conflictsOf,
  lineProducts,
  periodFrom,
  placeConflicts,
  unitProblemOf,
  withReplacement,
} from '../editor/conflicts.ts';
import { DeliveryFields, DiscountFields, OptionsFields } from '../editor/ExtrasFields.tsx';
import { ItemPicker } from '../editor/ItemPicker.tsx';
import { LineRow } from '../editor/LineRow.tsx';
import { addItem, overbookedLines } from '../editor/limits.ts';
import {
  emptyOrder,
  formFieldOf,
  fromOrder,
  lineKey,
  type OrderFormValues,
  type OrderPrefill,
  toOrderBody,
} from '../editor/orderForm.ts';
import { PeriodFields } from '../editor/PeriodFields.tsx';
import { PriceSummary, useOrderPreview } from '../editor/PriceSummary.tsx';
import { isChoicesErrorPath } from '../editor/packChoices.ts';
import { todayPeriod } from '../editor/periodPresets.ts';
import { useEditorCatalogue } from '../editor/useEditorCatalogue.ts';
import { useOrderSelections } from '../editor/useOrderSelections.ts';
import { orderValidation } from '../editor/validation.ts';
import { Section } from '../shared/Section.tsx';
import { useShopZone } from '../shared/zone.ts';

const OPENING_PROBLEMS = ['closedDate', 'closedDay', 'outsideOpeningHours'] as const;

/**
 * Writes a new order or changes one: period, lines with live availability (never more than is free) and price,
 * customer, discount, delivery, notes. A 409 `notAvailable` answer shows under the lines it concerns, with the next
 * free date and similar free products as one-click fixes.
 */
export function OrderEditor({
  order,
  prefill,
  onSaved,
  onCancel,
}: {
  order?: OrderView;
  prefill?: OrderPrefill;
  onSaved: (order: OrderView) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const timeZone = useShopZone();
  const save = useSaveOrder();
  const queryClient = useQueryClient();
  const initialValues = useMemo(
    () => (order ? fromOrder(order, timeZone) : emptyOrder(todayPeriod(timeZone), prefill)),
    [order, prefill, timeZone],
  );
  const form = useForm<OrderFormValues>({ initialValues, validate: orderValidation(t, timeZone) });
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const values = form.getValues();
  const catalogue = useEditorCatalogue(values, order?.id);
  useOrderSelections(form, order, catalogue);
  const preview = useOrderPreview(values, catalogue.period);
  const placed = placeConflicts(values.lines, conflicts, lineProducts(catalogue.packProducts));
  const overbooked = overbookedLines(values.lines, catalogue.free);
  const opening = catalogue.availability.data?.opening;

  const submit = form.onSubmit(async (submitted) => {
    setConflicts([]);
    try {
      const saved = await save.mutateAsync({ id: order?.id, body: toOrderBody(submitted) });
      notifySuccess(
        order
          ? t('orders.editor.updated', { number: saved.number })
          : t('orders.editor.created', { number: saved.number }),
      );
      onSaved(saved);
    } catch (error) {
      const found = conflictsOf(error);
      if (found) {
        setConflicts(found);
        // What is free has changed since it was read: the limits of the lines follow.
        queryClient.invalidateQueries({ queryKey: availabilityKeys.all });
        return;
      }
      const unit = unitProblemOf(submitted, error);
      if (unit) {
        form.setFieldError(
          `lines.${unit.line}.subProductIds`,
          t(`orders.conflict.${unit.code}`, { qrCodeValue: unit.qrCodeValue, orderNumber: unit.orderNumber ?? '?' }),
        );
        return;
      }
      const raw = (error as { details?: { field?: unknown } }).details?.field;
      const field = typeof raw === 'string' ? formFieldOf(submitted, raw) : undefined;
      const reason = (error as { code?: string; details?: { reason?: unknown } }).details?.reason;
      const message =
        (error as { code?: string }).code === 'shopClosed' && OPENING_PROBLEMS.includes(reason as never)
          ? t(`orders.opening.${reason as (typeof OPENING_PROBLEMS)[number]}`)
          : field && isChoicesErrorPath(field)
            ? t('orders.editor.packChoiceRefused')
            : errorMessage(t, error);
      // A pack line left to automatic choices has no `selections` value to hang the error on, hence no path check.
      if (field) form.setFieldError(field, message);
      else notifyError(message);
    }
  });

  const moveTo = (nextFreeAt: string) => {
    const period = periodFrom(values, nextFreeAt, timeZone);
    if (period) form.setValues(period);
    setConflicts([]);
  };
  const replace = (key: string) => (alternative: Conflict['alternatives'][number]) => {
    form.setFieldValue('lines', withReplacement(values, key, alternative));
    setConflicts((list) => list.filter((c) => !placed.byLine.get(key)?.includes(c)));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Section title={t('orders.editor.period')}>
              <PeriodFields form={form} />
              {opening && !opening.open && !values.ignoreOpeningHours && (
                <Alert color="orange" variant="light" p="xs" title={t('orders.editor.closed')}>
                  <List size="sm">
                    {opening.problems.map((p) => (
                      <List.Item key={`${p.field}-${p.code}`}>{t(`orders.opening.${p.code}`)}</List.Item>
                    ))}
                  </List>
                </Alert>
              )}
            </Section>
            <Section title={t('orders.editor.items')}>
              <ItemPicker
                catalogue={catalogue}
                lines={values.lines}
                onAdd={(item) => form.setFieldValue('lines', addItem(values.lines, item, catalogue.free, lineKey))}
              />
              {form.errors.lines && (
                <Text c="red" size="sm" role="alert">
                  {form.errors.lines}
                </Text>
              )}
              <Stack
                gap="xs"
                component="ul"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label={t('orders.editor.lines')}
              >
                {values.lines.map((line, index) => (
                  <LineRow
                    key={line.key}
                    form={form}
                    index={index}
                    catalogue={catalogue}
                    price={preview.linePrices.get(line.key)}
                    conflicts={placed.byLine.get(line.key) ?? []}
                    overbooked={overbooked.has(line.key)}
                    onMoveTo={moveTo}
                    onReplace={replace(line.key)}
                  />
                ))}
              </Stack>
              {placed.unplaced.length > 0 && (
                <Alert color="red" variant="light" role="alert">
                  {placed.unplaced.map((c) => notEnoughText(t, c)).join(' · ')}
                </Alert>
              )}
            </Section>
            <Section title={t('orders.editor.customer')}>
              <CustomerField form={form} initial={order?.customer} />
            </Section>
            <Section title={t('orders.editor.discounts')}>
              <DiscountFields form={form} />
            </Section>
            <Section title={t('orders.editor.delivery')}>
              <DeliveryFields form={form} />
            </Section>
            <Section title={t('orders.editor.options')}>
              <OptionsFields form={form} editing={!!order} />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Box pos="sticky" top={76}>
            <Paper withBorder p="md" component="section" aria-label={t('orders.price.title')}>
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t('orders.price.title')}
                </Title>
                <PriceSummary values={values} preview={preview} />
                {overbooked.size > 0 && (
                  <Text c="red" size="sm" role="alert">
                    {t('orders.editor.fixOverbooked')}
                  </Text>
                )}
                <Group grow>
                  <Button variant="default" onClick={onCancel}>
                    {t('common.cancel')}
                  </Button>
                  <Button type="submit" loading={save.isPending} disabled={overbooked.size > 0}>
                    {order ? t('common.save') : t('orders.editor.book')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          </Box>
        </Grid.Col>
      </Grid>
    </form>
  );
}
