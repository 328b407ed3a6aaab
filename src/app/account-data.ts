import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { notifyInfo } from '@/lib/notify';
import { loadRouteSearches } from './route-search';
import { onCachingDisabled } from '@/lib/offline/caching-switch';
import { markSignedIn, markSignedOut } from '@/lib/offline/signed-out';
import { startAccountPersistence } from '@/lib/offline/query-persistence';
import { accountQueries, forgetAccountData } from '@/lib/session/account-cache';
import type { Account } from '@/lib/session/accounts';
import { accountsStore } from '@/lib/session/accounts-store';

// Each account's data lives in its own persisted query cache and its own Dexie database. The
// current account's cache is restored before the app renders (a reload shows the last data at
// once); an account that leaves the browser takes its data with it.

export const BUILD_SWEEP_DELAY_MS = 5_000;

export const CACHING_OFF_TEXT =
  'This device has no room to keep data for offline use; the console works online as usual.';

/**
 * The undo queue (decision 028) starts with the first signed-in account: it sends what a closed
 * tab left on the device. Loaded apart, so the sign-in page carries none of it.
 */
let pendingStarted = false;
function startPendingOnce(queryClient: QueryClient): void {
  if (pendingStarted) return;
  pendingStarted = true;
  void import('@/lib/pending-actions/pending-actions').then(({ startPendingActions }) =>
    startPendingActions(queryClient),
  );
}

export async function wireAccountData(queryClient: QueryClient): Promise<void> {
  let running: { account: Account; stop: () => void } | null = null;

  const follow = async () => {
    const account = accountsStore.getState().current;
    if (running?.account.id === account?.id) return;
    running?.stop();
    running = null;
    if (!account) return;
    markSignedIn(account);
    startPendingOnce(queryClient);
    // A sign-in: the routes' search declarations (decision 036) start loading as the account
    // arrives, before the router goes to its first screen.
    void loadRouteSearches().catch(() => undefined);
    const persistence = startAccountPersistence(queryClient, account, { buster: __APP_BUILD_ID__ });
    void navigator.storage?.persist?.().catch(() => false);
    // Device copies written by an older build may have another shape (decision 018); swept
    // once the screen is up, so it never competes with the first requests. Cancelled when the
    // account leaves first: a sweep after its logout would open (recreate) its database.
    const sweep = window.setTimeout(() => {
      void import('@/lib/offline/query-store').then(({ dropOtherBuilds }) =>
        dropOtherBuilds(account, __APP_BUILD_ID__),
      );
    }, BUILD_SWEEP_DELAY_MS);
    running = {
      account,
      stop: () => {
        window.clearTimeout(sweep);
        persistence.stop();
      },
    };
    await persistence.restored;
  };

  onCachingDisabled(() => notifyInfo(CACHING_OFF_TEXT));
  // What was shown offline may be old whatever its age says: revalidate it on reconnect.
  onlineManager.subscribe((online) => {
    const account = accountsStore.getState().current;
    if (online && account)
      void queryClient.invalidateQueries({ queryKey: accountQueries.all(account) });
  });
  accountsStore.subscribe(() => void follow());
  accountsStore.onRemoved((account) => {
    // At once: a device copy on its way must not reopen the database being deleted.
    markSignedOut(account);
    if (running?.account.id === account.id) {
      running.stop();
      running = null;
    }
    forgetAccountData(queryClient, account);
    // Dexie loads only when there is something to delete.
    void import('@/lib/offline/offline-cache').then(({ deleteAccountCache }) =>
      deleteAccountCache(account),
    );
  });
  await follow();
}
