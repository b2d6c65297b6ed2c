import { Badge, Checkbox, Group, NumberInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConditionQuestion, ConditionUnit } from '../../../api/conditionReports.ts';
import { answerText, changedFromDeparture, type FieldValue } from './answersForm.ts';

interface Props {
  unit: ConditionUnit;
  question: ConditionQuestion;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  readOnly: boolean;
  atReturn: boolean;
  error?: string;
}

/** One question of the product's state model, with the departure's answer beside it at return. */
export function QuestionField({ unit, question: q, value, onChange, readOnly, atReturn, error }: Props) {
  const { t } = useTranslation();
  const departed = unit.departure?.filled;
  const changed = atReturn && changedFromDeparture(unit, q.id, value);
  const description =
    atReturn && departed
      ? t('conditionReports.atDeparture', { answer: answerText(q, departed.answers[q.id]) })
      : undefined;
  const label = (
    <Group gap={6} component="span" wrap="nowrap">
      <span>{q.label}</span>
      {changed && (
        <Badge color="orange" size="sm" variant="light" component="span">
          {t('conditionReports.changed')}
        </Badge>
      )}
    </Group>
  );
  const common = { label, description, required: q.required, error, disabled: readOnly };

  if (q.type === 'UNIQUE_CHOICE') {
    return (
      <Radio.Group {...common} value={typeof value === 'string' ? value : ''} onChange={onChange}>
        <Group gap="md" mt={6}>
          {(q.choices ?? []).map((c) => (
            <Radio key={c} value={c} label={c} size="md" disabled={readOnly} />
          ))}
        </Group>
      </Radio.Group>
    );
  }
  if (q.type === 'MULTIPLE_CHOICE') {
    return (
      <Checkbox.Group {...common} value={Array.isArray(value) ? value : []} onChange={onChange}>
        <Group gap="md" mt={6}>
          {(q.choices ?? []).map((c) => (
            <Checkbox key={c} value={c} label={c} size="md" disabled={readOnly} />
          ))}
        </Group>
      </Checkbox.Group>
    );
  }
  if (q.type === 'ODOMETER') {
    return (
      <NumberInput
        {...common}
        value={typeof value === 'number' || typeof value === 'string' ? value : ''}
        onChange={(v) => onChange(v)}
        min={0}
        decimalScale={2}
        inputMode="decimal"
        rightSection={q.unit ? <Text size="sm">{q.unit}</Text> : undefined}
      />
    );
  }
  return (
    <Stack gap={0}>
      <TextInput
        {...common}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </Stack>
  );
}
