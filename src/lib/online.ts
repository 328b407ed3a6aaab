import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

// One notion of "online" for the whole app: TanStack Query's onlineManager, fed by the browser.
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );
}

export const OFFLINE_ACTION_REASON = 'You are offline: this needs a connection.';
