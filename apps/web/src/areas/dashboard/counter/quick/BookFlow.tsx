import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CounterOrder, useQuickBook } from '../../../../api/counter.ts';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError } from '../../../../components/notify.ts';
import { useShopZone, wallClock } from '../shared/shopTime.ts';
import { BookedPanel } from './BookedPanel.tsx';
import { type BookProblem, bookPayload, bookProblems } from './bookPayload.ts';
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
  const start = wallClock(Date.now(), zone);
  const units = scan.state.units;
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

  const submit = (ignoreOpeningHours = false) => {
    setChecked(true);
    setRefusal(null);
    const input = { units, start: wallClock(Date.now(), zone), end, customer, ignoreOpeningHours };
    if (bookProblems(input).length > 0) return;
    const codes = units.map((u) => u.qrCodeValue);
    book.mutate(bookPayload(input), {
      onSuccess: setBooked,
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
      <SaveRefusalNotice
        refusal={refusal}
        anyway={{ label: t('counter.book.bookAnyway'), onClick: () => submit(true), loading: book.isPending }}
      />
      <Group grow>
        <Button size="xl" onClick={() => submit()} loading={book.isPending}>
          {t('counter.book.submit', { count: units.length })}
        </Button>
      </Group>
    </Stack>
  );
}
