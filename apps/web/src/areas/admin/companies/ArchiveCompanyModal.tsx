import { ARCHIVE_REASONS } from '@hirebase/shared';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useArchiveCompany } from '../../../api/admin.ts';
import type { ArchiveReason, Company } from '../../../api/types.ts';
import { notifySuccess } from '../../../components/notify.ts';
import { useFormErrorHandler } from '../../../components/useFormErrorHandler.ts';

/** Archives a company with a reason (churn, never signed). */
export function ArchiveCompanyModal({ company, onClose }: { company: Company | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={!!company} onClose={onClose} title={t('admin.archive.title')}>
      {company && <ArchiveForm company={company} onDone={onClose} />}
    </Modal>
  );
}

function ArchiveForm({ company, onDone }: { company: Company; onDone: () => void }) {
  const { t } = useTranslation();
  const archive = useArchiveCompany();
  const onError = useFormErrorHandler();
  const form = useForm<{ reason: ArchiveReason | null }>({
    initialValues: { reason: null },
    validate: { reason: (value) => (value ? null : t('validation.required')) },
  });

  const submit = form.onSubmit(async ({ reason }) => {
    if (!reason) return;
    try {
      await archive.mutateAsync({ id: company.id, reason });
      notifySuccess(t('admin.archive.done', { name: company.name }));
      onDone();
    } catch (error) {
      onError(form, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('admin.archive.text', { name: company.name })}</Text>
        <Select
          label={t('admin.archive.reason')}
          data={ARCHIVE_REASONS.map((reason) => ({ value: reason, label: t(`admin.archiveReasons.${reason}`) }))}
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="red" loading={archive.isPending}>
            {t('admin.archive.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
