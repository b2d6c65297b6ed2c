import { notifications } from '@mantine/notifications';
import i18n from 'i18next';

const closeButtonProps = () => ({ 'aria-label': i18n.t('common.close') });

export const notifySuccess = (message: string) =>
  notifications.show({
    color: 'teal',
    message,
    autoClose: 4000,
    withBorder: true,
    closeButtonProps: closeButtonProps(),
  });

export const notifyError = (message: string, title?: string) =>
  notifications.show({
    color: 'red',
    title,
    message,
    autoClose: 8000,
    withBorder: true,
    closeButtonProps: closeButtonProps(),
  });
