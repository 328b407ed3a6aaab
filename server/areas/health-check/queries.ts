import {
  HEALTH_PERIODS_S,
  HEALTH_STATUS_THRESHOLDS,
  MIN_ID_FILTER_LENGTH,
} from '../../../src/contract/constants';
import type {
  HealthCard,
  HealthCheckItem,
  HealthPeriod,
} from '../../../src/contract/health-check/health-check-schemas';
import { HttpFailure } from '../../http';
import { type Paging, numberSet, parseFilterDate, type Query, text } from '../../shared/list-query';
import type { User } from '../auth/seed';
import { checkName, type HealthCheckTable } from './seed';

// What the health-check routes read (spec b sections 2, 3, 4, 7; decision 021): the cards, the
// filtered list of checks, and one check by id or by the request that ran it.

const rateOf = (succeeded: number, total: number) =>
  total === 0 ? null : Math.round((succeeded / total) * 1000) / 10;

/** Spec b section 4: the 1-hour rate below 25 is critical, below 75 an issue; none, no data. */
export function healthStatusOf(rate: number | null): HealthCard['healthStatus'] {
  if (rate === null) return null;
  if (rate < HEALTH_STATUS_THRESHOLDS.issue) return 'critical';
  if (rate < HEALTH_STATUS_THRESHOLDS.well) return 'issue';
  return 'well';
}

/** One card per checked pair, by label then additional label; period k is the last k seconds. */
export function healthCards(table: HealthCheckTable): HealthCard[] {
  const longest = Math.max(...HEALTH_PERIODS_S);
  const sums = table.pairs.map(() =>
    HEALTH_PERIODS_S.map(() => ({ total: 0, succeeded: 0, execMs: 0 })),
  );
  for (let i = table.length - 1; i >= 0 && table.time[i]! > table.now - longest; i -= 1) {
    const back = table.now - table.time[i]!;
    HEALTH_PERIODS_S.forEach((seconds, p) => {
      if (back >= seconds) return;
      const sum = sums[table.pair[i]!]![p]!;
      sum.total += 1;
      sum.succeeded += table.ok[i]!;
      sum.execMs += table.exec[i]!;
    });
  }
  return table.pairs
    .map((pair, index) => {
      const periods: Record<string, HealthPeriod> = {};
      HEALTH_PERIODS_S.forEach((seconds, p) => {
        const { total, succeeded, execMs } = sums[index]![p]!;
        periods[String(seconds)] = {
          total,
          failed: total - succeeded,
          avg: total === 0 ? null : Math.round(execMs / total),
          rate: rateOf(succeeded, total),
        };
      });
      return {
        label: pair.label,
        additional_label: pair.additional_label,
        periods,
        healthStatus: healthStatusOf(periods['3600']?.rate ?? null),
      };
    })
    .sort(
      (a, b) =>
        a.label.localeCompare(b.label) || a.additional_label.localeCompare(b.additional_label),
    );
}

