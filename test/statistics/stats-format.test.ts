import { describe, expect, it } from 'vitest';
import { formatStatsDate } from '@/features/statistics/stats-format';

describe('formatStatsDate (spec a section 9: DD.MM.YYYY)', () => {
  it.each([
    ['23-11-2026', '23.11.2026'],
    ['23-11-2026 14:00', '23.11.2026, 14:00'],
    ['01-01-2027 00:00:00', '01.01.2027, 00:00:00'],
    [' 23-11-2026 ', '23.11.2026'],
    ['2026-W47', '2026-W47'],
    ['', ''],
  ])('%j -> %j', (raw, shown) => {
    expect(formatStatsDate(raw)).toBe(shown);
  });
});
