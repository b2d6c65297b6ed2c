import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../../components/notify.ts';

/** Asks before deleting one named thing; `remove` does the call, the modal reports its outcome. */
export function ConfirmDeleteModal({
  name,
  onClose,
  remove,
  pending,
}: {
  /** What is about to be deleted; the modal is closed when null. */
  name: string | null;
  onClose: () => void;
  remove: () => Promise<unknown>;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const confirm = async () => {
    try {
      await remove();
      notifySuccess(t('pricing.common.deleted', { name: name ?? '' }));
      onClose();
    } catch (error) {
      notifyError(errorMessage(t, error));
    }
  };
  return (
    <Modal opened={name !== null} onClose={onClose} title={t('pricing.common.deleteTitle')}>
      <Stack>
        <Text size="sm">{t('pricing.common.deleteText', { name: name ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={pending} onClick={confirm}>
            {t('pricing.common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
