import { Stack } from '@mantine/core';
import type { CompanySettings } from '../../../../api/types.ts';
import { CancellationSection } from './CancellationSection.tsx';
import { CategoryDiscountsSection } from './CategoryDiscountsSection.tsx';
import { DepositSection } from './DepositSection.tsx';
import { InsuranceSection } from './InsuranceSection.tsx';
import { PartPaymentSection } from './PartPaymentSection.tsx';
import { VatSection } from './VatSection.tsx';

/** Money matters: taxes, deposits, part payments, cancellations, rental insurance and discounts by rental length. */
export function PaymentsTab({ settings }: { settings: CompanySettings }) {
  return (
    <Stack gap="lg">
      <VatSection settings={settings} />
      <DepositSection settings={settings} />
      <PartPaymentSection settings={settings} />
      <CancellationSection settings={settings} />
      <InsuranceSection settings={settings} />
      <CategoryDiscountsSection settings={settings} />
    </Stack>
  );
}
