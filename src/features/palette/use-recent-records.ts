import { useEffect, useState } from 'react';
import type { Visit } from '@/lib/offline/offline-cache';
import type { Account } from '@/lib/session/accounts';

/**
 * The records the account opened lately, newest first, read from the device each time the
 * palette opens (decision 018's visits: their data is on the device, so they open offline too).
 */
export function useRecentRecords(account: Pick<Account, 'id'>, opened: boolean): Visit[] {
  const [visits, setVisits] = useState<Visit[]>([]);
  useEffect(() => {
    if (!opened) return;
    let alive = true;
    // Dexie comes with the offline cache's chunk, already loaded by the first screen's visit.
    void import('@/lib/offline/offline-cache')
      .then(({ recentVisits }) => recentVisits(account))
      .then((found) => {
        if (alive) setVisits(found.filter((visit) => visit.kind === 'record'));
      });
    return () => {
      alive = false;
    };
  }, [account, opened]);
  return visits;
}
