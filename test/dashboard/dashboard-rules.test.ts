import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { HealthStatus } from '@/contract/dashboard/dashboard-schemas';
import {
  bucketRequests,
  chartHeight,
  foldParcelGroups,
  healthColour,
  healthSeries,
  lastRate,
  periodLabel,
} from '@/features/dashboard/dashboard-rules';
import { dashboardSearchSchema } from '@/features/dashboard/dashboard-search';
import { formatCount } from '@/lib/format';

describe('healthColour', () => {
  it.each([
    [null, 'grey'],
    [undefined, 'grey'],
    [0, 'red'],
    [25, 'red'],
    [25.01, 'orange'],
    [75, 'orange'],
    [75.01, 'green'],
    [100, 'green'],
  ] as const)('rate %s is %s', (rate, colour) => {
    expect(healthColour(rate)).toBe(colour);
  });
});

describe('health series', () => {
  const status: HealthStatus = {
    label: 'DHL',
    additional_label: 'tracking',
    total: 10,
    failed: 1,
    periodsData: { '600': { rate: 90 }, '1200': { rate: null }, '7200': { rate: 10 } },
  };

  it('labels periods as how long ago they were', () => {
    expect([600, 1200, 3000, 3600, 4200, 7200].map(periodLabel)).toEqual([
      '10 min',
      '20 min',
      '50 min',
      '1 h',
      '1 h 10 min',
      '2 h',
    ]);
  });

  it('puts the oldest period on the left and keeps missing rates empty', () => {
    const series = healthSeries(status);
    expect(series).toHaveLength(12);
    expect(series[0]).toEqual({ period: '2 h', rate: 10 });
    expect(series.at(-2)).toEqual({ period: '20 min', rate: null });
    expect(series.at(-1)).toEqual({ period: '10 min', rate: 90 });
    expect(series[5]).toEqual({ period: '1 h 10 min', rate: null });
  });

  it('colours by the last 600 s', () => {
    expect(lastRate(status)).toBe(90);
    expect(lastRate({ ...status, periodsData: {} })).toBeNull();
  });
});

const groups = (counts: number[]) =>
  counts.map((count, index) => ({ group: `g${index + 1}`, count }));

describe('foldParcelGroups', () => {
  it('sorts by count, highest first', () => {
    expect(foldParcelGroups(groups([3, 9, 1]), 'service')).toEqual([
      { group: 'g2', count: 9 },
      { group: 'g1', count: 3 },
      { group: 'g3', count: 1 },
    ]);
  });

  it('keeps exactly 7 groups whole', () => {
    const folded = foldParcelGroups(groups([1, 2, 3, 4, 5, 6, 7]), 'carrier');
    expect(folded).toHaveLength(7);
    expect(folded.map((row) => row.group)).not.toContain('Others');
  });

  it('folds an 8th group into Others', () => {
    const folded = foldParcelGroups(groups([1, 2, 3, 4, 5, 6, 7, 8]), 'carrier');
    expect(folded).toHaveLength(8);
    expect(folded.slice(0, 7).map((row) => row.count)).toEqual([8, 7, 6, 5, 4, 3, 2]);
    expect(folded[7]).toEqual({ group: 'Others', count: 1, groups: 1 });
  });

  it('sums every group after the top 7 into Others', () => {
    const folded = foldParcelGroups(groups([50, 1, 40, 2, 30, 3, 20, 4, 10, 5]), 'status');
    expect(folded).toHaveLength(8);
    expect(folded.at(-1)).toEqual({ group: 'Others', count: 1 + 2 + 3, groups: 3 });
    expect(folded.reduce((sum, row) => sum + row.count, 0)).toBe(165);
  });

  it('grouped by day, keeps every day in date order', () => {
    const days = Array.from({ length: 10 }, (_, index) => ({
      group: `2024-03-${String(10 - index).padStart(2, '0')}`,
      count: index,
    }));
    const folded = foldParcelGroups(days, 'day');
    expect(folded).toHaveLength(10);
    expect(folded.map((row) => row.group)).toEqual([...days.map((row) => row.group)].reverse());
  });

  it('does not change its input', () => {
    const rows = groups([1, 2]);
    foldParcelGroups(rows, 'service');
    expect(rows.map((row) => row.count)).toEqual([1, 2]);
  });
});

describe('chartHeight', () => {
  it('is 50 px per row plus 100', () => {
    expect(chartHeight(0)).toBe(100);
    expect(chartHeight(1)).toBe(150);
    expect(chartHeight(8)).toBe(500);
  });
});

const points = (count: number, value = (index: number) => index + 1, start = 1_700_000_400) =>
  Array.from({ length: count }, (_, index) => ({
    period: start + index * 600,
    totalRequests: value(index),
  }));

