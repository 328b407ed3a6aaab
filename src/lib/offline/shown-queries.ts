import { type QueryCache, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { accountKey, type Account } from '../session/accounts';
import { useOnline } from '../online';

// What the current screen shows, read off the query cache: the account's active queries except
// the common lists (the shell's menus, not the screen's data). The offline banner speaks of their
// age, and the offline gate shows the offline page when none of them has anything to show.

export type ShownData = {
  /** Active queries of the screen. */
  count: number;
  /** The oldest answer on screen (ms), or null when none has data. */
  oldest: number | null;
  /** Some query is still asking the network or the device. */
  loading: boolean;
};

export function shownData(cache: QueryCache, account: Pick<Account, 'id'>): ShownData {
  const root = accountKey(account);
  const queries = cache
    .findAll({ type: 'active' })
    .filter((query) => query.queryKey[0] === root && query.queryKey[1] !== 'common-lists');
  const ages = queries
    .filter((query) => query.state.data !== undefined)
    .map((query) => query.state.dataUpdatedAt);
  return {
    count: queries.length,
    oldest: ages.length > 0 ? Math.min(...ages) : null,
    loading: queries.some((query) => query.state.fetchStatus === 'fetching'),
  };
}

/** `shownData` kept current while offline (online it is not needed, so nothing is watched). */
export function useShownDataOffline(account: Pick<Account, 'id'> | null): ShownData | null {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [, tick] = useState(0);
  const watching = !online && account !== null;
  useEffect(() => {
    if (!watching) return;
    // The age in words changes with time too.
    const timer = setInterval(() => tick((n) => n + 1), 15_000);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => tick((n) => n + 1));
    return () => {
      clearInterval(timer);
      unsubscribe();
    };
  }, [watching, queryClient]);
  return watching ? shownData(queryClient.getQueryCache(), account) : null;
}
