import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/client.ts';
import { type CounterOrder, useQuickBook } from '../../../../api/counter.ts';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError } from '../../../../components/notify.ts';
import { useShopZone, wallClock } from '../shared/shopTime.ts';
import { BookedPanel } from './BookedPanel.tsx';
import { type BookProblem, bookPayload, bookProblems } from './bookPayload.ts';
import { ConflictList, type NotAvailableConflict } from './ConflictList.tsx';
import { type CustomerChoiceValue, CustomerPicker } from './CustomerPicker.tsx';
import { EndTimePicker } from './EndTimePicker.tsx';
import { endIn } from './endTime.ts';
import { ManualUnitsPicker } from './ManualUnitsPicker.tsx';
import type { QuickMode } from './modes.ts';
import { refusalOf } from './refusal.ts';
import { ScanFeedback } from './ScanFeedback.tsx';
import { ScannedList } from './ScannedList.tsx';
import { ScanPanel } from './ScanPanel.tsx';
import { useScanSession } from './useScanSession.ts';

/** What went wrong with the last try, when it is not about one scanned unit. */
type Refusal = { kind: 'closed'; message: string } | { kind: 'notAvailable'; conflicts: NotAvailableConflict[] };

/** Book at the counter: scan the units the customer takes, until when, who; the order starts now. */
export function BookFlow({ mode }: { mode: QuickMode }) {
  const { t } = useTranslation();
  const zone = useShopZone();
  const scan = useScanSession({});
  const book = useQuickBook();
  const [end, setEnd] = useState(() => endIn(2, Date.now(), zone));
  const [customer, setCustomer] = useState<CustomerChoiceValue>({ kind: 'existing', id: null });
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
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

  const closedMessage = (error: ApiError) => {
    const when = error.details?.field === 'endDate' ? 'end' : 'start';
    const reason = String(error.details?.reason);
    return reason === 'closedDate' || reason === 'closedDay' || reason === 'outsideOpeningHours'
      ? t(`counter.book.closed.${when}.${reason}`)
      : error.message;
  };

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
        if (error instanceof ApiError && error.code === 'shopClosed') {
          return setRefusal({ kind: 'closed', message: closedMessage(error) });
        }
        if (error instanceof ApiError && error.code === 'notAvailable' && Array.isArray(error.details?.conflicts)) {
          return setRefusal({ kind: 'notAvailable', conflicts: error.details.conflicts as NotAvailableConflict[] });
        }
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
      {refusal?.kind === 'closed' && (
        <Alert color="orange" title={t('counter.book.closedTitle')}>
          <Stack gap="xs" align="flex-start">
            {refusal.message}
            <Button color="orange" onClick={() => submit(true)} loading={book.isPending}>
              {t('counter.book.bookAnyway')}
            </Button>
          </Stack>
        </Alert>
      )}
      {refusal?.kind === 'notAvailable' && <ConflictList conflicts={refusal.conflicts} />}
      <Group grow>
        <Button size="xl" onClick={() => submit()} loading={book.isPending}>
          {t('counter.book.submit', { count: units.length })}
        </Button>
      </Group>
    </Stack>
  );
}
