import { Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ConditionScope,
  type ConditionUnit,
  useRemoveConditionPhoto,
  useSaveUnitAnswers,
  useUploadConditionPhotos,
} from '../../../api/conditionReports.ts';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { errorMessage } from '../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { useFormat } from '../../../format/index.ts';
import { type FieldValue, firstMissing, initialValues, toAnswers } from './answersForm.ts';
import { PhotoStrip } from './PhotoStrip.tsx';
import { QuestionField } from './QuestionField.tsx';

interface Props {
  orderId: string;
  scope: ConditionScope;
  unit: ConditionUnit;
  canWrite: boolean;
}

/** One unit of a report: its state model's questions, notes and photos, saved on their own. */
export function UnitCheckCard({ orderId, scope, unit, canWrite }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const [values, setValues] = useState(() => initialValues(unit, scope));
  const [notes, setNotes] = useState(unit.filled?.notes ?? '');
  const [missing, setMissing] = useState<string | null>(null);
  const save = useSaveUnitAnswers(orderId, scope);
  const upload = useUploadConditionPhotos(orderId, scope);
  const remove = useRemoveConditionPhoto(orderId, scope);
  const atReturn = scope === 'RETOUR';
  const onError = (error: unknown) => notifyError(errorMessage(t, error));
  const title = `${unit.productName} · ${unit.serialNumber ?? unit.qrCodeValue}`;

  const submit = () => {
    const gap = firstMissing(unit.questions, values);
    setMissing(gap?.id ?? null);
    if (gap) return;
    save.mutate(
      { subProductId: unit.subProductId, answers: toAnswers(unit.questions, values), notes: notes.trim() || null },
      { onSuccess: () => notifySuccess(t('conditionReports.saved')) },
    );
  };
  const set = (id: string) => (value: FieldValue) => {
    setValues((v) => ({ ...v, [id]: value }));
    if (missing === id) setMissing(null);
  };

  return (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={3} size="h5">
            {title}
          </Title>
          <Badge color={unit.filled ? 'teal' : 'gray'} variant="light">
            {unit.filled ? t('conditionReports.checked') : t('conditionReports.notChecked')}
          </Badge>
        </Group>
        {unit.questions.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('conditionReports.noQuestions')}
          </Text>
        )}
        {unit.questions.map((q) => (
          <QuestionField
            key={q.id}
            unit={unit}
            question={q}
            value={values[q.id]}
            onChange={set(q.id)}
            readOnly={!canWrite}
            atReturn={atReturn}
            error={missing === q.id ? t('conditionReports.requiredMissing', { label: q.label }) : undefined}
          />
        ))}
        <Textarea
          label={t('conditionReports.notes')}
          description={
            atReturn && unit.departure?.filled?.notes
              ? t('conditionReports.atDeparture', { answer: unit.departure.filled.notes })
              : undefined
          }
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          rows={3}
          maxLength={4000}
          disabled={!canWrite}
        />
        {atReturn && unit.departure && (
          <PhotoStrip title={t('conditionReports.departurePhotos')} photos={unit.departure.photos} />
        )}
        <PhotoStrip
          title={t('conditionReports.photos')}
          photos={unit.photos}
          onAdd={
            canWrite ? (files) => upload.mutate({ subProductId: unit.subProductId, files }, { onError }) : undefined
          }
          onRemove={canWrite ? (p) => remove.mutate(p.id, { onError }) : undefined}
          adding={upload.isPending}
          removingId={remove.isPending ? remove.variables : null}
        />
        {save.isError && <ErrorAlert error={save.error} />}
        {unit.filled && (
          <Text size="xs" c="dimmed">
            {unit.filled.filledBy
              ? t('conditionReports.filledBy', {
                  name: unit.filled.filledBy.name,
                  date: format.dateTime(unit.filled.filledAt),
                })
              : t('conditionReports.filledOn', { date: format.dateTime(unit.filled.filledAt) })}
          </Text>
        )}
        {canWrite && (
          <Button onClick={submit} loading={save.isPending} size="md">
            {t('conditionReports.save')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
