import '@mantine/notifications/styles.css';
import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';

// Every toast's close button gets a name (axe: buttons must have discernible text), and its
// message the text colour: Mantine's dimmed grey is 3.3:1 on white, under the 4.5:1 axe asks for.
// Set here, in the lazy host, rather than in the app's theme, which loads with the sign-in page.
const TOAST_THEME = {
  components: {
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-text)' } },
    },
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
