import { confirmAction } from '@/lib/confirm';
import { notifyAction } from '@/lib/notify';
import { hasUnsavedChanges } from '@/lib/unsaved-changes';

// Registers the service worker (production builds, or SW_DEV=1 in development). A new version
// waits until the user agrees to reload; it never takes over in the middle of unsaved work. A
// service-worker failure only logs (spec c section 8).
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  if (!import.meta.env.PROD && import.meta.env.VITE_SW_DEV !== '1') return;
  window.addEventListener('load', () => {
    void import('workbox-window')
      .then(({ Workbox }) => {
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
        return wb.register();
      })
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  });
}
