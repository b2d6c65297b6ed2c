import { Button, Group, Menu } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type OrderStatus, type OrderView, useSetOrderStatus } from '../../../../api/orders.ts';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../../components/notify.ts';
import { useCurrentMe } from '../../MeContext.tsx';
import { ORDERS_BASE } from '../OrdersLayout.tsx';
import { CancelModal } from './CancelModal.tsx';
import { ConvertModal } from './ConvertModal.tsx';
import { DeleteModal } from './DeleteModal.tsx';
import { HandOutModal } from './HandOutModal.tsx';
import { orderActions } from './orderActions.ts';
import { ReturnModal } from './ReturnModal.tsx';

type Dialog = 'handOut' | 'takeBack' | 'cancel' | 'convert' | 'delete' | 'deletePermanently' | null;

/** The actions an order's state allows: hand out, take back, edit, convert, cancel, change status, delete. */
export function OrderActionsBar({ order, onDeleted }: { order: OrderView; onDeleted: () => void }) {
  const { t } = useTranslation();
  const me = useCurrentMe();
  const actions = orderActions(order, !!me.membership?.isManager);
  const setStatus = useSetOrderStatus(order.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const move = (status: OrderStatus) =>
    setStatus.mutate(status, {
      onSuccess: () => notifySuccess(t('orders.detail.statusSet', { status: t(`orders.statuses.${status}`) })),
      onError: (error) => notifyError(errorMessage(t, error)),
    });

  return (
    <Group gap="xs">
      {actions.handOut && <Button onClick={() => setDialog('handOut')}>{t('orders.actions.handOut')}</Button>}
      {actions.takeBack && <Button onClick={() => setDialog('takeBack')}>{t('orders.actions.takeBack')}</Button>}
      {actions.convert && (
        <Button variant="light" onClick={() => setDialog('convert')}>
          {t('orders.actions.convert')}
        </Button>
      )}
      {actions.edit && (
        <Button variant="default" component={Link} to={`${ORDERS_BASE}/${order.id}/edit`}>
          {t('common.edit')}
        </Button>
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" loading={setStatus.isPending} aria-label={t('orders.actions.more')}>
            ⋯
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.statusMoves.map((status) => (
            <Menu.Item key={status} onClick={() => move(status)}>
              {t('orders.actions.setStatus', { status: t(`orders.statuses.${status}`) })}
            </Menu.Item>
          ))}
          {actions.cancel && (
            <Menu.Item color="red" onClick={() => setDialog('cancel')}>
              {t('orders.actions.cancel')}
            </Menu.Item>
          )}
          {actions.delete && (
            <Menu.Item color="red" onClick={() => setDialog('delete')}>
              {t('orders.actions.delete')}
            </Menu.Item>
          )}
          {actions.deletePermanently && (
            <Menu.Item color="red" onClick={() => setDialog('deletePermanently')}>
              {t('orders.actions.deletePermanently')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <HandOutModal order={order} opened={dialog === 'handOut'} onClose={close} />
      <ReturnModal order={order} opened={dialog === 'takeBack'} onClose={close} />
      <CancelModal order={order} opened={dialog === 'cancel'} onClose={close} />
      <ConvertModal order={order} opened={dialog === 'convert'} onClose={close} />
      <DeleteModal
        order={order}
        permanently={dialog === 'deletePermanently'}
        opened={dialog === 'delete' || dialog === 'deletePermanently'}
        onClose={close}
        onDeleted={onDeleted}
      />
    </Group>
  );
}
