import { liveQuery } from 'dexie';
import { db } from '@/lib/offline/offline-cache';
import type { Account } from '@/lib/session/accounts';
import { parseViews, type SavedView, type ViewState } from './saved-view-rules';

// The saved views on the device: a table of the account's own database (decision 051), so they
// work offline and leave with the account. They are the user's settings, not a cache: they are
// read and written even when the device copy of data is off, and a failed write is told to the
// user rather than swallowed. Loaded on demand, so Dexie stays out of the first load.

type AccountRef = Pick<Account, 'id'>;

/**
 * Calls `onViews` with the list's views now and after every change (this tab or another);
 * `onError` if the device cannot be read. Returns the unsubscribe.
 */
export function watchViews(
  account: AccountRef,
  list: string,
  onViews: (views: SavedView[]) => void,
  onError: (error: unknown) => void,
): () => void {
  const subscription = liveQuery(async () =>
    parseViews(await db(account).views.where('list').equals(list).toArray(), list),
  ).subscribe({ next: onViews, error: onError });
  return () => subscription.unsubscribe();
}

/** A new view of the list under a name (already checked). */
export async function addView(
  account: AccountRef,
  view: ViewState & Pick<SavedView, 'list' | 'name'>,
): Promise<void> {
  const now = Date.now();
  await db(account).views.add({ ...view, id: newViewId(), createdAt: now, updatedAt: now });
}

/** A view renamed or updated with the list's current state. */
export async function putView(account: AccountRef, view: SavedView): Promise<void> {
  await db(account).views.put({ ...view, updatedAt: Date.now() });
}

/** A new view's id: unique on this device. */
function newViewId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export async function deleteView(account: AccountRef, id: string): Promise<void> {
  await db(account).views.delete(id);
}
