import { STATS_FAILED_HTTP_CODES, STATS_SUCCESS_HTTP_CODES } from '../../../src/contract/constants';
import type {
  StatisticsGraph,
  StatisticsRow,
} from '../../../src/contract/statistics/statistics-schemas';
import { DAY } from '../../shared/utc-dates';
import { eachRequest, type RequestFilter } from './queries';
import { isSuccessCode, REQUEST_ENDPOINTS, type RequestLog, serviceIdsOf } from './request-log';

// The statistics page (spec a sections 2, 3, 7) over the request log: counts per period for the
// graphs and per (day, request type, URI, user, services) for the table. "Success" is an answer
// below 400, which in this log means exactly the success tile's codes (200, 207).

export const STATISTICS_PER = ['hour', 'day', 'week', 'month'] as const;
export type StatisticsPer = (typeof STATISTICS_PER)[number];
/** A graph longer than this is refused rather than built (about a year per hour). */
export const MAX_PERIODS = 10_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'DD-MM-YYYY', or 'DD-MM-YYYY HH:00' per hour: the dates of the statistics rows. */
export function periodLabel(start: number, per: StatisticsPer): string {
  const d = new Date(start * 1000);
  const day = `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
  return per === 'hour' ? `${day} ${pad(d.getUTCHours())}:00` : day;
}

/** The period holding `unix`: hours and days in UTC, weeks from Monday, calendar months. */
export function periodStart(unix: number, per: StatisticsPer): number {
  const day = Math.floor(unix / DAY) * DAY;
  switch (per) {
    case 'hour':
      return Math.floor(unix / 3600) * 3600;
    case 'day':
      return day;
    case 'week':
      return day - ((new Date(day * 1000).getUTCDay() + 6) % 7) * DAY;
    case 'month': {
      const d = new Date(day * 1000);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / 1000;
    }
  }
}

function nextPeriod(start: number, per: StatisticsPer): number {
  switch (per) {
    case 'hour':
      return start + 3600;
    case 'day':
      return start + DAY;
    case 'week':
      return start + 7 * DAY;
    case 'month': {
      const d = new Date(start * 1000);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / 1000;
    }
  }
}

/** Starts of the periods that meet [from, to]; undefined when there would be too many. */
export function periodsOf(from: number, to: number, per: StatisticsPer): number[] | undefined {
  const starts: number[] = [];
  for (let start = periodStart(from, per); start <= to; start = nextPeriod(start, per)) {
    if (starts.length === MAX_PERIODS) return undefined;
    starts.push(start);
  }
  return starts;
}

const percentOf = (part: number, total: number) =>
  total === 0 ? 0 : Math.round((part / total) * 10_000) / 100;

export const STATISTICS_COLUMNS = [
  { key: 'total', name: 'Total' },
  { key: 'success', name: 'Success' },
  { key: 'error', name: 'Failed' },
];

const DESCRIPTIONS = {
  total: 'All API requests in the period',
  success: `Requests answered with HTTP ${STATS_SUCCESS_HTTP_CODES.join(' or ')}`,
  error: `Requests answered with HTTP ${STATS_FAILED_HTTP_CODES.join(', ')}`,
};

export function statisticsGraph(
  log: RequestLog,
  filter: RequestFilter,
  periods: number[],
  per: StatisticsPer,
): StatisticsGraph {
  const total = new Array<number>(periods.length).fill(0);
  const success = new Array<number>(periods.length).fill(0);
  let period = 0;
  eachRequest(log, filter, (i) => {
    const time = log.time[i]!;
    // Rows come oldest first, so the period only ever moves forward.
    while (period + 1 < periods.length && time >= periods[period + 1]!) period += 1;
    total[period] = (total[period] ?? 0) + 1;
    if (isSuccessCode(log.code[i]!)) success[period] = (success[period] ?? 0) + 1;
  });
  const all = total.reduce((sum, n) => sum + n, 0);
  const succeeded = success.reduce((sum, n) => sum + n, 0);
  return {
    report_data: periods.map((start, index) => ({
      date: periodLabel(start, per),
      total: total[index] ?? 0,
      success: success[index] ?? 0,
      error: (total[index] ?? 0) - (success[index] ?? 0),
    })),
    columns: STATISTICS_COLUMNS,
    descriptions: DESCRIPTIONS,
    summary: {
      total: all,
      success: { total: succeeded, percent: percentOf(succeeded, all) },
      error: { total: all - succeeded, percent: percentOf(all - succeeded, all) },
    },
  };
}

type Group = {
  day: number;
  endpoint: number;
  user: number;
  services: number[];
  total: number;
  success: number;
  ext: number;
  inner: number;
  outer: number;
};

const average = (sum: number, count: number) => Math.round(sum / count);

/** Table rows, newest day first, then the busiest group first. */
export function statisticsTable(log: RequestLog, filter: RequestFilter): StatisticsRow[] {
  const groups = new Map<string, Group>();
  eachRequest(log, filter, (i) => {
    const day = Math.floor(log.time[i]! / DAY) * DAY;
    const key = `${day}|${log.endpoint[i]}|${log.user[i]}|${log.serviceA[i]}|${log.serviceB[i]}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        day,
        endpoint: log.endpoint[i]!,
        user: log.user[i]!,
        services: serviceIdsOf(log, i),
        total: 0,
        success: 0,
        ext: 0,
        inner: 0,
        outer: 0,
      };
      groups.set(key, group);
    }
    group.total += 1;
    if (isSuccessCode(log.code[i]!)) group.success += 1;
    group.ext += log.ext[i]!;
    group.inner += log.inner[i]!;
    group.outer += log.outer[i]!;
  });
  return [...groups.values()]
    .sort(
      (a, b) =>
        b.day - a.day ||
        b.total - a.total ||
        a.endpoint - b.endpoint ||
        a.user - b.user ||
        String(a.services).localeCompare(String(b.services)),
    )
    .map(rowOf);
}

function rowOf(group: Group): StatisticsRow {
  const endpoint = REQUEST_ENDPOINTS[group.endpoint]!;
  return {
    date: periodLabel(group.day, 'day'),
    // Each known URI is its own request type (REQUEST_TYPES), called with one method.
    requestType: endpoint.uri,
    requestUri: endpoint.uri,
    userId: group.user === 0 ? null : group.user,
    serviceIds: group.services,
    avgExtTime: average(group.ext, group.total),
    avgInnerTime: average(group.inner, group.total),
    avgOuterTime: average(group.outer, group.total),
    requests: { total: group.total, success: group.success, error: group.total - group.success },
  };
}