export type CheckFilter = {
  from?: number;
  to?: number;
  /** Pair indices that pass; undefined: all. */
  pairs?: ReadonlySet<number>;
  ok?: 0 | 1;
  requestId?: string;
  /** 0: the monitor's checks (no user). */
  userIds?: ReadonlySet<number>;
  search?: string;
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The details list's query (spec b section 7). `label` is a card's label or a check's whole
 * name ('DHL Express tracking', as the parcels link it); `additional_label` narrows to one
 * card, empty or absent means any. `status` is 0 or 1, else all. Text filters shorter than 3
 * characters are ignored, as the list's own validation would not send them.
 */
export function checkFilterOf(query: Query, table: HealthCheckTable, user: User): CheckFilter {
  const from = parseFilterDate(text(query, 'date_from'));
  const to = parseFilterDate(text(query, 'date_to'));
  if (from !== undefined && to !== undefined && from > to) {
    throw new HttpFailure(400, [{ message: 'Wrong date range', fields: ['date_from', 'date_to'] }]);
  }
  const label = text(query, 'label');
  const additional = text(query, 'additional_label');
  let pairs: Set<number> | undefined;
  if (label !== undefined || additional !== undefined) {
    pairs = new Set();
    table.pairs.forEach((pair, index) => {
      const byLabel =
        label === undefined || same(pair.label, label) || same(checkName(pair), label);
      const byAdditional = additional === undefined || same(pair.additional_label, additional);
      if (byLabel && byAdditional) pairs?.add(index);
    });
  }
  const status = text(query, 'status');
  const userIds = numberSet(query, 'user_ids');
  if (userIds && user.role !== 'super_admin') userIds.delete(0);
  const long = (value: string | undefined) =>
    value !== undefined && value.length >= MIN_ID_FILTER_LENGTH ? value.toLowerCase() : undefined;
  return {
    from,
    to,
    pairs,
    ok: status === '0' ? 0 : status === '1' ? 1 : undefined,
    requestId: long(text(query, 'request_id')),
    userIds: userIds && userIds.size > 0 ? userIds : undefined,
    search: long(text(query, 'global_search')),
  };
}

/** Global search: the check's id, its request id, its name or the login of its user. */
function matchesSearch(
  table: HealthCheckTable,
  i: number,
  needle: string,
  logins: Map<number, string>,
) {
  return (
    String(i + 1) === needle ||
    table.requestIds[i]!.includes(needle) ||
    checkName(table.pairs[table.pair[i]!]!).toLowerCase().includes(needle) ||
    (logins.get(table.user[i]!)?.toLowerCase().includes(needle) ?? false)
  );
}

export function passesCheck(
  table: HealthCheckTable,
  filter: CheckFilter,
  i: number,
  logins: Map<number, string>,
): boolean {
  if (filter.from !== undefined && table.time[i]! < filter.from) return false;
  if (filter.to !== undefined && table.time[i]! > filter.to) return false;
  if (filter.pairs && !filter.pairs.has(table.pair[i]!)) return false;
  if (filter.ok !== undefined && table.ok[i] !== filter.ok) return false;
  if (filter.userIds && !filter.userIds.has(table.user[i]!)) return false;
  if (filter.requestId !== undefined && !table.requestIds[i]!.includes(filter.requestId)) {
    return false;
  }
  return filter.search === undefined || matchesSearch(table, i, filter.search, logins);
}

export const checkItemOf = (table: HealthCheckTable, i: number): HealthCheckItem => {
  const pair = table.pairs[table.pair[i]!]!;
  return {
    id: i + 1,
    status: String(table.ok[i]),
    date: table.time[i]!,
    exec_time: table.exec[i]!,
    user_id: table.user[i] === 0 ? null : table.user[i]!,
    request_id: table.requestIds[i]!,
    label: pair.label,
    additional_label: pair.additional_label,
  };
};

/** A page of checks, newest first, with whether more follow and how many pass in all. */
export function pageOfChecks(
  table: HealthCheckTable,
  filter: CheckFilter,
  { page, quantity }: Paging,
  logins: Map<number, string>,
) {
  const skip = (page - 1) * quantity;
  const items: HealthCheckItem[] = [];
  let total = 0;
  for (let i = table.length - 1; i >= 0; i -= 1) {
    if (!passesCheck(table, filter, i, logins)) continue;
    total += 1;
    if (total > skip && items.length < quantity) items.push(checkItemOf(table, i));
  }
  return { items, hasMoreItems: total > skip + items.length, total };
}

/** The checks a request-log row ran, id -> name (the request log's healthCheckIds). */
export function healthCheckIdsOf(table: HealthCheckTable, row: number): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const i of table.byRequest.get(row) ?? []) {
    ids[String(i + 1)] = checkName(table.pairs[table.pair[i]!]!);
  }
  return ids;
}

/** Check index by its id ('12') or by its request id (the request's first check). */
export function findCheck(
  table: HealthCheckTable,
  key: { id?: string; requestId?: string },
): number | undefined {
  if (key.id !== undefined) {
    const id = Number(key.id);
    return Number.isInteger(id) && id >= 1 && id <= table.length ? id - 1 : undefined;
  }
  const wanted = key.requestId?.trim().toLowerCase();
  if (!wanted) return undefined;
  const index = table.requestIds.indexOf(wanted);
  return index < 0 ? undefined : index;
}
