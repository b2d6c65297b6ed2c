import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PromoCheck, useCheckPromoCode } from '../../../../api/pricing.ts';
import { DateField } from '../../../../components/dates/fields.tsx';
import { inDayWindow } from '../../../../components/dayBounds.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { useCurrentMe } from '../../MeContext.tsx';
import { dayOf, formatMoney } from '../shared/format.ts';
import { useCurrency } from '../shared/useCanEditPricing.ts';
import { normaliseCode } from './promoCodeForm.ts';

/**
 * "Test this code": asks the public check the online store uses, for a total and a rental start, and shows
 * whether the code applies and how much it takes off.
 */
export function PromoCodeTester({ code, onCodeChange }: { code: string; onCodeChange: (code: string) => void }) {
  const { t } = useTranslation();
  const me = useCurrentMe();
  const currency = useCurrency();
  const check = useCheckPromoCode();
  const [total, setTotal] = useState<number | string>(100);
  const [date, setDate] = useState(dayOf(new Date()));
  const companyId = me.company?.id ?? '';
  const ready = code.trim().length > 0 && total !== '' && Number(total) >= 0 && inDayWindow(date);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="promo-tester-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) check.mutate({ companyId, code: code.trim(), total: Number(total), date });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="promo-tester-title">
            {t('pricing.promo.tester.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label={t('pricing.promo.tester.code')}
              value={code}
              onChange={(event) => onCodeChange(normaliseCode(event.currentTarget.value))}
            />
            <NumberInput
              label={t('pricing.promo.tester.total')}
              value={total}
              onChange={setTotal}
              min={0}
              decimalScale={2}
              allowNegative={false}
              rightSection={currency.symbol}
            />
            <DateField label={t('pricing.promo.tester.date')} value={date} onChange={(value) => setDate(value)} />
          </SimpleGrid>
          <Group>
            <Button type="submit" variant="light" disabled={!ready} loading={check.isPending}>
              {t('pricing.promo.tester.submit')}
            </Button>
          </Group>
          {check.isError && <ErrorAlert error={check.error} />}
          {check.data && <CheckResult result={check.data} currency={currency.code} />}
        </Stack>
      </form>
    </Paper>
  );
}

function CheckResult({ result, currency }: { result: PromoCheck; currency: string }) {
  const { t, i18n } = useTranslation();
  if (result.valid) {
    return (
      <Alert color="teal" variant="light" title={t('pricing.promo.tester.valid', { code: result.code })}>
        <Text size="sm" data-testid="promo-check-discount">
          {t('pricing.promo.tester.discount', { amount: formatMoney(result.discount, currency, i18n.language) })}
        </Text>
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" title={t('pricing.promo.tester.invalid', { code: result.code })}>
      <Text size="sm" data-testid="promo-check-reason">
        {result.reason ? t(`pricing.promo.reasons.${result.reason}`) : result.message}
      </Text>
    </Alert>
  );
}
