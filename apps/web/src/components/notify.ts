import { notifications } from '@mantine/notifications';

export const notifySuccess = (message: string) =>
  notifications.show({ color: 'teal', message, autoClose: 4000, withBorder: true });

export const notifyError = (message: string, title?: string) =>
  notifications.show({ color: 'red', title, message, autoClose: 8000, withBorder: true });
