import { modals } from '@mantine/modals';
import { Text } from '@mantine/core';

export type ConfirmOptions = {
  title?: string;
  text: string;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
};

/** The shared confirm dialog ('Warning!' by default); resolves true on confirm. */
export function confirmAction({
  title = 'Warning!',
  text,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  danger = true,
}: ConfirmOptions): Promise<boolean> {
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
