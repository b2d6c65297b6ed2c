import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type OrderView, useDeleteOrder } from '../../../../api/orders.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { FormModal } from '../../../../components/FormModal.tsx';
import { notifySuccess } from '../../../../components/notify.ts';

/** Deletes an order that never ran, or (managers) any order for good. */
export function DeleteModal({
  order,
  permanently,
  opened,
  onClose,
  onDeleted,
}: {
  order: OrderView;
  permanently: boolean;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteOrder();
  const title = permanently
    ? t('orders.delete.permanentTitle', { number: order.number })
    : t('orders.delete.title', { number: order.number });
  return (
    <FormModal opened={opened} onClose={onClose} title={title} size="md">
      <Stack gap="sm">
        <Text size="sm">{permanently ? t('orders.delete.permanentText') : t('orders.delete.text')}</Text>
        {remove.isError && <ErrorAlert error={remove.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(
                { id: order.id, permanently },
                {
                  onSuccess: () => {
                    notifySuccess(t('orders.delete.done', { number: order.number }));
                    onDeleted();
                  },
                },
              )
            }
          >
            {permanently ? t('orders.delete.permanentSubmit') : t('orders.delete.submit')}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
