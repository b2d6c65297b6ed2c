import { Button, Checkbox, Collapse, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../components/dates/fields.tsx';
import { CREATED_FROM, ORDER_STATES, PAYMENT_STATUSES, PERIODS, type PeriodChoice } from './listParams.ts';
import type { OrderListParams } from './useOrderListParams.ts';

/** Period, states, searches, channel and payment filters of the orders list (on a phone, the rarer ones fold). */
export function OrderFilters({ list }: { list: OrderListParams }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const [opened, { toggle }] = useDisclosure(false);
  const more =
    list.states.length +
    list.createdFrom.length +
    list.payment.length +
    (list.productText ? 1 : 0) +
    (list.startsInRange ? 1 : 0);
  const main = (
    <>
      <Select
        label={t('orders.list.period')}
        data={PERIODS.map((p) => ({ value: p, label: t(`orders.list.periods.${p}`) }))}
        value={list.period}
        onChange={(value) => value && list.setPeriod(value as PeriodChoice)}
        allowDeselect={false}
      />
      {list.period === 'custom' && (
        <>
          <DateField
            label={t('orders.list.from')}
            value={list.custom.from}
            onChange={(value) => list.setCustom({ from: value })}
          />
          <DateField
            label={t('orders.list.to')}
            value={list.custom.to}
            onChange={(value) => list.setCustom({ to: value })}
          />
        </>
      )}
      <TextInput
        type="search"
        label={t('orders.list.searchCustomer')}
        placeholder={t('orders.list.searchCustomerPlaceholder')}
        value={list.customerText}
        onChange={(e) => list.setCustomerText(e.currentTarget.value)}
      />
    </>
  );
  const rest = <RareFilters list={list} />;
  if (!phone) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {main}
        {rest}
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="sm">
      {main}
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={toggle}
        aria-expanded={opened}
        style={{ alignSelf: 'flex-start' }}
      >
        {opened ? t('orders.list.fewerFilters') : t('orders.list.moreFilters', { count: more })}
      </Button>
      <Collapse expanded={opened}>
        <Stack gap="sm">{rest}</Stack>
      </Collapse>
    </Stack>
  );
}

function RareFilters({ list }: { list: OrderListParams }) {
  const { t } = useTranslation();
  return (
    <>
      <MultiSelect
        label={t('orders.list.states')}
        placeholder={list.states.length ? undefined : t('orders.list.allStates')}
        data={ORDER_STATES.map((s) => ({ value: s, label: t(`orders.states.${s}`) }))}
        value={list.states}
        onChange={list.setStates}
        clearable
      />
      <TextInput
        type="search"
        label={t('orders.list.searchProducts')}
        value={list.productText}
        onChange={(e) => list.setProductText(e.currentTarget.value)}
      />
      <MultiSelect
        label={t('orders.list.createdFrom')}
        placeholder={list.createdFrom.length ? undefined : t('orders.list.allChannels')}
        data={CREATED_FROM.map((c) => ({ value: c, label: t(`orders.createdFrom.${c}`) }))}
        value={list.createdFrom}
        onChange={list.setCreatedFrom}
        clearable
      />
      <MultiSelect
        label={t('orders.list.payment')}
        placeholder={list.payment.length ? undefined : t('orders.list.allPayments')}
        data={PAYMENT_STATUSES.map((p) => ({ value: p, label: t(`orders.payment.${p}`) }))}
        value={list.payment}
        onChange={list.setPayment}
        clearable
      />
      <Checkbox
        label={t('orders.list.startsInRange')}
        checked={list.startsInRange}
        onChange={(e) => list.setStartsInRange(e.currentTarget.checked)}
        style={{ alignSelf: 'end' }}
        py={8}
      />
    </>
  );
}
