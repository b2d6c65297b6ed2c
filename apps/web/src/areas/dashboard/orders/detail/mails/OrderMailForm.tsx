import { Button, FileInput, Group, MultiSelect, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../../components/ErrorAlert.tsx';
import { notifySuccess } from '../../../../../components/notify.ts';
import { useAttachableDocuments } from './attachableDocuments.ts';
import {
  MAIL_LANGUAGES,
  MAIL_TEMPLATES,
  type MailFormValues,
  type MailLanguage,
  type MailTemplate,
  mailFormBody,
  mailFormErrors,
} from './mailForm.ts';
import { useSendOrderMail } from './orderMailsApi.ts';

const isMailLanguage = (value: string): value is MailLanguage => (MAIL_LANGUAGES as readonly string[]).includes(value);
const isTemplate = (value: string): value is MailTemplate => (MAIL_TEMPLATES as readonly string[]).includes(value);

/**
 * Writes a mail about the order: recipients (the customer first), copies, a company template or a subject and text,
 * the order's documents and condition reports (read by the server), files and language.
 */
export function OrderMailForm({
  orderId,
  customerEmail,
  onSent,
  onCancel,
}: {
  orderId: string;
  customerEmail: string | null | undefined;
  onSent: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const send = useSendOrderMail(orderId);
  const [values, setValues] = useState<MailFormValues>({
    to: customerEmail ?? '',
    cc: '',
    template: '',
    subject: '',
    text: '',
    lang: isMailLanguage(i18n.language) ? i18n.language : 'fr',
    files: [],
    attached: [],
  });
  const attachable = useAttachableDocuments(orderId);
  const documentLabel = (d: { kind: string; language?: string }) =>
    d.kind.startsWith('report.')
      ? t(`orderMails.reports.${d.kind.slice('report.'.length)}` as 'orderMails.reports.DEPART')
      : `${t(`orderDocuments.kinds.${d.kind}` as never)}${d.language ? ` (${d.language.toUpperCase()})` : ''}`;
  const [checked, setChecked] = useState(false);
  const errors = checked ? mailFormErrors(values) : {};
  const errorOf = (field: keyof MailFormValues) =>
    errors[field] ? t(`orderMails.errors.${errors[field]}` as 'orderMails.errors.badAddress') : undefined;
  const set = <K extends keyof MailFormValues>(key: K, value: MailFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = () => {
    setChecked(true);
    if (Object.keys(mailFormErrors(values)).length > 0) return;
    send.mutate(mailFormBody(orderId, values), {
      onSuccess: () => {
        notifySuccess(t('orderMails.sent'));
        onSent();
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('orderMails.to')}
          description={t('orderMails.addressesHint')}
          required
          value={values.to}
          onChange={(e) => set('to', e.currentTarget.value)}
          error={errorOf('to')}
        />
        <TextInput
          label={t('orderMails.cc')}
          value={values.cc}
          onChange={(e) => set('cc', e.currentTarget.value)}
          error={errorOf('cc')}
        />
        <Select
          label={t('orderMails.template')}
          data={[
            { value: '', label: t('orderMails.freeText') },
            ...MAIL_TEMPLATES.map((e) => ({ value: e, label: t(`emailTemplates.events.${e}`) })),
          ]}
          value={values.template}
          allowDeselect={false}
          onChange={(value) => set('template', value && isTemplate(value) ? value : '')}
        />
        <TextInput
          label={t('orderMails.subject')}
          description={values.template ? t('orderMails.subjectOfTemplate') : undefined}
          required={!values.template}
          maxLength={200}
          value={values.subject}
          onChange={(e) => set('subject', e.currentTarget.value)}
          error={errorOf('subject')}
        />
        {values.template ? (
          <Text size="sm" c="dimmed">
            {t('orderMails.templateText')}
          </Text>
        ) : (
          <Textarea
            label={t('orderMails.text')}
            required
            rows={6}
            maxLength={20000}
            value={values.text}
            onChange={(e) => set('text', e.currentTarget.value)}
            error={errorOf('text')}
          />
        )}
        <MultiSelect
          label={t('orderMails.documents')}
          description={t('orderMails.documentsHint')}
          placeholder={attachable.length === 0 ? t('orderMails.noDocuments') : undefined}
          data={attachable.map((d) => ({ value: d.value, label: documentLabel(d) }))}
          value={values.attached}
          onChange={(attached) => set('attached', attached)}
          disabled={attachable.length === 0}
          maxValues={7}
          clearable
        />
        <FileInput
          label={t('orderMails.files')}
          description={t('orderMails.filesHint')}
          multiple
          clearable
          accept="application/pdf,image/*,text/plain,.docx,.xlsx,.odt,.ods"
          value={values.files}
          onChange={(files) => set('files', files)}
          error={errorOf('files')}
        />
        <Select
          label={t('orderMails.language')}
          data={MAIL_LANGUAGES.map((lang) => ({ value: lang, label: t(`orderMails.languages.${lang}`) }))}
          value={values.lang}
          allowDeselect={false}
          onChange={(lang) => lang && isMailLanguage(lang) && set('lang', lang)}
        />
        {send.isError && <ErrorAlert error={send.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('orderMails.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('orderMails.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
