import { describe, expect, it } from 'vitest';
import { cachedAgo } from '@/lib/data-age';

describe('cached data age', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  it.each([
    [0, 'cached just now'],
    [59_999, 'cached just now'],
    [60_000, 'cached 1 min ago'],
    [12 * 60_000 + 5_000, 'cached 12 min ago'],
    [59 * 60_000, 'cached 59 min ago'],
    [60 * 60_000, 'cached 1 h ago'],
    [23 * 3_600_000, 'cached 23 h ago'],
    [49 * 3_600_000, 'cached 2 d ago'],
    [-5_000, 'cached just now'],
  ])('%i ms old reads "%s"', (age, text) => {
    expect(cachedAgo(now - age, now)).toBe(text);
  });
});
