import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useMoney } from './money.ts';

/** An amount in the company currency: 2 decimals, never negative, the interface language's decimal mark. */
export function MoneyInput(props: NumberInputProps) {
  const money = useMoney();
  return (
    <NumberInput
      min={0}
      decimalScale={2}
      fixedDecimalScale
      decimalSeparator={money.decimalSeparator}
      allowNegative={false}
      hideControls
      rightSection={money.symbol}
      rightSectionPointerEvents="none"
      {...props}
    />
  );
}
