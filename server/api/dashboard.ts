import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  DAYS_RANGES,
  type DashboardRequests,
  type ErrorMapping,
  HEALTH_PERIODS,
  type HealthStatus,
  type ParcelsReport,
  type TrackingMapping,
} from '../../src/features/dashboard/api/dashboard-schemas';
import { type ApiEnv, requireAccess } from '../context';
import type { Db } from '../data/db';
import { checksBetween } from '../data/health';
import { unmappedSummary } from '../data/mappings';
import { parseQueryOf, type Query, text } from '../data/parcels-filter';
import { DAY, isoDay, REFERENCE_DATE } from '../data/parcels-random';
import { requestVolume, VOLUME_POINT_SECONDS } from '../data/request-log-query';
import type { User } from '../data/users';
import { HttpFailure } from '../http';

// The dashboard widgets (spec a sections 2, 3, 7; decision 012). Health needs the health-check
// URL in the access list; the mapping and requests widgets are for super admins; the parcels
// report is for everyone, a client counting only its own parcels.

const HEALTH_GRAPH_SECONDS = 7200;
const HEALTH_PERIOD_SECONDS = 600;
const DEFAULT_REQUESTS_DAYS = 7;
const DEFAULT_PARCELS_DAYS = 30;

const superAdminOnly = createMiddleware<ApiEnv>(async (c, next) => {
  if (c.var.user.role !== 'super_admin') throw new HttpFailure(403, [{ message: 'Forbidden' }]);
  await next();
});

/** One of DAYS_RANGES; anything else falls back. */
function daysRangeOf(query: Query, fallback: number): number {
  const days = Number(text(query, 'days_range'));
  return (DAYS_RANGES as readonly number[]).includes(days) ? days : fallback;
}

const rateOf = (succeeded: number, total: number) =>
  total === 0 ? null : Math.round((succeeded / total) * 1000) / 10;

function healthStatuses(db: Db): HealthStatus[] {
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

function dashboardRequests(db: Db, query: Query): DashboardRequests {
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

const GROUP_BY = [
  { value: 'day', name: 'Day' },
  { value: 'service', name: 'Service' },
  { value: 'carrier', name: 'Carrier' },
  { value: 'status', name: 'Status' },
  { value: 'destination_country', name: 'Destination country' },
  { value: 'user', name: 'User' },
];
const DEFAULT_GROUP_BY = 'service';

function groupNamer(db: Db, groupBy: string): (row: Db['parcels'][number]) => string {
  const named = <K>(entries: Array<[K, string]>) => new Map(entries);
  switch (groupBy) {
    case 'day':
      return (row) => isoDay(row.created);
    case 'carrier': {
      const names = named(db.carriers.map((c) => [c.id, c.name]));
      return (row) => names.get(row.carrierId) ?? 'Unknown';
    }
    case 'status': {
      const names = named(db.trackingStatuses.map((s) => [s.code, s.name]));
      return (row) => (row.status === null ? undefined : names.get(row.status)) ?? 'Unknown';
    }
    case 'destination_country': {
      const names = named(db.countries.map((c) => [c.code, c.name]));
      return (row) => names.get(row.toCountry) ?? row.toCountry;
    }
    case 'user': {
      const names = named(db.users.map((u) => [u.id, u.login]));
      return (row) => names.get(row.userId) ?? 'Unknown';
    }
    default: {
      const names = named(db.services.map((s) => [s.id, s.name]));
      return (row) => names.get(row.serviceId) ?? 'Unknown';
    }
  }
}

/**
 * Parcels created in the last days_range days of the parcels' own timeline: they are dated up to
 * the fixed REFERENCE_DATE, so the window ends there (and also takes parcels created since).
 */
function parcelsReport(db: Db, user: User, query: Query): ParcelsReport {
  const requested = text(query, 'group_by');
  const groupBy = GROUP_BY.some((g) => g.value === requested)
    ? (requested as string)
    : DEFAULT_GROUP_BY;
  const since = REFERENCE_DATE - daysRangeOf(query, DEFAULT_PARCELS_DAYS) * DAY;
  const nameOf = groupNamer(db, groupBy);
  const counts = new Map<string, number>();
  let latest = REFERENCE_DATE - 1;
  for (const row of db.parcels) {
    if (row.created < since || (user.role === 'client' && row.userId !== user.id)) continue;
    const group = nameOf(row);
    counts.set(group, (counts.get(group) ?? 0) + 1);
    latest = Math.max(latest, row.created);
  }
  if (groupBy === 'day') {
    // Every day of the window has a bar, quiet days included.
    for (let day = since; day <= latest; day += DAY) {
      counts.set(isoDay(day), counts.get(isoDay(day)) ?? 0);
    }
  }
  const report_data = [...counts]
    .map(([group, count]) => ({ group, count }))
    .sort((a, b) =>
      groupBy === 'day'
        ? a.group.localeCompare(b.group)
        : b.count - a.count || a.group.localeCompare(b.group),
    );
  return {
    reports_data: {
      report_data,
      columns: [{ key: 'count', name: 'Parcels' }],
      group_by_list: GROUP_BY,
      group_by: groupBy,
    },
  };
}

export const dashboardRoutes = new Hono<ApiEnv>()
  .get('/dashboard/healthCheck', requireAccess('/healthcheck'), (c) =>
    c.json(healthStatuses(c.var.db)),
  )
  .get('/dashboard/errorMapping', superAdminOnly, (c) => {
    const body: ErrorMapping = unmappedSummary(c.var.db.unmappedErrors, c.var.db.carriers);
    return c.json(body);
  })
  .get('/dashboard/trackingMapping', superAdminOnly, (c) => {
    const { db } = c.var;
    const body: TrackingMapping = unmappedSummary(db.unmappedTrackingStatuses, db.carriers);
    return c.json(body);
  })
  .get('/dashboard/requests', superAdminOnly, (c) =>
    c.json(dashboardRequests(c.var.db, parseQueryOf(c.req.url))),
  )
  .get('/dashboard/parcelsStatistics', (c) =>
    c.json(parcelsReport(c.var.db, c.var.user, parseQueryOf(c.req.url))),
  );
