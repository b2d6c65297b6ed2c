import { Button, Group, NumberInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type IssuedInvoice, useIssueCreditNote } from '../../../../../api/invoices.ts';
import { FormModal } from '../../../../../components/FormModal.tsx';
import { notifySuccess } from '../../../../../components/notify.ts';
import { useFormat } from '../../../../../format/index.ts';
import { invoiceErrorMessage } from './invoiceErrors.ts';

const cents = (amount: number) => Math.round(amount * 100);

/** What each line of the invoice still has to credit, from its credit notes. */
function leftByLine(invoice: IssuedInvoice) {
  const credited = new Map<number, number>();
  for (const note of invoice.creditNotes)
    for (const l of note.lines) credited.set(l.position, (credited.get(l.position) ?? 0) + cents(l.totalTTC));
  return invoice.lines.map((l) => ({ line: l, left: (cents(l.totalTTC) - (credited.get(l.position) ?? 0)) / 100 }));
}

/** A credit note of an invoice: all it has left, or chosen amounts per line, with a reason. */
export function CreditNoteModal({ invoice, onClose }: { invoice: IssuedInvoice; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: number) => format.money(amount, invoice.currency);
  const credit = useIssueCreditNote();
  const [mode, setMode] = useState<'whole' | 'lines'>('whole');
  const [amounts, setAmounts] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const lines = leftByLine(invoice).filter((l) => l.left > 0);
  const submit = () => {
    const chosen = Object.entries(amounts)
      .filter(([, amount]) => amount > 0)
      .map(([position, amount]) => ({ position: Number(position), amount }));
    if (mode === 'lines' && chosen.length === 0) return setProblem(t('invoices.credit.nothing'));
    setProblem(null);
    credit.mutate(
      {
        invoiceId: invoice.id,
        body: { ...(mode === 'lines' ? { lines: chosen } : {}), reason: reason.trim() || null },
      },
      {
        onSuccess: (note) => {
          notifySuccess(t('invoices.card.creditIssued', { number: note.number }));
          onClose();
        },
        onError: (error) => setProblem(invoiceErrorMessage(t, error)),
      },
    );
  };
  return (
    <FormModal opened onClose={onClose} title={t('invoices.credit.title', { number: invoice.number })} size="md">
      <Stack gap="sm">
        <Radio.Group value={mode} onChange={(value) => setMode(value as 'whole' | 'lines')}>
          <Stack gap={6}>
            <Radio value="whole" label={t('invoices.credit.whole', { amount: money(invoice.remaining) })} />
            <Radio value="lines" label={t('invoices.credit.someLines')} />
          </Stack>
        </Radio.Group>
        {mode === 'lines' &&
          lines.map(({ line, left }) => (
            <NumberInput
              key={line.position}
              label={t('invoices.credit.lineAmount', {
                label: line.kind === 'delivery' ? t('invoices.card.delivery') : line.label,
                left: money(left),
              })}
              min={0}
              max={left}
              decimalScale={2}
              value={amounts[line.position] ?? ''}
              onChange={(value) => setAmounts((a) => ({ ...a, [line.position]: Number(value) || 0 }))}
            />
          ))}
        <TextInput
          label={t('invoices.credit.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Text size="xs" c="dimmed">
          {t('invoices.credit.warning')}
        </Text>
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('invoices.card.cancel')}
          </Button>
          <Button color="orange" loading={credit.isPending} onClick={submit}>
            {t('invoices.credit.submit')}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
