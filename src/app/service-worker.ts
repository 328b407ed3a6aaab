import { Workbox } from 'workbox-window';
import { confirmAction } from '@/lib/confirm';
import { notifyAction } from '@/lib/notify';
import { accountsStore } from '@/lib/session/accounts-store';
import { hasUnsavedChanges } from '@/lib/unsaved-changes';

// Registers the service worker (production builds, or SW_DEV=1 in development). A new version
// waits until the user agrees to reload; it never takes over in the middle of unsaved work. A
// service-worker failure only logs (spec c section 8).
//
// The first activation claims the open page (sw/sw.ts) and nothing here reloads on it: only an
// update the user accepted reloads. workbox-window is part of the first load (2 KB gzip), so the
// worker is registered as soon as the page has loaded (decision 017).
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  if (!import.meta.env.PROD && import.meta.env.VITE_SW_DEV !== '1') return;
  window.addEventListener('load', () => {
    const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, {
      scope: import.meta.env.BASE_URL,
      type: import.meta.env.PROD ? 'classic' : 'module',
    });
    wb.addEventListener('waiting', () => {
      notifyAction('A new version of the console is available.', 'Reload', async () => {
        if (hasUnsavedChanges()) {
          const ok = await confirmAction({
            text: 'Reloading will lose the changes you have not saved. Reload now?',
            confirmLabel: 'Reload',
            cancelLabel: 'Later',
          });
          if (!ok) return;
        }
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      });
    });
    wb.register()
      .then(warmRuntimeCacheWhenSignedIn)
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  });
}

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 10_000 }) : run();

/**
 * Once an account is signed in and the page is idle and online, the active worker fetches the
 * large optional assets it does not precache (the ZPL renderer, the charts), so they work offline
 * later; a visitor of the sign-in page alone never downloads them (decision 017).
 */
function warmRuntimeCacheWhenSignedIn(): void {
  let asked = false;
  const ask = () => {
    if (asked || !accountsStore.getState().current || !navigator.onLine) return;
    asked = true;
    stopFollowing();
    whenIdle(() => {
      void navigator.serviceWorker.ready.then((registration) =>
        registration.active?.postMessage({ type: 'WARM_RUNTIME_CACHE' }),
      );
    });
  };
  const unsubscribe = accountsStore.subscribe(ask);
  const stopFollowing = () => {
    unsubscribe();
    window.removeEventListener('online', ask);
  };
  window.addEventListener('online', ask);
  ask();
}
