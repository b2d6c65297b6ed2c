import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CounterOrder, useUpdateBooking } from '../../../../api/counter.ts';
import { useOrderableItems } from '../../../../api/orders.ts';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../../components/notify.ts';
import { useShopTime, useShopZone, wallClock } from '../shared/shopTime.ts';
import { AddProductPicker } from './AddProductPicker.tsx';
import { BookingLines } from './BookingLines.tsx';
import {
  draftOf,
  earliestEnd,
  isUnchanged,
  mayIgnoreOpeningHours,
  type PackCatalogue,
  type UpdateProblem,
  updateBody,
  updateProblems,
  withProduct,
} from './bookingUpdate.ts';
import { EndTimePicker } from './EndTimePicker.tsx';
import { ManualUnitsPicker } from './ManualUnitsPicker.tsx';
import type { QuickMode } from './modes.ts';
import { refusalOf } from './refusal.ts';
import { SaveRefusalNotice } from './SaveRefusalNotice.tsx';
import { ScanFeedback } from './ScanFeedback.tsx';
import { ScannedList } from './ScannedList.tsx';
import { ScanPanel } from './ScanPanel.tsx';
import { type SaveRefusal, saveRefusalOf } from './saveRefusal.ts';
import type { Verdict } from './scanSession.ts';
import { useScanSession } from './useScanSession.ts';

/**
 * The change of one booking: its lines (fewer, none, products added by name), units to add (scanned or ticked), its end. A refused save
 * keeps everything as it was typed, to adjust and try again.
 */
export function BookingUpdateForm({ mode, order }: { mode: QuickMode; order: CounterOrder }) {
  const { t } = useTranslation();
  const zone = useShopZone();
  const { format } = useShopTime();
  const update = useUpdateBooking();
  const packs = usePackCatalogue();
  const waitsForPacks = order.lines.some((l) => l.kind === 'pack') && packs.isPending;
  const given = useMemo(() => new Set(order.units.map((u) => u.subProductId)), [order.units]);
  const scan = useScanSession({ orderId: order.id, given });
  const [draft, setDraft] = useState(() => draftOf(order, zone));
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<SaveRefusal | null>(null);
  /** A unit the order has that another order holds over the new period. */
  const [blocked, setBlocked] = useState<Verdict | null>(null);
  const added = scan.state.units;
  const now = wallClock(Date.now(), zone);
  const problems = checked ? updateProblems(order, draft, added, now) : [];
  const problem = (p: UpdateProblem) =>
    problems.includes(p) ? <Alert color="red">{t(`counter.update.problems.${p}`)}</Alert> : null;

  const submit = (ignoreOpeningHours = false) => {
    setChecked(true);
    setRefusal(null);
    setBlocked(null);
    if (updateProblems(order, draft, added, wallClock(Date.now(), zone)).length > 0) return;
    const codes = added.map((u) => u.qrCodeValue);
    // the saved order replaces this form (keyed by its update time): the success message cannot wait for a callback
    // of this form, so it follows the promise
    update
      .mutateAsync({
        orderId: order.id,
        body: updateBody(order, zone, draft, added, { ignoreOpeningHours, packs: packs.catalogue }),
      })
      .then(
        (done) => notifySuccess(t('counter.update.done', { number: done.number })),
        (error) => {
          const verdict = refusalOf(error, codes);
          if (verdict && codes.includes(verdict.code)) return scan.dispatch({ type: 'refused', verdict });
          if (verdict) return setBlocked(verdict);
          const refused = saveRefusalOf(t, error);
          if (refused) return setRefusal(refused);
          notifyError(errorMessage(t, error));
        },
      );
  };

  return (
    <Stack gap="md">
      <Title order={3} size="h5">
        {t('counter.update.linesStep')}
      </Title>
      <BookingLines order={order} draft={draft} added={added} onChange={setDraft} />
      <AddProductPicker
        order={order}
        draft={draft}
        added={added}
        onAdd={(product) => setDraft(withProduct(draft, product))}
      />
      {problem('noLines')}
      {problem('unitsKept')}
      <Title order={3} size="h5">
        {t('counter.update.addStep')}
      </Title>
      {order.status === 'IN_PROGRESS' && (
        <Text size="sm" c="dimmed">
          {t('counter.update.addedLeaveNow')}
        </Text>
      )}
      {mode === 'QR_SCANNING' ? (
        <ScanPanel state={scan.state} onCode={scan.submit} />
      ) : (
        <>
          <ManualUnitsPicker
            start={draft.start}
            end={draft.end}
            chosen={added}
            onToggle={(unit) => scan.dispatch({ type: 'toggled', unit })}
          />
          <ScanFeedback verdict={scan.state.last} />
        </>
      )}
      <ScannedList units={added} onRemove={(unit) => scan.dispatch({ type: 'toggled', unit })} />
      <Title order={3} size="h5">
        {t('counter.update.endStep')}
      </Title>
      <Text size="sm">{t('counter.update.currentEnd', { at: format(order.endDate) })}</Text>
      <EndTimePicker
        value={draft.end}
        onChange={(end) => setDraft({ ...draft, end })}
        start={earliestEnd(order, draft, now)}
        note={t('counter.update.zone', { zone })}
      />
      {problem('endTooEarly')}
      <ScanFeedback verdict={blocked} />
      <SaveRefusalNotice
        refusal={refusal}
        anyway={
          mayIgnoreOpeningHours(order)
            ? { label: t('counter.update.saveAnyway'), onClick: () => submit(true), loading: update.isPending }
            : undefined
        }
      />
      <Button
        size="xl"
        onClick={() => submit()}
        loading={update.isPending || waitsForPacks || scan.looking}
        disabled={isUnchanged(order, zone, draft, added)}
      >
        {t('counter.update.submit')}
      </Button>
    </Stack>
  );
}

/** The packs' items and the products' categories, for the packs of the order to keep their products. */
function usePackCatalogue(): { catalogue: PackCatalogue | undefined; isPending: boolean } {
  const items = useOrderableItems();
  const catalogue = useMemo(() => {
    if (!items.data) return undefined;
    const packItems = new Map(items.data.packs.map((pack) => [pack.id, pack.items]));
    const categories = new Map(items.data.products.map((p) => [p.id, p.productModel.categoryId]));
    return {
      packItemsOf: (packId: string) => packItems.get(packId),
      categoryOf: (productId: string) => categories.get(productId),
    };
  }, [items.data]);
  return { catalogue, isPending: items.isPending };
}
