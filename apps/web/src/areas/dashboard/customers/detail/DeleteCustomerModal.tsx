import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDeleteCustomer } from '../../../../api/customers.ts';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../../components/notify.ts';

/** Asks before deleting a customer; their past orders keep their name. */
export function DeleteCustomerModal({
  customer,
  onClose,
  onDeleted,
}: {
  customer: { id: string; displayName: string } | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteCustomer();
  const name = customer?.displayName ?? '';
  return (
    <Modal opened={!!customer} onClose={onClose} title={t('customers.delete.title')}>
      <Stack>
        <Text size="sm">{t('customers.delete.text', { name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              customer &&
              remove.mutate(customer.id, {
                onSuccess: () => {
                  notifySuccess(t('customers.delete.done', { name }));
                  onDeleted();
                },
                onError: (error) => notifyError(errorMessage(t, error)),
              })
            }
          >
            {t('customers.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
