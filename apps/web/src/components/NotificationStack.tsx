import { Notifications } from '@mantine/notifications';

/** The notification stack as its own module, so that LazyNotifications can fetch it apart from the store. */
export default function NotificationStack() {
  return <Notifications position="top-right" />;
}
