import {
  DAYS_RANGES,
  type DashboardRequests,
  HEALTH_PERIODS,
  type HealthStatus,
} from '../../../src/contract/dashboard/dashboard-schemas';
import type { Carrier } from '../../data/carriers';
import type { Db } from '../../data/db';
import { type Query, text } from '../../shared/list-query';
import { DAY } from '../../shared/utc-dates';
import { eachRequest, type RequestFilter } from '../statistics/queries';
import { endpointName, REQUEST_ENDPOINTS, type RequestLog } from '../statistics/request-log';
import type { HealthSeries } from './health-seed';

// What the dashboard widgets read (spec a sections 2, 3, 7; decision 012): health rates per
// period, the request volume over the same log the statistics count, and unmapped entries per
// carrier. The parcels report has its own file.

/** The health graph: HEALTH_PERIODS are 600-s periods back to the 7200 s the graph covers. */
const HEALTH_PERIOD_SECONDS = HEALTH_PERIODS[0];
const HEALTH_GRAPH_SECONDS = Math.max(...HEALTH_PERIODS);
const DEFAULT_REQUESTS_DAYS = 7;

/** One of DAYS_RANGES; anything else falls back. */
export function daysRangeOf(query: Query, fallback: number): number {
  const days = Number(text(query, 'days_range'));
  return (DAYS_RANGES as readonly number[]).includes(days) ? days : fallback;
}

/** Checks and successes in (from, to]. */
function checksBetween(series: HealthSeries, from: number, to: number) {
  let total = 0;
  let succeeded = 0;
  for (let i = 0; i < series.time.length; i += 1) {
    const time = series.time[i]!;
    if (time <= from || time > to) continue;
    total += 1;
    succeeded += series.ok[i]!;
  }
  return { total, succeeded, failed: total - succeeded };
}

const rateOf = (succeeded: number, total: number) =>
  total === 0 ? null : Math.round((succeeded / total) * 1000) / 10;

export function healthStatuses(db: Db): HealthStatus[] {
  const now = db.health.now;
  return db.health.series().map((series) => {
    const { total, failed } = checksBetween(series, now - HEALTH_GRAPH_SECONDS, now);
    // Period k covers (now - k, now - k + 600]: '600' is the last 600 s the colour reads.
    const periodsData = Object.fromEntries(
      HEALTH_PERIODS.map((back) => {
        const period = checksBetween(series, now - back, now - back + HEALTH_PERIOD_SECONDS);
        return [String(back), { rate: rateOf(period.succeeded, period.total) }];
      }),
    );
    return {
      label: series.label,
      additional_label: series.additional_label,
      total,
      failed,
      periodsData,
    };
  });
}

const VOLUME_POINT_SECONDS = 600;

/**
 * The dashboard's requests widget: one point per 600 s over [from, from + points * 600), and
 * the requests per endpoint, most used first.
 */
function requestVolume(log: RequestLog, from: number, points: number, userId?: number) {
  const totals = new Array<number>(points).fill(0);
  const perEndpoint = new Array<number>(REQUEST_ENDPOINTS.length).fill(0);
  const filter: RequestFilter = {
    from,
    to: from + points * VOLUME_POINT_SECONDS - 1,
    userIds: userId === undefined ? undefined : new Set([userId]),
  };
  eachRequest(log, filter, (i) => {
    const point = Math.floor((log.time[i]! - from) / VOLUME_POINT_SECONDS);
    totals[point] = (totals[point] ?? 0) + 1;
    perEndpoint[log.endpoint[i]!] = (perEndpoint[log.endpoint[i]!] ?? 0) + 1;
  });
  return {
    requests: totals.map((totalRequests, point) => ({
      period: from + point * VOLUME_POINT_SECONDS,
      totalRequests,
    })),
    uriData: REQUEST_ENDPOINTS.map((endpoint, index) => ({
      uri: endpointName(endpoint),
      requestsCount: perEndpoint[index] ?? 0,
    }))
      .filter((entry) => entry.requestsCount > 0)
      .sort((a, b) => b.requestsCount - a.requestsCount || a.uri.localeCompare(b.uri)),
  };
}

export function dashboardRequests(db: Db, query: Query): DashboardRequests {
  const days = daysRangeOf(query, DEFAULT_REQUESTS_DAYS);
  const rawUser = text(query, 'user_id');
  let userId: number | undefined;
  if (rawUser !== undefined) {
    // Only API users make requests; any other id (or garbage) has none to show.
    const user = db.users.find((u) => String(u.id) === rawUser && u.role === 'client');
    if (!user) return { requests: [], uriData: [] };
    userId = user.id;
  }
  const log = db.requestLog.rows();
  const points = (days * DAY) / VOLUME_POINT_SECONDS;
  return requestVolume(log, log.now - days * DAY, points, userId);
}

/** Counts per carrier, most first (then by name), and their sum. */
export function unmappedSummary(entries: Array<{ carrierId: number }>, carriers: Carrier[]) {
  const counts = new Map<number, number>();
  for (const entry of entries) counts.set(entry.carrierId, (counts.get(entry.carrierId) ?? 0) + 1);
  const mappings_data = [...counts]
    .map(([carrier_id, count]) => ({
      carrier: carriers.find((c) => c.id === carrier_id)?.name ?? String(carrier_id),
      carrier_id,
      count,
    }))
    .sort((a, b) => b.count - a.count || a.carrier.localeCompare(b.carrier));
  return { total_unmapped: entries.length, mappings_data };
}
