import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const NotificationStack = lazy(() => import('./NotificationStack.tsx'));

/**
 * The notification stack, downloaded with the first notification: most first pages show none, so their script
 * does not carry its animation code. Notifications shown before it arrives wait in the store and appear then.
 */
export function LazyNotifications() {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationStack />
    </Suspense>
  );
}
