import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

// The kit's one modal frame (issue 30): a Mantine Modal, centred and with a named close button
// (both set once in the theme, app/theme.ts), full screen on small screens so a form never
// scrolls inside a box narrower than the phone. Features render this, never Mantine's Modal.

/** Below this width a modal takes the whole screen (Mantine's `sm` breakpoint). */
export const SMALL_SCREEN_QUERY = '(max-width: 48em)';

export type AppModalProps = Omit<ModalProps, 'opened' | 'fullScreen'> & {
  /** Open unless said otherwise: most modals mount when opened. */
  opened?: boolean;
  /** A short message or a picture that reads well in a box: it stays one on small screens. */
  compact?: boolean;
};

export function AppModal({ opened = true, compact = false, ...props }: AppModalProps) {
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  return <Modal opened={opened} fullScreen={!compact && small === true} {...props} />;
}
