import { SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../catalogue/shared/MoneyInput.tsx';
import type { OrderFormValues } from './orderForm.ts';

/** Discount and promo code of the order. */
export function DiscountFields({ form }: { form: UseFormReturnType<OrderFormValues> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <MoneyInput label={t('orders.editor.discount')} {...form.getInputProps('discount')} />
      <TextInput
        label={t('orders.editor.promoCode')}
        {...form.getInputProps('promoCode')}
        styles={{ input: { textTransform: 'uppercase' } }}
      />
    </SimpleGrid>
  );
}

/** Delivery to the customer and collection back, each with its address and price. */
export function DeliveryFields({ form }: { form: UseFormReturnType<OrderFormValues> }) {
  const { t } = useTranslation();
  const delivery = form.getValues().delivery;
  return (
    <Stack gap="sm">
      {(['departure', 'arrival'] as const).map((stop) => (
        <Stack key={stop} gap="xs">
          <Switch
            label={t(`orders.delivery.${stop}`)}
            {...form.getInputProps(`delivery.${stop}.enabled`, { type: 'checkbox' })}
          />
          {delivery[stop].enabled && (
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label={t(`orders.delivery.${stop}Address`)}
                required
                style={{ gridColumn: 'span 2' }}
                {...form.getInputProps(`delivery.${stop}.address`)}
              />
              <MoneyInput label={t(`orders.delivery.${stop}Price`)} {...form.getInputProps(`delivery.${stop}.price`)} />
            </SimpleGrid>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** Notes, external invoice number, pre-booking and booking outside opening hours. */
export function OptionsFields({ form, editing }: { form: UseFormReturnType<OrderFormValues>; editing: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Textarea label={t('orders.fields.notes')} autosize minRows={2} maxRows={8} {...form.getInputProps('notes')} />
      <TextInput label={t('orders.fields.externalInvoiceNumber')} {...form.getInputProps('externalInvoiceNumber')} />
      {!editing && (
        <Switch
          label={t('orders.editor.preBooking')}
          description={t('orders.editor.preBookingHint')}
          {...form.getInputProps('preBooking', { type: 'checkbox' })}
        />
      )}
      <Switch
        label={t('orders.editor.ignoreOpeningHours')}
        description={t('orders.editor.ignoreOpeningHoursHint')}
        {...form.getInputProps('ignoreOpeningHours', { type: 'checkbox' })}
      />
    </Stack>
  );
}
