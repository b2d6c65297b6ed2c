import { Button, FileButton, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  type CustomerDocument,
  downloadCustomerDocument,
  useAddCustomerDocument,
  useDeleteCustomerDocument,
} from '../../../../api/customers.ts';
import { errorMessage } from '../../../../components/errors.ts';
import { formatDate } from '../../../../components/format.ts';
import { notifyError, notifySuccess } from '../../../../components/notify.ts';
import { formatBytes } from '../../../../format/index.ts';
import { saveBlob } from '../shared/download.ts';

const ACCEPTED = 'application/pdf,image/png,image/jpeg,image/webp,image/heic,image/gif,text/plain,.doc,.docx,.odt';
const MAX_BYTES = 10 * 1024 * 1024;

const size = (bytes: number, language: string) => formatBytes(bytes, language);

/** Files kept on a customer (ID, licence, signed contract…): upload, download, delete. */
export function DocumentsSection({
  customerId,
  documents,
  canEdit,
}: {
  customerId: string;
  documents: CustomerDocument[];
  canEdit: boolean;
}) {
  const { t, i18n } = useTranslation();
  const add = useAddCustomerDocument(customerId);
  const remove = useDeleteCustomerDocument(customerId);

  const upload = (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      notifyError(t('customers.documents.tooLarge'));
      return;
    }
    add.mutate(file, {
      onSuccess: () => notifySuccess(t('customers.documents.added', { name: file.name })),
      onError: (error) => notifyError(errorMessage(t, error)),
    });
  };
  const download = async (doc: CustomerDocument) => {
    try {
      saveBlob(await downloadCustomerDocument(customerId, doc.id), doc.fileName);
    } catch (error) {
      notifyError(errorMessage(t, error));
    }
  };
  const drop = (doc: CustomerDocument) =>
    remove.mutate(doc.id, {
      onSuccess: () => notifySuccess(t('customers.documents.deleted', { name: doc.fileName })),
      onError: (error) => notifyError(errorMessage(t, error)),
    });

  return (
    <Paper withBorder p="md" component="section" aria-label={t('customers.documents.title')}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('customers.documents.title')}
          </Title>
          {canEdit && (
            <FileButton onChange={upload} accept={ACCEPTED}>
              {(props) => (
                <Button variant="light" loading={add.isPending} {...props}>
                  {t('customers.documents.add')}
                </Button>
              )}
            </FileButton>
          )}
        </Group>
        {documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('customers.documents.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs" aria-label={t('customers.documents.title')}>
              <Table.Tbody>
                {documents.map((doc) => (
                  <Table.Tr key={doc.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {doc.fileName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {size(doc.size, i18n.language)} · {formatDate(doc.createdAt, i18n.language)}
                      </Text>
                    </Table.Td>
                    <Table.Td w={1}>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          onClick={() => download(doc)}
                          aria-label={t('customers.documents.downloadOne', { name: doc.fileName })}
                        >
                          {t('customers.documents.download')}
                        </Button>
                        {canEdit && (
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="red"
                            loading={remove.isPending && remove.variables === doc.id}
                            onClick={() => drop(doc)}
                            aria-label={t('customers.documents.deleteOne', { name: doc.fileName })}
                          >
                            {t('customers.documents.delete')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
