import type { ParcelsReport } from '../../../src/contract/dashboard/dashboard-schemas';
import type { Db } from '../../data/db';
import { type Query, text } from '../../shared/list-query';
import { REFERENCE_DATE } from '../../shared/seed-clock';
import { DAY, isoDay } from '../../shared/utc-dates';
import type { User } from '../auth/seed';
import { daysRangeOf } from './queries';
import { ownerTest } from '../../rights/visibility';

// The parcels widget (spec a section 7): parcels counted per group, for everyone, a client
// counting only its own parcels.

const DEFAULT_PARCELS_DAYS = 30;

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
export function parcelsReport(db: Db, user: User, query: Query): ParcelsReport {
  const requested = text(query, 'group_by');
  const groupBy = GROUP_BY.some((g) => g.value === requested)
    ? (requested as string)
    : DEFAULT_GROUP_BY;
  const since = REFERENCE_DATE - daysRangeOf(query, DEFAULT_PARCELS_DAYS) * DAY;
  const nameOf = groupNamer(db, groupBy);
  const counts = new Map<string, number>();
  let latest = REFERENCE_DATE - 1;
  const readable = ownerTest(db, user, 'dashboard');
  for (const row of db.parcels) {
    if (row.created < since || !readable(row.userId)) continue;
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
