import '@mantine/notifications/styles.css';
import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';

// Every toast's close button gets a name (axe: buttons must have discernible text). Set here, in
// the lazy host, rather than in the app's theme, which loads with the sign-in page.
const TOAST_THEME = {
  components: {
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
  },
};

/** The toast host itself, loaded by notifications-host.tsx with its styles. */
export default function NotificationsView() {
  return (
    <MantineThemeProvider theme={TOAST_THEME}>
      <Notifications position="top-right" limit={5} />
    </MantineThemeProvider>
  );
}