describe('bucketRequests', () => {
  it('has no bars and a 1-s bucket without data', () => {
    expect(bucketRequests([])).toEqual({
      bucketSeconds: 1,
      pointsPerBar: 1,
      barSeconds: 600,
      bars: [],
    });
  });

  it('is at least 1 s when less than half an hour of data rounds to 0 hours', () => {
    const result = bucketRequests(points(2));
    expect(result.bucketSeconds).toBe(1);
    expect(result.bars).toEqual([
      { period: 1_700_000_400, total: 1 },
      { period: 1_700_001_000, total: 2 },
    ]);
  });

  it('rounds the hours of data', () => {
    expect(bucketRequests(points(3)).bucketSeconds).toBe(20); // 0.5 h -> 1
    expect(bucketRequests(points(8)).bucketSeconds).toBe(20); // 1.33 h -> 1
    expect(bucketRequests(points(9)).bucketSeconds).toBe(40); // 1.5 h -> 2
    expect(bucketRequests(points(144)).bucketSeconds).toBe(480); // 1 day
  });

  it('keeps each 600-s point on its own when the bucket rounds to one point', () => {
    const data = points(144);
    const result = bucketRequests(data);
    expect(result).toMatchObject({ bucketSeconds: 480, pointsPerBar: 1, barSeconds: 600 });
    expect(result.bars.map((bar) => bar.period)).toEqual(data.map((point) => point.period));
    expect(result.bars.map((bar) => bar.total)).toEqual(data.map((point) => point.totalRequests));
  });

  it('sums a whole number of points per bar: the bucket rounded to 600-s points', () => {
    // 7 days: 168 h, 3360-s buckets, 5.6 points rounded to 6: 168 bars of an hour.
    const data = points(1008);
    const { bucketSeconds, pointsPerBar, barSeconds, bars } = bucketRequests(data);
    expect(bucketSeconds).toBe(3360);
    expect(pointsPerBar).toBe(6);
    expect(barSeconds).toBe(3600);
    expect(bars).toHaveLength(168);
    // Points 1..6 then 7..12, each bar dated by its first point.
    expect(bars[0]).toEqual({ period: data[0]!.period, total: 1 + 2 + 3 + 4 + 5 + 6 });
    expect(bars[1]).toEqual({ period: data[6]!.period, total: 7 + 8 + 9 + 10 + 11 + 12 });
    expect(bars.at(-1)!.period).toBe(data[1002]!.period);
    expect(bars.reduce((sum, bar) => sum + bar.total, 0)).toBe((1008 * 1009) / 2);
  });

  it.each([
    [1, 144, 144, 1],
    [7, 1008, 168, 6],
    [30, 4320, 180, 24],
  ])('gives equal bars for steady traffic over %i days', (_days, count, barCount, perBar) => {
    const { bars } = bucketRequests(points(count, () => 2));
    expect(bars).toHaveLength(barCount);
    expect(new Set(bars.map((bar) => bar.total))).toEqual(new Set([2 * perBar]));
  });

  it('rounds the bucket down to whole points too: 14 days sum 11 points a bar', () => {
    // 336 h: 6720-s buckets, 11.2 points rounded to 11 (6600 s); 2016 points leave 3 for the last.
    const { pointsPerBar, barSeconds, bars } = bucketRequests(points(2016, () => 1));
    expect(pointsPerBar).toBe(11);
    expect(barSeconds).toBe(6600);
    expect(bars).toHaveLength(184);
    expect(bars.slice(0, -1).every((bar) => bar.total === 11)).toBe(true);
    expect(bars.at(-1)!.total).toBe(3);
  });

  it('places points by their time, so a missing point does not shift later bars', () => {
    const data = points(1008, () => 1).filter((_, index) => index !== 3);
    const { bars } = bucketRequests(data);
    expect(bars[0]!.total).toBe(5);
    expect(bars.slice(1).every((bar) => bar.total === 6)).toBe(true);
    expect(bars[1]!.period).toBe(1_700_000_400 + 3600);
  });
});

describe('formatCount', () => {
  it('uses group separators', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(12)).toBe('12');
  });
});

describe('dashboard search', () => {
  const parse = (input: Record<string, unknown>) => v.parse(dashboardSearchSchema, input);

  it('defaults to all users, 7 days, grouped by service', () => {
    expect(parse({})).toEqual({ user_id: '', days_range: 7, group_by: 'service' });
  });

  it('reads the URL strings', () => {
    expect(parse({ user_id: '12', days_range: '30', group_by: 'day' })).toEqual({
      user_id: '12',
      days_range: 30,
      group_by: 'day',
    });
    expect(parse({ user_id: 5, days_range: 1 })).toMatchObject({ user_id: '5', days_range: 1 });
  });

  it.each([
    [{ user_id: 'abc' }, { user_id: '' }],
    [{ user_id: ['1', '2'] }, { user_id: '' }],
    [{ user_id: '-3' }, { user_id: '' }],
    [{ days_range: '3' }, { days_range: 7 }],
    [{ days_range: 'week' }, { days_range: 7 }],
    [{ days_range: '7.5' }, { days_range: 7 }],
    [{ group_by: 'nonsense' }, { group_by: 'service' }],
    [{ group_by: ['day'] }, { group_by: 'service' }],
  ])('falls back on garbage %j', (input, expected) => {
    expect(parse(input)).toMatchObject(expected);
  });
});
