import { notifications } from '@mantine/notifications';
import { notifyUndo } from '../notify';
import { pendingActions } from './pending-actions';
import type { PendingHandle, ScheduleInput } from './pending-queue';

// An optimistic write with its Undo toast (spec c section 4): the toast lasts as long as the
// delay, and goes as soon as the action leaves it early (the next action of its kind, the screen
// left, the account switched), since Undo no longer can.

export function scheduleUndoable(input: ScheduleInput & { message: string }): PendingHandle {
  const { message, ...action } = input;
  const handle = pendingActions.schedule(action);
  const toastId = notifyUndo(message, () => handle.undo(), action.delayMs);
  const stop = pendingActions.subscribe(() => {
    if (pendingActions.isScheduled(handle.id)) return;
    stop();
    notifications.hide(toastId);
  });
  return handle;
}
