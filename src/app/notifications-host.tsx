import { useNotifications } from '@mantine/notifications';
import { type ComponentType, lazy, Suspense, useState } from 'react';

// The toast host (with its transitions and scroll lock) is about a tenth of the sign-in page's
// JS, and most visits to the sign-in page never show a toast. The store is tiny and always
// there: the host is loaded when the first toast is queued (precached, so offline too) and stays
// (decision 017).

let loaded: ComponentType | null = null;

/** Loads the host's code; once loaded, the host renders without suspending. */
export function loadNotificationsView(): Promise<ComponentType> {
  return import('./notifications-view').then(({ default: view }) => (loaded = view));
}

const LazyNotificationsView = lazy(() =>
  loadNotificationsView().then((view) => ({ default: view })),
);

export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  const View = loaded ?? LazyNotificationsView;
  return (
    <Suspense fallback={null}>
      <View />
    </Suspense>
  );
}
