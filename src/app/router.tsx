import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { parseSearch, stringifySearch } from '@/lib/query-string';
import { routeTree } from '@/routeTree.gen';

// The full router: every screen's route. The sign-in page does not load it; signed-out visitors
// get app/public-router.tsx, and this module arrives with the first signed-in account
// (app/signed-in.ts, decision 042).

export type RouterContext = {
  queryClient: QueryClient;
  /**
   * Loads what a sign-in will show first (the signed-in frame and the dashboard), without
   * showing it: the login form calls it once the user starts typing (decision 017).
   */
  preloadSignedIn: () => void;
};

/** Where a sign-in usually lands: the signed-in frame and the dashboard. */
const SIGNED_IN_ROUTES = ['/_app', '/_app/dashboard'] as const;

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    history,
    basepath: env.basePath,
    context: { queryClient, preloadSignedIn },
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    // React Query owns freshness; the router must not serve its own stale preloads.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Loaded when first needed (precached, so offline too): the sign-in page needs neither
    // (decision 017).
    defaultErrorComponent: lazyRouteComponent(
      () => import('@/features/shell/components/route-error'),
      'RouteError',
    ),
    defaultNotFoundComponent: lazyRouteComponent(
      () => import('@/features/shell/components/not-found-page'),
      'NotFoundPage',
    ),
  });
  // The router keeps each chunk's promise, so repeats cost nothing, and a failure here is
  // retried by the navigation itself.
  function preloadSignedIn(): void {
    for (const id of SIGNED_IN_ROUTES) {
      void router.loadRouteChunk(router.routesById[id])?.catch(() => undefined);
    }
  }
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** Page name; the document title adds the product suffix. */
    title?: string;
  }
}
