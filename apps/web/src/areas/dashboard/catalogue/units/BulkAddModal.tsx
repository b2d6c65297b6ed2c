import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateUnits } from '../../../../api/catalogue.ts';
import { notifySuccess } from '../../../../components/notify.ts';
import { catalogueError } from '../shared/errors.ts';
import { type BulkAddMode, bulkAddPayload, bulkAddProblem, MAX_UNITS, parseSerials } from './bulkAdd.ts';

/** Adds units to a serialised product: a number of units, or one per typed serial number (QR values generated). */
export function BulkAddModal({
  productId,
  opened,
  onClose,
}: {
  productId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('catalogue.units.addTitle')}>
      {opened && <BulkAddForm productId={productId} onDone={onClose} />}
    </Modal>
  );
}

function BulkAddForm({ productId, onDone }: { productId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateUnits(productId);
  const [mode, setMode] = useState<BulkAddMode>('count');
  const [count, setCount] = useState<number | string>(1);
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const problem = bulkAddProblem(mode, count, text);
  const parsed = parseSerials(text);
  const shown = submitted ? problem : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setSubmitted(true);
    if (problem) return;
    create.mutate(bulkAddPayload(mode, count, text), {
      onSuccess: (units) => {
        notifySuccess(t('catalogue.units.added', { count: units.length }));
        onDone();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SegmentedControl
          aria-label={t('catalogue.units.addMode')}
          value={mode}
          onChange={(value) => setMode(value as BulkAddMode)}
          data={[
            { value: 'count', label: t('catalogue.units.byCount') },
            { value: 'serials', label: t('catalogue.units.bySerials') },
          ]}
        />
        {mode === 'count' ? (
          <NumberInput
            label={t('catalogue.units.count')}
            description={t('catalogue.units.countHint', { max: MAX_UNITS })}
            min={1}
            max={MAX_UNITS}
            allowDecimal={false}
            allowNegative={false}
            value={count}
            onChange={setCount}
            error={shown ? t(`catalogue.units.problems.${shown}`, { max: MAX_UNITS }) : undefined}
            data-autofocus
          />
        ) : (
          <Textarea
            label={t('catalogue.units.serials')}
            description={t('catalogue.units.serialsHint')}
            autosize
            minRows={4}
            maxRows={12}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={
              shown
                ? t(`catalogue.units.problems.${shown}`, {
                    max: MAX_UNITS,
                    list: [...parsed.repeated, ...parsed.tooLong].slice(0, 5).join(', '),
                  })
                : undefined
            }
          />
        )}
        {mode === 'serials' && (
          <Text size="sm" c="dimmed">
            {t('catalogue.units.parsedCount', { count: parsed.serials.length })}
          </Text>
        )}
        {create.isError && (
          <Alert color="red" variant="light">
            {catalogueError(t, create.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('catalogue.units.addSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
