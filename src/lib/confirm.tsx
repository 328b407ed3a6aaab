import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

export type ConfirmOptions = {
  title?: string;
  text: string;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
};

// The dialog host (confirm-host.tsx) lives in the signed-in frame, not at the root: Mantine's
// modal stack would otherwise weigh on the sign-in page's first load (issue 2 budget). Public
// pages have no forms that ask for confirmation; should one ever ask, the browser's own dialog
// answers.
let hosts = 0;

/** Counts mounted hosts; called by ConfirmHost only. */
export function registerConfirmHost(): () => void {
  hosts += 1;
  return () => {
    hosts -= 1;
  };
}

/** The shared confirm dialog ('Warning!' by default); resolves true on confirm. */
export function confirmAction({
  title = 'Warning!',
  text,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  danger = true,
}: ConfirmOptions): Promise<boolean> {
  if (hosts === 0) return Promise.resolve(window.confirm(`${title}\n\n${text}`));
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: { color: danger ? 'red' : undefined },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
