import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** The toast host itself, loaded by notifications-host.tsx with its styles. */
export default function NotificationsView() {
  return <Notifications position="top-right" limit={5} />;
}
