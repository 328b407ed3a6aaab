// After a deploy, a lazily loaded chunk of the old build no longer exists (`vite:preloadError`).
// One reload fetches the new build; a second failure within the window is not retried, so a
// broken deploy never loops. Offline, a chunk that is not on the device (the charts, decision
// 017) fails to load for want of a network, not for a new build: no reload, the screen shows
// its own message.

export const STALE_CHUNK_RELOAD_KEY = 'staleChunkReloadAt';
export const STALE_CHUNK_RELOAD_WINDOW_MS = 60_000;

export function shouldReloadForStaleChunk(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number = Date.now(),
): boolean {
  const last = Number(storage.getItem(STALE_CHUNK_RELOAD_KEY) ?? 0);
  if (now - last < STALE_CHUNK_RELOAD_WINDOW_MS) return false;
  storage.setItem(STALE_CHUNK_RELOAD_KEY, String(now));
  return true;
}

export function handleStaleChunks(reload: () => void = () => window.location.reload()): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (!navigator.onLine) return;
    if (!shouldReloadForStaleChunk(sessionStorage)) return;
    event.preventDefault();
    reload();
  });
}
