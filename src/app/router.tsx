import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { parseSearch, stringifySearch } from '@/lib/query-string';
import { routeTree } from '@/routeTree.gen';

export type RouterContext = { queryClient: QueryClient };

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    basepath: env.basePath,
    context: { queryClient },
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
