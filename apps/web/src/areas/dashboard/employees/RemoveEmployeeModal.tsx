import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDeleteEmployee } from '../../../api/employees.ts';
import type { Employee } from '../../../api/types.ts';
import { errorMessage } from '../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { fullName } from '../../../components/UserMenu.tsx';

/** Asks before removing an employee's access to the company. */
export function RemoveEmployeeModal({ employee, onClose }: { employee: Employee | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteEmployee();
  const name = employee ? fullName(employee.user) : '';
  return (
    <Modal opened={!!employee} onClose={onClose} title={t('employees.remove.title')}>
      <Stack>
        <Text size="sm">{t('employees.remove.text', { name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => {
              if (!employee) return;
              remove.mutate(employee.user.id, {
                onSuccess: () => {
                  notifySuccess(t('employees.remove.done', { name }));
                  onClose();
                },
                onError: (error) => notifyError(errorMessage(t, error)),
              });
            }}
          >
            {t('employees.remove.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
