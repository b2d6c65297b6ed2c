import { ActionIcon, Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  downloadOrderAttachment,
  type OrderAttachment,
  type OrderView,
  useAttachOrderFiles,
  useDeleteOrderAttachment,
} from '../../../../api/orders.ts';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError } from '../../../../components/notify.ts';
import { saveBlob } from '../../customers/shared/download.ts';
import { Section } from '../shared/Section.tsx';
import { formatInZone, useShopZone } from '../shared/zone.ts';

const size = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 ** 2
      ? `${Math.round(bytes / 1024)} kB`
      : `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/** Files attached to the order: add several at once, download, remove. */
export function AttachmentsCard({ order, canWrite }: { order: OrderView; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const timeZone = useShopZone();
  const attach = useAttachOrderFiles(order.id);
  const remove = useDeleteOrderAttachment(order.id);
  const onError = (error: unknown) => notifyError(errorMessage(t, error));
  const download = (file: OrderAttachment) =>
    downloadOrderAttachment(file.key).then((blob) => saveBlob(blob, file.name), onError);

  return (
    <Section
      title={t('orders.detail.attachments')}
      right={
        canWrite && (
          <FileButton multiple onChange={(files) => files.length && attach.mutate(files, { onError })}>
            {(props) => (
              <Button size="compact-sm" variant="light" loading={attach.isPending} {...props}>
                {t('orders.detail.attach')}
              </Button>
            )}
          </FileButton>
        )
      }
    >
      {order.attachments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('orders.detail.noAttachments')}
        </Text>
      ) : (
        <Stack
          gap={6}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('orders.detail.attachments')}
        >
          {order.attachments.map((file) => (
            <Group key={file.key} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor component="button" type="button" size="sm" onClick={() => download(file)} truncate>
                  {file.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {size(file.size)} · {formatInZone(file.at, timeZone, i18n.language)}
                </Text>
              </Stack>
              {canWrite && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  loading={remove.isPending && remove.variables === file.key}
                  onClick={() => remove.mutate(file.key, { onError })}
                  aria-label={t('orders.detail.removeAttachment', { name: file.name })}
                >
                  ×
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}
