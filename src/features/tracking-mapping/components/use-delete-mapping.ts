import { useCallback } from 'react';
import { TRACKING_DELETE_UNDO_DELAY_MS } from '@/config/undo-constants';
import { scheduleUndoable } from '@/lib/pending-actions/schedule-undoable';
import { useFlushOnLeave, usePendingKeys } from '@/lib/pending-actions/use-pending-actions';
import { useAccount } from '@/lib/session/use-session';
import { trackingMappingQueries } from '../api/tracking-mapping-queries';
import { TRACKING_MAPPING_UI_TEXTS } from '@/contract/tracking-mapping/tracking-mapping-schemas';
import { TRACKING_DELETE_KIND, TRACKING_DELETE_PATH } from '../tracking-mapping-rules';

// The optimistic delete (spec c section 4; decisions 028 and 031): the mapping is hidden at once
// with 'Tracking deleted' and Undo; the undo queue sends POST tracking_mapping/delete after 30 s,
// when the next delete starts, when the list is left (here), on page hide (keepalive), or, if
// the device was offline, once it is back; exactly once per delete.

export function useDeleteMapping() {
  const account = useAccount();
  const pending = usePendingKeys(account, TRACKING_DELETE_KIND);
  useFlushOnLeave(TRACKING_DELETE_KIND);
  const remove = useCallback(
    (id: number) =>
      void scheduleUndoable({
        account,
        kind: TRACKING_DELETE_KIND,
        key: String(id),
        delayMs: TRACKING_DELETE_UNDO_DELAY_MS,
        call: { path: TRACKING_DELETE_PATH, body: { id } },
        // The list and the overview: the item goes (or comes back when refused) once fresh.
        refresh: trackingMappingQueries.all(account),
        message: TRACKING_MAPPING_UI_TEXTS.deleted,
      }),
    [account],
  );
  return { pending, remove };
}
