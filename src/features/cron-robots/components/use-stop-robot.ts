import { useCallback } from 'react';
import { ROBOT_STOP_UNDO_DELAY_MS } from '@/config/undo-constants';
import { scheduleUndoable } from '@/lib/pending-actions/schedule-undoable';
import { usePendingKeys } from '@/lib/pending-actions/use-pending-actions';
import { useAccount } from '@/lib/session/use-session';
import { cronRobotQueries } from '../api/cron-robots-queries';
import { ROBOT_MESSAGES } from '@/contract/cron-robots/cron-robots-schemas';

// The optimistic stop (spec c section 4; decision 028): the robot is hidden at once with 'Robot
// stopped' and Undo; the undo queue sends POST robots/stop {name} after 60 s, when the next stop
// starts, when the page is left (the page's useFlushOnLeave, not the tab's: another tab is
// not leaving), on page hide (keepalive), or, if the device was offline,
// once it is back; exactly once per stop.

export const ROBOT_STOP_KIND = 'robot-stop';
export const ROBOT_STOP_PATH = 'robots/stop';

export function useStopRobot() {
  const account = useAccount();
  const pending = usePendingKeys(account, ROBOT_STOP_KIND);
  const stop = useCallback(
    (name: string) =>
      void scheduleUndoable({
        account,
        kind: ROBOT_STOP_KIND,
        key: name,
        delayMs: ROBOT_STOP_UNDO_DELAY_MS,
        call: { path: ROBOT_STOP_PATH, body: { name } },
        // The running list and the history (the stop closes its run).
        refresh: cronRobotQueries.all(account),
        message: ROBOT_MESSAGES.stopped,
      }),
    [account],
  );
  return { pending, stop };
}
