import { describe, expect, it } from 'vitest';
import { healthStatus } from '@/features/health-check/health-status';

describe('healthStatus (spec b: 0-24 critical, 25-74 issue, 75-100 well, empty no data)', () => {
  it.each([
    [0, 'critical'],
    [24, 'critical'],
    [24.99, 'critical'],
    [25, 'issue'],
    [74, 'issue'],
    [74.9, 'issue'],
    [75, 'well'],
    [100, 'well'],
    ['80', 'well'],
    [null, 'no-data'],
    [undefined, 'no-data'],
    ['', 'no-data'],
    ['n/a', 'no-data'],
  ])('%j -> %s', (rate, status) => {
    expect(healthStatus(rate)).toBe(status);
  });
});
