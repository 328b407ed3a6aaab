import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  handleStaleChunks,
  STALE_CHUNK_RELOAD_WINDOW_MS,
  shouldReloadForStaleChunk,
} from '@/lib/stale-chunks';

describe('stale chunk reload', () => {
  it('reloads once, then not again within the window, then again after it', () => {
    const storage = new Map<string, string>();
    const store = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    };
    expect(shouldReloadForStaleChunk(store, 1_000_000)).toBe(true);
    expect(shouldReloadForStaleChunk(store, 1_000_000 + STALE_CHUNK_RELOAD_WINDOW_MS - 1)).toBe(
      false,
    );
    expect(shouldReloadForStaleChunk(store, 1_000_000 + STALE_CHUNK_RELOAD_WINDOW_MS)).toBe(true);
  });
});

describe('handleStaleChunks', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  const preloadError = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    return event;
  };

  it('reloads for a chunk that failed online', () => {
    const reload = vi.fn();
    handleStaleChunks(reload);
    const event = preloadError();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('offline, lets the failure through to the screen instead of reloading', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    handleStaleChunks(reload);
    const event = preloadError();
    expect(reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });
});
