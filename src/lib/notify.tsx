import { notifications } from '@mantine/notifications';
import { Button, Group, Text } from '@mantine/core';
import { TOAST_TIMEOUT_MS, UNDO_TOAST_TIMEOUT_MS } from '@/contract/constants';
import { errorMessages } from './api/api-error';

// Spec a section 8: success ('Success'), failure ('Failed'), info, and an undo toast.

export function notifySuccess(message?: string): void {
  notifications.show({ title: 'Success', message, color: 'green', autoClose: TOAST_TIMEOUT_MS });
}

export function notifyFailure(errorOrMessage: unknown): void {
  const messages =
    typeof errorOrMessage === 'string' ? [errorOrMessage] : errorMessages(errorOrMessage);
  notifications.show({
    title: 'Failed',
    message: messages.join('\n'),
    color: 'red',
    autoClose: TOAST_TIMEOUT_MS,
    style: { whiteSpace: 'pre-line' },
  });
}

export function notifyInfo(message: string, title?: string): void {
  notifications.show({ title, message, color: 'blue', autoClose: TOAST_TIMEOUT_MS });
}

/** An Undo toast; it stays `autoCloseMs` (as long as the undo is possible). Returns its id. */
export function notifyUndo(
  message: string,
  onUndo: () => void,
  autoCloseMs: number = UNDO_TOAST_TIMEOUT_MS,
): string {
  return notifyAction(message, 'Undo', onUndo, autoCloseMs);
}

/** A toast with one action button; `autoClose: false` keeps it until acted on or closed. */
export function notifyAction(
  message: string,
  actionLabel: string,
  onAction: () => void,
  autoClose: number | false = false,
): string {
  const id = `action-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  notifications.show({
    id,
    color: 'yellow',
    autoClose,
    message: (
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            onAction();
          }}
        >
          {actionLabel}
        </Button>
      </Group>
    ),
  });
  return id;
}
