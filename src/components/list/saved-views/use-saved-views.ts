import { useCallback, useEffect, useState } from 'react';
import type { Account } from '@/lib/session/accounts';
import type { SavedView, ViewState } from './saved-view-rules';

// Dexie comes with the first list screen's views, never with the first page.
const store = () => import('./views-store');

type Loaded = { key: string; views: SavedView[] };

/**
 * One list's saved views of the account, live (a change in this tab or another shows at once);
 * none while they load or when the device cannot be read.
 */
export function useSavedViews(account: Pick<Account, 'id'>, list: string) {
  const accountId = account.id;
  const key = `${accountId}:${list}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let stop = () => {};
    let cancelled = false;
    const none = () => setLoaded({ key, views: [] });
    store().then(({ watchViews }) => {
      if (cancelled) return;
      stop = watchViews({ id: accountId }, list, (views) => setLoaded({ key, views }), none);
    }, none);
    return () => {
      cancelled = true;
      stop();
    };
  }, [key, accountId, list]);

  const add = useCallback(
    async (view: ViewState & Pick<SavedView, 'list' | 'name'>) =>
      (await store()).addView({ id: accountId }, view),
    [accountId],
  );
  const put = useCallback(
    async (view: SavedView) => (await store()).putView({ id: accountId }, view),
    [accountId],
  );
  const remove = useCallback(
    async (id: string) => (await store()).deleteView({ id: accountId }, id),
    [accountId],
  );

  // Another account's or list's views never show, not even for one render.
  const views = loaded?.key === key ? loaded.views : [];
  return { views, add, put, remove };
}
