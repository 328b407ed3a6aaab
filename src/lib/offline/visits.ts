import { onlineManager } from '@tanstack/react-query';
import { useMatches, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { stringifySearch } from '../query-string';
import { accountsStore } from '../session/accounts-store';
import type { Visit } from './account-db';

// The screens and records an account opened while online: the offline page offers them as
// links (decision 018). Their data is in the device copies of their queries.

// Dexie loads on the first visit, never with the first page.
function remember(visit: Omit<Visit, 'visitedAt'>): void {
  const account = accountsStore.getState().current;
  if (!account || !onlineManager.isOnline()) return;
  void import('./offline-cache').then(({ rememberVisit }) => rememberVisit(account, visit));
}

const NOT_FOUND_ROUTE = '/_app/$';

/** Remembers the screen on view: the deepest route with a title, at its own path and search. */
export function useRememberScreen(): void {
  const href = useMatches({
    select: (matches) => {
      const screen = matches.findLast((match) => match.staticData.title !== undefined);
      if (!screen || screen.status !== 'success' || screen.routeId === NOT_FOUND_ROUTE) return null;
      return `${screen.pathname}${stringifySearch(screen.search as Record<string, unknown>)}`;
    },
  });
  const title = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.title)?.staticData.title,
  });
  useEffect(() => {
    if (href && title) remember({ href, title, kind: 'screen' });
  }, [href, title]);
}

/**
 * Remembers a record shown in a modal, under its title ('Parcel 1Z999…'), at the address it was
 * shown at. Not again when the address changes under it: a closing modal is still mounted when
 * the list's address comes back, and the record must not be remembered at the list's (issue 18).
 */
export function useRememberRecord(title: string | null): void {
  const router = useRouter();
  useEffect(() => {
    if (title) remember({ href: router.state.location.href, title, kind: 'record' });
  }, [router, title]);
}
