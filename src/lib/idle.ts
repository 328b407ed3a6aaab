import { IDLE_TIMEOUT_MS } from '@/contract/constants';

// Spec a section 4: the app is idle after 10 minutes without activity. Polling reads this
// through TanStack Query's focusManager (see app/query-client.ts), so an idle app stops polling
// and refetches stale data once on return.

export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
] as const;

export type IdleTracker = {
  isIdle: () => boolean;
  subscribe: (listener: (idle: boolean) => void) => () => void;
  stop: () => void;
};

export function createIdleTracker(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window,
  timeoutMs: number = IDLE_TIMEOUT_MS,
): IdleTracker {
  let idle = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<(idle: boolean) => void>();

  const setIdle = (next: boolean) => {
    if (next === idle) return;
    idle = next;
    listeners.forEach((listener) => listener(idle));
  };
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => setIdle(true), timeoutMs);
  };
  const onActivity = () => {
    setIdle(false);
    arm();
  };

  ACTIVITY_EVENTS.forEach((name) =>
    target.addEventListener(name, onActivity, { passive: true, capture: true }),
  );
  arm();

  return {
    isIdle: () => idle,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      clearTimeout(timer);
      ACTIVITY_EVENTS.forEach((name) =>
        target.removeEventListener(name, onActivity, { capture: true }),
      );
      listeners.clear();
    },
  };
}
