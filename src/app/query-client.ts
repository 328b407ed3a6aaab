import { focusManager, onlineManager, QueryClient } from '@tanstack/react-query';
import { POLLING_INTERVAL_MS } from '@/contract/constants';
import { isApiError } from '@/lib/api/api-error';
import { createIdleTracker } from '@/lib/idle';
import { networkFirstPersister } from '@/lib/offline/device-copy';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchInterval: POLLING_INTERVAL_MS,
        // Try once even offline: a failed first load shows the offline page (or cached data)
        // instead of waiting silently for the network.
        networkMode: 'offlineFirst',
        // Every GET of a signed-in account keeps its last answer on the device and serves it
        // offline (decision 018): screens write no offline code.
        persister: networkFirstPersister,
        // 4xx answers will not change on a retry; network trouble and 5xx may, once online.
        retry: (failureCount, error) =>
          onlineManager.isOnline() &&
          failureCount < 2 &&
          !(isApiError(error) && (error.status ?? 500) < 500),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Polling pauses while the tab is hidden, the user is idle or the app is offline: TanStack Query
 * skips interval fetches when unfocused and refetches stale queries once focus returns.
 */
export function wireIdleToFocus(): () => void {
  const idle = createIdleTracker();
  focusManager.setEventListener((setFocused) => {
    const update = () =>
      setFocused(
        document.visibilityState !== 'hidden' && !idle.isIdle() && onlineManager.isOnline(),
      );
    const unsubscribeIdle = idle.subscribe(update);
    const unsubscribeOnline = onlineManager.subscribe(update);
    document.addEventListener('visibilitychange', update);
    return () => {
      unsubscribeIdle();
      unsubscribeOnline();
      document.removeEventListener('visibilitychange', update);
    };
  });
  return () => idle.stop();
}
