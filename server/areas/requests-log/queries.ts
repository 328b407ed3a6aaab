import type { Db } from '../../data/db';
import { MIN_ID_FILTER_LENGTH } from '../../../src/contract/constants';
import { HttpFailure } from '../../http';
import {
  list,
  numberSet,
  type Paging,
  parseFilterDate,
  type Query,
  text,
} from '../../shared/list-query';
import { DAY } from '../../shared/utc-dates';
import type { User } from '../auth/seed';
import { firstRowFrom, REQUEST_ENDPOINTS, type RequestLog } from '../statistics/request-log';
import { ipPool } from './seed';
import { narrowOwners, ownersReadBy } from '../../rights/visibility';

// The request log's filters (spec b sections 2 and 7; decision 021), all answered from the
// log's columns: the URI, request type and method filters become one mask over the 13
// endpoints and the IP filter one over the IP pool, so checking a row is a few array reads.
// Malformed values are ignored, as list-query does; a client sees only its own requests.

export const EXEC_TIME_TYPES = ['ext_time', 'inner_time', 'outer_time'] as const;
type ExecTimeType = (typeof EXEC_TIME_TYPES)[number];
const TIME_COLUMN = { ext_time: 'ext', inner_time: 'inner', outer_time: 'outer' } as const;

export type LogFilter = {
  /** Unix seconds, both inclusive. */
  from: number;
  to: number;
  /** 1 where the endpoint passes; undefined: all. */
  endpoints?: Uint8Array;
  codes?: ReadonlySet<number>;
  /** 0 matches requests without a user. */
  userIds?: ReadonlySet<number>;
  /** 0 matches requests without a service; otherwise any of the request's services. */
  serviceIds?: ReadonlySet<number>;
  /** The chosen time (ms) is at least this. */
  minTime?: { column: 'ext' | 'inner' | 'outer'; ms: number };
  /** 1 where the pool IP passes. */
  ips?: Uint8Array;
  /** The global search text (3 characters or more). */
  search?: string;
};

function idsFor(query: Query, key: string, user: User): Set<number> | undefined {
  const ids = numberSet(query, key);
  // 'No users' / 'No services' (0) is a super admin's option (spec b section 6).
  if (ids && user.role !== 'super_admin') ids.delete(0);
  return ids && ids.size > 0 ? ids : undefined;
}

const normalUri = (uri: string) => {
  const path = uri.trim().toLowerCase().split('?')[0]!;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
};

/**
 * URIs (`uris[]`, and the legacy `uri`), request types and method, as one endpoint mask. A URI
 * matches by containing the text; with `uri_strict_search=1` (the statistics rows' links) only
 * the same path does.
 */
function endpointMask(query: Query): Uint8Array | undefined {
  const uris = [...list(query, 'uris'), ...list(query, 'uri')].map(normalUri).filter(Boolean);
  const strict = ['1', 'true'].includes(text(query, 'uri_strict_search') ?? '');
  const types = new Set(list(query, 'request_types'));
  const method = text(query, 'request_method')?.toUpperCase();
  const anyMethod = method === undefined || method === 'ANY' || method === 'ALL';
  if (uris.length === 0 && types.size === 0 && anyMethod) return undefined;
  return Uint8Array.from(REQUEST_ENDPOINTS, (endpoint) => {
    const uri = endpoint.uri.toLowerCase();
    const byUri =
      uris.length === 0 || uris.some((wanted) => (strict ? uri === wanted : uri.includes(wanted)));
    const byType = types.size === 0 || types.has(endpoint.uri);
    const byMethod = anyMethod || endpoint.method === method;
    return byUri && byType && byMethod ? 1 : 0;
  });
}

/** `ext_time` in seconds (decimals allowed) of the `ext_time_type` chosen: at least that long. */
function minTimeOf(query: Query): LogFilter['minTime'] {
  const seconds = Number(text(query, 'ext_time')?.replace(',', '.'));
  if (!Number.isFinite(seconds) || seconds <= 0) return undefined;
  const asked = text(query, 'ext_time_type');
  const type: ExecTimeType = EXEC_TIME_TYPES.find((t) => t === asked) ?? 'ext_time';
  return { column: TIME_COLUMN[type], ms: Math.round(seconds * 1000) };
}

