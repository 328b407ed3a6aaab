import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { pendingActions } from './pending-actions';

// What a screen with an undoable write needs: the keys to hide and a flush when it is left.

/** Keys of `kind` waiting (or being sent) for the account: hide them in its list. */
export function usePendingKeys(account: { id: number }, kind: string): ReadonlySet<string> {
  const read = useCallback(() => pendingActions.pendingKeys(account.id, kind), [account.id, kind]);
  return useSyncExternalStore(pendingActions.subscribe, read, read);
}

/** Leaving the screen sends its pending actions of `kind` (spec c section 4). */
export function useFlushOnLeave(kind: string): void {
  useEffect(() => () => void pendingActions.flush(kind), [kind]);
}

/** The list as it should show: without the items whose action is pending. */
export function withoutPending<T>(
  items: readonly T[],
  keys: ReadonlySet<string>,
  keyOf: (item: T) => string | number,
): readonly T[] {
  return keys.size ? items.filter((item) => !keys.has(String(keyOf(item)))) : items;
}
