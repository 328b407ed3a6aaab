import {
  HEALTH_COLOUR_THRESHOLDS,
  PARCELS_CHART_EXTRA_HEIGHT_PX,
  PARCELS_CHART_ROW_HEIGHT_PX,
  PARCELS_CHART_TOP_GROUPS,
  REQUEST_BUCKET_SECONDS_PER_HOUR,
} from '@/contract/constants';
import { HEALTH_PERIODS, type HealthStatus } from '@/contract/dashboard/dashboard-schemas';

// The dashboard's pure rules (spec a sections 4 and 9, decision 012).

export type HealthColour = 'grey' | 'red' | 'orange' | 'green';

/** Spec a section 4: 25 or below red, above 25 up to 75 orange, above 75 green, no data grey. */
export function healthColour(rate: number | null | undefined): HealthColour {
  if (rate === null || rate === undefined) return 'grey';
  if (rate <= HEALTH_COLOUR_THRESHOLDS.red) return 'red';
  if (rate <= HEALTH_COLOUR_THRESHOLDS.orange) return 'orange';
  return 'green';
}

/** The rate the colour goes by: the most recent period (600 s back). */
export const lastRate = (status: HealthStatus): number | null =>
  status.periodsData[String(HEALTH_PERIODS[0])]?.rate ?? null;

/** '10 min', '50 min', '1 h', '1 h 10 min', '2 h': how far back a period is. */
export function periodLabel(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export type HealthPoint = { period: string; rate: number | null };

/** The graph's points, oldest (2 h back) on the left. */
export const healthSeries = (status: HealthStatus): HealthPoint[] =>
  [...HEALTH_PERIODS].reverse().map((seconds) => ({
    period: periodLabel(seconds),
    rate: status.periodsData[String(seconds)]?.rate ?? null,
  }));

export type ParcelGroupRow = { group: string; count: number };
/** The 'Others' row also says how many groups it sums. */
export type FoldedParcelGroupRow = ParcelGroupRow & { groups?: number };

export const OTHERS_GROUP = 'Others';
export const DAY_GROUP_BY = 'day';

/**
 * Spec a section 4: grouped by day the rows stay whole, in date order; otherwise sorted by count
 * (descending), the top 7 shown and the rest summed as 'Others'.
 */
export function foldParcelGroups(
  rows: readonly ParcelGroupRow[],
  groupBy: string,
): FoldedParcelGroupRow[] {
  if (groupBy === DAY_GROUP_BY) {
    // Day groups are 'YYYY-MM-DD', so text order is date order.
    return [...rows].sort((a, b) => a.group.localeCompare(b.group));
  }
  const sorted = [...rows].sort((a, b) => b.count - a.count);
  if (sorted.length <= PARCELS_CHART_TOP_GROUPS) return sorted;
  const rest = sorted.slice(PARCELS_CHART_TOP_GROUPS);
  const others = rest.reduce((sum, row) => sum + row.count, 0);
  return [
    ...sorted.slice(0, PARCELS_CHART_TOP_GROUPS),
    { group: OTHERS_GROUP, count: others, groups: rest.length },
  ];
}

/** Spec a section 9: 50 px per row plus 100. */
export const chartHeight = (rows: number): number =>
  rows * PARCELS_CHART_ROW_HEIGHT_PX + PARCELS_CHART_EXTRA_HEIGHT_PX;

export const REQUEST_POINT_SECONDS = 600;

export type RequestPoint = { period: number; totalRequests: number };
export type RequestBar = { period: number; total: number };

/**
 * Spec a section 4 (decision 012): 20 s of bucket per hour of data (hours from the number of
 * 600-s points, rounded), at least 1 s. A bar sums a whole number of points, the bucket rounded
 * to points (at least one): summing by the bucket itself would put 5 or 6 points in turn into
 * 3360-s buckets, a sawtooth steady traffic does not have. Bars count from the first point;
 * `barSeconds` is the span each bar really covers.
 */
export function bucketRequests(points: readonly RequestPoint[]): {
  bucketSeconds: number;
  pointsPerBar: number;
  barSeconds: number;
  bars: RequestBar[];
} {
  const hours = Math.round((points.length * REQUEST_POINT_SECONDS) / 3600);
  const bucketSeconds = Math.max(1, REQUEST_BUCKET_SECONDS_PER_HOUR * hours);
  const pointsPerBar = Math.max(1, Math.round(bucketSeconds / REQUEST_POINT_SECONDS));
  const barSeconds = pointsPerBar * REQUEST_POINT_SECONDS;
  const start = points[0]?.period ?? 0;
  const bars: RequestBar[] = [];
  let current: RequestBar | undefined;
  let currentIndex = -1;
  for (const point of points) {
    // By time rather than by position, so a missing point does not shift the later bars.
    const index = Math.floor((point.period - start) / barSeconds);
    if (!current || index !== currentIndex) {
      currentIndex = index;
      // A bar is dated by its first point.
      current = { period: point.period, total: 0 };
      bars.push(current);
    }
    current.total += point.totalRequests;
  }
  return { bucketSeconds, pointsPerBar, barSeconds, bars };
}

/** By the UTC hour, as every time in the console is UTC (spec a section 2). */
export function greeting(now: Date): string {
  const hour = now.getUTCHours();
  if (hour < 5) return 'Good night';
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}
