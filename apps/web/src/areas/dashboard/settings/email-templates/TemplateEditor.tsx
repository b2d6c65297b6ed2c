import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/client.ts';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../../components/notify.ts';
import type { AllMessages } from '../../../../i18n/messages.ts';
import { useSettingsReadOnly } from '../sectionForm.ts';
import {
  type EmailTemplate,
  MAIL_LANGUAGES,
  type MailLanguage,
  useResetEmailTemplate,
  useSaveEmailTemplate,
} from './emailTemplatesApi.ts';
import { MailPreview } from './MailPreview.tsx';

type Field = 'subject' | 'body';
type VariableKey = keyof AllMessages['emailTemplates']['variables'];
const variableKey = (name: string) => `emailTemplates.variables.${name.replace('.', '_') as VariableKey}` as const;

/** Puts `{{name}}` where the cursor was in the field, or at its end. */
function insertAt(element: HTMLInputElement | HTMLTextAreaElement | null, value: string, text: string) {
  const start = element?.selectionStart ?? value.length;
  const end = element?.selectionEnd ?? value.length;
  return { next: value.slice(0, start) + text + value.slice(end), cursor: start + text.length };
}

/** One event's mail: subject and body per language, variables to insert, the live preview, back to the default. */
export function TemplateEditor({ template }: { template: EmailTemplate }) {
  const { t, i18n } = useTranslation();
  const readOnly = useSettingsReadOnly();
  // the text in the language the person works in comes first
  const [language, setLanguage] = useState<MailLanguage>(MAIL_LANGUAGES.find((l) => l === i18n.language) ?? 'fr');
  const [texts, setTexts] = useState(template.texts);
  const [problem, setProblem] = useState<string | null>(null);
  const fields = { subject: useRef<HTMLInputElement>(null), body: useRef<HTMLTextAreaElement>(null) };
  const lastField = useRef<Field>('body');
  const save = useSaveEmailTemplate();
  const reset = useResetEmailTemplate();
  const current = texts[language];
  const dirty = JSON.stringify(texts) !== JSON.stringify(template.texts);

  const change = (field: Field, value: string) => setTexts({ ...texts, [language]: { ...current, [field]: value } });
  const insert = (name: string) => {
    const field = lastField.current;
    const element = fields[field].current;
    const { next, cursor } = insertAt(element, current[field], `{{${name}}}`);
    change(field, next);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(cursor, cursor);
    });
  };
  const onSave = async () => {
    setProblem(null);
    try {
      await save.mutateAsync({ event: template.event, texts });
      notifySuccess(t('emailTemplates.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setProblem(error.message);
      else notifyError(errorMessage(t, error));
    }
  };
  const onReset = async () => {
    if (!template.id) return;
    try {
      await reset.mutateAsync(template.id);
      notifySuccess(t('emailTemplates.resetDone'));
    } catch (error) {
      notifyError(errorMessage(t, error));
    }
  };

  return (
    <Stack>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack>
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t(`emailTemplates.events.${template.event}`)}
            </Title>
            <Badge variant="light" color={template.isDefault ? 'gray' : 'teal'}>
              {template.isDefault ? t('emailTemplates.builtIn') : t('emailTemplates.custom')}
            </Badge>
          </Group>
          <SegmentedControl
            aria-label={t('emailTemplates.languageLabel')}
            value={language}
            onChange={(value) => setLanguage(value as MailLanguage)}
            data={MAIL_LANGUAGES.map((l) => ({ value: l, label: t(`emailTemplates.languages.${l}`) }))}
          />
          <TextInput
            ref={fields.subject}
            label={t('emailTemplates.subject')}
            value={current.subject}
            maxLength={200}
            disabled={readOnly}
            onFocus={() => {
              lastField.current = 'subject';
            }}
            onChange={(e) => change('subject', e.currentTarget.value)}
          />
          <Textarea
            ref={fields.body}
            label={t('emailTemplates.body')}
            description={t('emailTemplates.bodyHint')}
            value={current.body}
            rows={10}
            maxLength={10_000}
            disabled={readOnly}
            onFocus={() => {
              lastField.current = 'body';
            }}
            onChange={(e) => change('body', e.currentTarget.value)}
          />
          {!readOnly && (
            <Stack gap={6}>
              <Text size="sm" fw={500}>
                {t('emailTemplates.insert')}
              </Text>
              <Group gap={6}>
                {template.variables.map((name) => (
                  <Button key={name} size="compact-xs" variant="light" radius="xl" onClick={() => insert(name)}>
                    {t(variableKey(name))}
                  </Button>
                ))}
              </Group>
            </Stack>
          )}
          {problem && (
            <Alert color="red" variant="light" data-testid="template-problem">
              {problem}
            </Alert>
          )}
          {!readOnly && (
            <Group justify="flex-end">
              {template.id && (
                <Button variant="subtle" color="gray" onClick={onReset} loading={reset.isPending}>
                  {t('emailTemplates.reset')}
                </Button>
              )}
              <Button onClick={onSave} loading={save.isPending} disabled={!dirty}>
                {t('emailTemplates.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      <MailPreview input={{ event: template.event, language, subject: current.subject, body: current.body }} />
    </Stack>
  );
}
