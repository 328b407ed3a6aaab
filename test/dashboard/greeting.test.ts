import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greeting } from '@/features/dashboard/dashboard-rules';

describe('the dashboard greeting', () => {
  // Far from UTC (UTC+14), so a greeting by the local hour would be another one.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Pacific/Kiritimati';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it.each([
    [0, 'Good night'],
    [4, 'Good night'],
    [5, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [17, 'Good afternoon'],
    [18, 'Good evening'],
    [23, 'Good evening'],
  ])('at %i:30 UTC says %s', (hour, expected) => {
    expect(greeting(new Date(Date.UTC(2026, 10, 24, hour, 30)))).toBe(expected);
  });
});
