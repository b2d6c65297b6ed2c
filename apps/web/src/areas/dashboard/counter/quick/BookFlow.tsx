import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CounterOrder, useQuickBook } from '../../../../api/counter.ts';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../../components/notify.ts';
import { ReadOnlyNotice, useCan } from '../../access/index.ts';
import { useShopZone, wallClock } from '../shared/shopTime.ts';
import { BookedPanel } from './BookedPanel.tsx';
import { type BookProblem, bookPayload, bookProblems, priceItems } from './bookPayload.ts';
import { type CustomerChoiceValue, CustomerPicker } from './CustomerPicker.tsx';
import { EndTimePicker } from './EndTimePicker.tsx';
import { endIn } from './endTime.ts';
import { ManualUnitsPicker } from './ManualUnitsPicker.tsx';
import type { QuickMode } from './modes.ts';
import { refusalOf } from './refusal.ts';
import { SaveRefusalNotice } from './SaveRefusalNotice.tsx';
import { ScanFeedback } from './ScanFeedback.tsx';
import { ScannedList } from './ScannedList.tsx';
import { ScanPanel } from './ScanPanel.tsx';
import { type SaveRefusal, saveRefusalOf } from './saveRefusal.ts';
import { useScanSession } from './useScanSession.ts';
import { WalkInPrice } from './WalkInPrice.tsx';

/** Book at the counter: scan the units the customer takes, until when, who; the order starts now. */
export function BookFlow({ mode }: { mode: QuickMode }) {
  const { t } = useTranslation();
  const zone = useShopZone();
  const scan = useScanSession({});
  const book = useQuickBook();
  const [end, setEnd] = useState(() => endIn(2, Date.now(), zone));
  const [customer, setCustomer] = useState<CustomerChoiceValue>({ kind: 'existing', id: null });
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<SaveRefusal | null>(null);
  const [booked, setBooked] = useState<CounterOrder | null>(null);
  const [handOut, setHandOut] = useState(false);
  const start = wallClock(Date.now(), zone);
  const units = scan.state.units;
  const items = useMemo(() => priceItems(units), [units]);
  const canWrite = useCan('counter', 'write');
  const problems = checked ? bookProblems({ units, start, end, customer }) : [];
  const problem = (p: BookProblem) => (problems.includes(p) ? t(`counter.book.problems.${p}`) : null);

  if (booked) {
    return (
      <BookedPanel
        order={booked}
        onNext={() => {
          setBooked(null);
          setChecked(false);
          setCustomer({ kind: 'existing', id: null });
          scan.dispatch({ type: 'cleared' });
        }}
      />
    );
  }

  /** Books; `out`: the units are handed out in the same step (the last choice is kept for "book anyway"). */
  const submit = (ignoreOpeningHours = false, out = handOut) => {
    setChecked(true);
    setRefusal(null);
    setHandOut(out);
    const input = { units, start: wallClock(Date.now(), zone), end, customer, ignoreOpeningHours, handOut: out };
    if (bookProblems(input).length > 0) return;
    const codes = units.map((u) => u.qrCodeValue);
    book.mutate(bookPayload(input), {
      onSuccess: (order) => {
        if (order.status === 'IN_PROGRESS') notifySuccess(t('counter.handOut.done', { number: order.number }));
        setBooked(order);
      },
      onError: (error) => {
        const verdict = refusalOf(error, codes);
        if (verdict) return scan.dispatch({ type: 'refused', verdict });
        const refused = saveRefusalOf(t, error);
        if (refused) return setRefusal(refused);
        notifyError(errorMessage(t, error));
      },
    });
  };

  return (
    <Stack gap="md">
      <Title order={3} size="h5">
        {t('counter.book.unitsStep')}
      </Title>
      {mode === 'QR_SCANNING' ? (
        <ScanPanel state={scan.state} onCode={scan.submit} />
      ) : (
        <>
          <ManualUnitsPicker
            start={start}
            end={end}
            chosen={units}
            onToggle={(unit) => scan.dispatch({ type: 'toggled', unit })}
          />
          <ScanFeedback verdict={scan.state.last} />
        </>
      )}
      <ScannedList units={units} onRemove={(unit) => scan.dispatch({ type: 'toggled', unit })} />
      {problem('noUnits') && <Alert color="red">{problem('noUnits')}</Alert>}
      <Title order={3} size="h5">
        {t('counter.book.endStep')}
      </Title>
      <EndTimePicker value={end} onChange={setEnd} start={start} />
      {problem('endBeforeStart') && <Alert color="red">{problem('endBeforeStart')}</Alert>}
      <Title order={3} size="h5">
        {t('counter.book.customerStep')}
      </Title>
      <CustomerPicker value={customer} onChange={setCustomer} error={problem('noCustomer')} />
      <Title order={3} size="h5">
        {t('counter.book.price.title')}
      </Title>
      <WalkInPrice items={items} start={start} end={end} />
      <ReadOnlyNotice area="counter" />
      {canWrite && (
        <>
          <SaveRefusalNotice
            refusal={refusal}
            anyway={{ label: t('counter.book.bookAnyway'), onClick: () => submit(true), loading: book.isPending }}
          />
          <Group grow wrap="wrap">
            <Button
              size="xl"
              variant="light"
              onClick={() => submit(false, false)}
              loading={(book.isPending && !handOut) || scan.looking}
            >
              {t('counter.book.submit', { count: units.length })}
            </Button>
            <Button size="xl" onClick={() => submit(false, true)} loading={(book.isPending && handOut) || scan.looking}>
              {t('counter.book.bookAndHandOut')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
