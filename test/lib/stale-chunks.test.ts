import { describe, expect, it } from 'vitest';
import { STALE_CHUNK_RELOAD_WINDOW_MS, shouldReloadForStaleChunk } from '@/lib/stale-chunks';

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
