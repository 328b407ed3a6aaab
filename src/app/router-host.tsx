import { type AnyRouter, RouterProvider } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';

// The page's one router, swapped once: the public router gives way to the full one after a
// sign-in (decision 042). A new router mounts afresh (`key`), on the same browser history.

let shown: { router: AnyRouter; key: number } | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function showRouter(router: AnyRouter): void {
  if (shown?.router === router) return;
  shown = { router, key: (shown?.key ?? 0) + 1 };
  listeners.forEach((listener) => listener());
}

export function RouterHost() {
  const current = useSyncExternalStore(subscribe, () => shown);
  if (!current) return null;
  return <RouterProvider key={current.key} router={current.router} />;
}
