import { afterAll, vi } from 'vitest';

// The Node projects (`server`, `rules`) share their modules within a worker, as the screen tests
// do (decision 041): the next file in this worker starts with the real globals, timers, methods
// and environment, whatever this one changed.
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});
