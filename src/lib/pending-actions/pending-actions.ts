import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { notifyFailure } from '../notify';
import { accountsStore } from '../session/accounts-store';
import { createPendingQueue } from './pending-queue';
import { createPendingStore } from './pending-store';
import { sendPendingCall } from './send-pending-call';

// The app's one undo queue (decision 028) and its wiring to the page, the network and the
// accounts. `startPendingActions` runs once at boot, so leftovers of a closed tab are sent even
// if their screen is never opened again.

let queryClient: QueryClient | null = null;

export const pendingActions = createPendingQueue({
  store: createPendingStore(() => (typeof localStorage === 'undefined' ? undefined : localStorage)),
  send: sendPendingCall,
  isOnline: () => onlineManager.isOnline(),
  accountIds: () => accountsStore.getState().accounts.map((account) => account.id),
  afterSettled: async (action, result) => {
    if (result.outcome === 'failed') notifyFailure(result.error);
    // The item shows again only once its list is fresh: gone when done, back when refused.
    if (result.outcome !== 'dropped' && action.refresh && queryClient)
      await queryClient.invalidateQueries({ queryKey: action.refresh });
  },
});

export function startPendingActions(client: QueryClient): () => void {
  queryClient = client;
  let current = accountsStore.getState().current?.id ?? null;
  const stops = [
    // The account that stops being current sends its actions with its own identifier. (A
    // logout removes the account first, so its actions are dropped unless flushed before.)
    accountsStore.subscribe(() => {
      const next = accountsStore.getState().current?.id ?? null;
      if (current !== null && next !== current) void pendingActions.flushAccount(current);
      current = next;
    }),
    accountsStore.onRemoved((account) => pendingActions.dropAccount(account.id)),
    onlineManager.subscribe((online) => {
      if (!online) return;
      void pendingActions.retryWaiting();
      void pendingActions.sweep();
    }),
  ];
  const onPageHide = () => pendingActions.pageHide();
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) void pendingActions.sweep();
  };
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  void pendingActions.sweep();
  return () => {
    stops.forEach((stop) => stop());
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
    queryClient = null;
  };
}
