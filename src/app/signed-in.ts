import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, type RouterHistory } from '@tanstack/react-router';
import { reloadIfPending } from '@/lib/assets-hash';
import { wireAccountData } from './account-data';
import { loadRouteSearches } from './route-search';
import { createAppRouter } from './router';

// What only signed-in use needs, loaded apart from the sign-in page (decision 042): the full
// router with every screen's route, the routes' search declarations (decision 036) and the
// account's device data (decision 005). main.tsx loads it at once when an account is signed in
// at start, else when the public router hands over after a sign-in.

/**
 * The full router, once the current account's cached data is back in memory and the routes'
 * search declarations are here: nothing signed in renders before either (call it once).
 */
export async function startSignedIn(queryClient: QueryClient, history: RouterHistory) {
  await Promise.all([
    wireAccountData(queryClient).catch((error: unknown) =>
      console.error('Restoring cached data failed', error),
    ),
    loadRouteSearches().catch(() => undefined),
  ]);
  const router = createAppRouter(queryClient, history);
  router.subscribe('onResolved', reloadIfPending);
  return router;
}

let preloaded = false;

/** The public login form's head start: the signed-in frame's and the dashboard's chunks. */
export function preloadSignedInScreens(queryClient: QueryClient): void {
  if (preloaded) return;
  preloaded = true;
  // A router on a memory history only to load chunks: the routes keep what they loaded.
  createAppRouter(queryClient, createMemoryHistory()).options.context.preloadSignedIn();
}
