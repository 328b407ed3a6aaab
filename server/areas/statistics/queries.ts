import type { Db } from '../../data/db';
import { DEFAULT_STATS_RANGE_DAYS } from '../../../src/contract/constants';
import { HttpFailure } from '../../http';
import {
  type FilterMode,
  list,
  modeOf,
  numberSet,
  parseFilterDate,
  type Query,
  text,
} from '../../shared/list-query';
import { DAY } from '../../shared/utc-dates';
import type { User } from '../auth/seed';
import { firstRowFrom, REQUEST_ENDPOINTS, type RequestLog } from './request-log';
import { narrowOwners, ownersReadBy } from '../../rights/visibility';

// Filtering the request log, shared by the dashboard and the statistics so both count the same
// rows the same way. Filters mirror the request-log screen's (spec a section 7, spec b). A client
// counts only its own requests; the 'No users' / 'No services' value 0 is a super admin's filter
// and is ignored for everyone else.

export type RequestFilter = {
  /** Unix seconds, both inclusive. */
  from: number;
  to: number;
  /** 0 matches requests without a user. */
  userIds?: ReadonlySet<number>;
  /** 0 matches requests without a service; otherwise any of the request's services. */
  serviceIds?: ReadonlySet<number>;
  /** Request types: values of REQUEST_TYPES (the endpoints' URIs). */
  requestTypes?: ReadonlySet<string>;
  codes?: ReadonlySet<number>;
  mode?: FilterMode;
};

/** Calls `visit` with the index of every row that passes, oldest first. */
export function eachRequest(
  log: RequestLog,
  filter: RequestFilter,
  visit: (index: number) => void,
): void {
  const { userIds, serviceIds, codes, mode = 'all' } = filter;
  const endpoints = filter.requestTypes
    ? REQUEST_ENDPOINTS.map((e) => filter.requestTypes?.has(e.uri) ?? false)
    : undefined;
  const end = firstRowFrom(log, filter.to + 1);
  for (let i = firstRowFrom(log, filter.from); i < end; i += 1) {
    if (endpoints && !endpoints[log.endpoint[i]!]) continue;
    if (userIds && !userIds.has(log.user[i]!)) continue;
    if (codes && !codes.has(log.code[i]!)) continue;
    if (mode !== 'all' && (log.test[i] === 1) !== (mode === 'test')) continue;
    if (serviceIds) {
      const a = log.serviceA[i]!;
      const b = log.serviceB[i]!;
      const hit = a === 0 ? serviceIds.has(0) : serviceIds.has(a) || (b !== 0 && serviceIds.has(b));
      if (!hit) continue;
    }
    visit(i);
  }
}

function idFilter(query: Query, key: string, user: User): Set<number> | undefined {
  const ids = numberSet(query, key);
  if (ids && user.role !== 'super_admin') ids.delete(0);
  return ids && ids.size > 0 ? ids : undefined;
}

/**
 * The filter query of spec a section 7; the dates default to the last DEFAULT_STATS_RANGE_DAYS
 * days of the data, today included.
 */
export function statisticsFilterOf(db: Db, query: Query, user: User, now: number): RequestFilter {
  const today = Math.floor(now / DAY) * DAY;
  const from =
    parseFilterDate(text(query, 'date_from')) ?? today - (DEFAULT_STATS_RANGE_DAYS - 1) * DAY;
  const to = parseFilterDate(text(query, 'date_to')) ?? today + DAY - 1;
  if (from > to) {
    throw new HttpFailure(400, [{ message: 'Wrong date range', fields: ['date_from', 'date_to'] }]);
  }
  // The reader's own requests only, for a client: asking for other users narrows to nothing.
  const userIds = narrowOwners(
    idFilter(query, 'user_ids', user),
    ownersReadBy(db, user, 'statistics'),
  );
  const requestTypes = list(query, 'request_types');
  return {
    from,
    to,
    userIds,
    serviceIds: idFilter(query, 'service_ids', user),
    requestTypes: requestTypes.length > 0 ? new Set(requestTypes) : undefined,
    codes: numberSet(query, 'http_response_codes'),
    mode: modeOf(query),
  };
}
