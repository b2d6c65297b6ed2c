import { ActionIcon, Anchor, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../../components/errors.ts';
import { notifyError } from '../../../../../components/notify.ts';
import { SignAtCounterButton } from '../../../counter-signing/SignAtCounterButton.tsx';
import { saveBlob } from '../../../customers/shared/download.ts';
import { Section } from '../../shared/Section.tsx';
import {
  downloadDocument,
  type OrderDocument,
  useDeleteDocument,
  useGenerateDocument,
  useOrderDocuments,
} from './documentsApi.ts';
import { SendToSign } from './SendToSign.tsx';

const KINDS = ['CONTRACT', 'QUOTE'] as const;
const LANGUAGES = ['fr', 'en', 'es', 'pt', 'it'] as const;
type Kind = (typeof KINDS)[number];
type Language = (typeof LANGUAGES)[number];

const STATUS_COLORS: Record<string, string> = { TO_GENERATE: 'gray', GENERATED: 'green', PENDING: 'orange' };

/** The order's documents: make a contract or a quote in a language, follow its generation, download, delete. */
export function DocumentsCard({ orderId, canWrite }: { orderId: string; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const documents = useOrderDocuments(orderId);
  const generate = useGenerateDocument(orderId);
  const remove = useDeleteDocument(orderId);
  const [kind, setKind] = useState<Kind>('CONTRACT');
  const initial = LANGUAGES.find((l) => i18n.language.startsWith(l)) ?? 'fr';
  const [language, setLanguage] = useState<Language>(initial);
  const onError = (error: unknown) => notifyError(errorMessage(t, error));
  const nameOf = (d: OrderDocument) => `${t(`orderDocuments.kinds.${d.kind}` as never)} (${d.language.toUpperCase()})`;
  const download = (d: OrderDocument) => downloadDocument(d.key).then((blob) => saveBlob(blob, d.fileName), onError);
  const list = documents.data ?? [];

  return (
    <Section title={t('orderDocuments.title')}>
      <Stack gap="sm">
        {canWrite && (
          <Group gap="xs" align="flex-end" wrap="wrap">
            <Select
              size="xs"
              w={130}
              label={t('orderDocuments.kind')}
              data={KINDS.map((k) => ({ value: k, label: t(`orderDocuments.kinds.${k}`) }))}
              value={kind}
              onChange={(value) => value && setKind(value as Kind)}
              allowDeselect={false}
            />
            <Select
              size="xs"
              w={110}
              label={t('orderDocuments.language')}
              data={LANGUAGES.map((l) => ({ value: l, label: t(`orderDocuments.languages.${l}`) }))}
              value={language}
              onChange={(value) => value && setLanguage(value as Language)}
              allowDeselect={false}
            />
            <Button
              size="xs"
              variant="light"
              loading={generate.isPending}
              onClick={() => generate.mutate({ kind, language }, { onError })}
            >
              {t('orderDocuments.generate')}
            </Button>
          </Group>
        )}
        {documents.isSuccess && list.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('orderDocuments.none')}
          </Text>
        )}
        {list.length > 0 && (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('orderDocuments.list')}>
            {list.map((d) => (
              <Group key={d.key} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
                  {d.status === 'TO_GENERATE' ? (
                    <Text size="sm" truncate>
                      {nameOf(d)}
                    </Text>
                  ) : (
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      truncate
                      onClick={() => download(d)}
                      aria-label={t('orderDocuments.download', { name: nameOf(d) })}
                    >
                      {nameOf(d)}
                    </Anchor>
                  )}
                  <Badge size="xs" variant="light" color={d.signed ? 'blue' : STATUS_COLORS[d.status]}>
                    {d.signed ? t('orderDocuments.signed') : t(`orderDocuments.statuses.${d.status}` as never)}
                  </Badge>
                  <SendToSign orderId={orderId} document={d} name={nameOf(d)} canWrite={canWrite} />
                </Group>
                {canWrite && !d.signed && d.status === 'GENERATED' && (
                  <SignAtCounterButton
                    orderId={orderId}
                    documentId={d.id}
                    documentName={nameOf(d)}
                    language={d.language as Language}
                  />
                )}
                {canWrite && !d.signed && d.status !== 'PENDING' && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    loading={remove.isPending && remove.variables === d.key}
                    onClick={() => remove.mutate(d.key, { onError })}
                    aria-label={t('orderDocuments.remove', { name: nameOf(d) })}
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Section>
  );
}