function ipMask(query: Query): Uint8Array | undefined {
  const ip = text(query, 'ip');
  if (ip === undefined) return undefined;
  return Uint8Array.from(ipPool().ips, (poolIp) => (poolIp.includes(ip) ? 1 : 0));
}

/** `date_to` without a time means the end of that day. */
function dateToOf(query: Query): number | undefined {
  const raw = text(query, 'date_to');
  const to = parseFilterDate(raw);
  return to !== undefined && !/\d:\d/.test(raw ?? '') ? to + DAY - 1 : to;
}

/** The list's query; dates default to the whole log. */
export function logFilterOf(db: Db, query: Query, user: User, log: RequestLog): LogFilter {
  const from = parseFilterDate(text(query, 'date_from')) ?? 0;
  const to = dateToOf(query) ?? log.now;
  if (from > to) {
    throw new HttpFailure(400, [{ message: 'Wrong date range', fields: ['date_from', 'date_to'] }]);
  }
  // The reader's own requests only, for a client: asking for other users narrows to nothing.
  const userIds = narrowOwners(
    idsFor(query, 'user_ids', user),
    ownersReadBy(db, user, 'requests_log'),
  );
  const search = text(query, 'global_search');
  return {
    from,
    to,
    endpoints: endpointMask(query),
    codes: numberSet(query, 'http_response_codes'),
    userIds,
    serviceIds: idsFor(query, 'service_ids', user),
    minTime: minTimeOf(query),
    ips: ipMask(query),
    search: search !== undefined && search.length >= MIN_ID_FILTER_LENGTH ? search : undefined,
  };
}

/** Whether row i passes every filter but the date range and the search. */
export function passesLog(log: RequestLog, ipColumn: Uint8Array, filter: LogFilter, i: number) {
  const { endpoints, codes, userIds, serviceIds, minTime, ips } = filter;
  if (endpoints && endpoints[log.endpoint[i]!] === 0) return false;
  if (codes && !codes.has(log.code[i]!)) return false;
  if (userIds && !userIds.has(log.user[i]!)) return false;
  if (minTime && log[minTime.column][i]! < minTime.ms) return false;
  if (ips && ips[ipColumn[i]!] === 0) return false;
  if (serviceIds) {
    const a = log.serviceA[i]!;
    const b = log.serviceB[i]!;
    return a === 0 ? serviceIds.has(0) : serviceIds.has(a) || (b !== 0 && serviceIds.has(b));
  }
  return true;
}

/**
 * A page of row indices, newest first, whether more follow, and how many pass in all. Every
 * row of the date range is checked (a few ms at 147,000 rows: decision 021); with a global
 * search only the search's rows are.
 */
export function pageOfLog(
  log: RequestLog,
  ipColumn: Uint8Array,
  filter: LogFilter,
  { page, quantity }: Paging,
  searched?: readonly number[],
) {
  const skip = (page - 1) * quantity;
  const rows: number[] = [];
  let total = 0;
  const visit = (i: number) => {
    if (!passesLog(log, ipColumn, filter, i)) return;
    total += 1;
    if (total > skip && rows.length < quantity) rows.push(i);
  };
  const start = firstRowFrom(log, filter.from);
  const end = firstRowFrom(log, filter.to + 1);
  if (searched) {
    for (let k = searched.length - 1; k >= 0; k -= 1) {
      const i = searched[k]!;
      if (i >= start && i < end) visit(i);
    }
  } else {
    for (let i = end - 1; i >= start; i -= 1) visit(i);
  }
  return { rows, hasMoreItems: total > skip + rows.length, total };
}

/** The HTTP codes the log holds, ascending. */
export function codesOf(log: RequestLog): number[] {
  const seen = new Set<number>();
  for (let i = 0; i < log.length; i += 1) seen.add(log.code[i]!);
  return [...seen].sort((a, b) => a - b);
}
