import { focusManager, QueryClient } from '@tanstack/react-query';
import { POLLING_INTERVAL_MS } from '@/config/constants';
import { isApiError } from '@/lib/api/api-error';
import { createIdleTracker } from '@/lib/idle';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchInterval: POLLING_INTERVAL_MS,
        // 4xx answers will not change on a retry; network trouble and 5xx may.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && (error.status ?? 500) < 500),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Polling pauses while the tab is hidden or the user is idle: TanStack Query skips interval
 * fetches when unfocused and refetches stale queries once focus returns.
 */
export function wireIdleToFocus(): () => void {
  const idle = createIdleTracker();
  focusManager.setEventListener((setFocused) => {
    const update = () => setFocused(document.visibilityState !== 'hidden' && !idle.isIdle());
    const unsubscribe = idle.subscribe(update);
    document.addEventListener('visibilitychange', update);
    return () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', update);
    };
  });
  return () => idle.stop();
}
