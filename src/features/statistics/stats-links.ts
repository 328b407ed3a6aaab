import {
  DEFAULT_TIME_FROM,
  DEFAULT_TIME_TO,
  STATS_FAILED_HTTP_CODES,
  STATS_SUCCESS_HTTP_CODES,
} from '@/contract/constants';
import { requestsLogHref } from '@/lib/links';
import type { StatisticsRow } from '@/contract/statistics/statistics-schemas';
import type { StatisticsFilter } from './statistics-filter';
import { NONE_VALUE } from './statistics-search';

// Links from the statistics page to the request log (spec a sections 2 and 7). The request log is
// another area's screen with no route here yet, so these are plain hrefs under the base path.

export type TileKind = 'total' | 'success' | 'failed';

/** Spec a section 7: the response codes each tile's link filters by; none for the total. */
const CODES: Record<TileKind, readonly number[]> = {
  total: [],
  success: STATS_SUCCESS_HTTP_CODES,
  failed: STATS_FAILED_HTTP_CODES,
};

/** The day part of 'DD-MM-YYYY HH:mm:ss' (or of a row's 'DD-MM-YYYY[ HH:00]'). */
const dayOf = (date: string) => date.trim().slice(0, 10);
export const dayStart = (date: string) => `${dayOf(date)} ${DEFAULT_TIME_FROM}`;
export const dayEnd = (date: string) => `${dayOf(date)} ${DEFAULT_TIME_TO}`;

type TileFilter = Pick<
  StatisticsFilter,
  'date_from' | 'date_to' | 'user_ids' | 'service_ids' | 'request_types'
>;

/** A tile's request-log filter: whole days of the range, the page's ids, the tile's codes. */
export function tileQuery(kind: TileKind, filter: TileFilter): Record<string, unknown> {
  const codes = CODES[kind];
  return {
    date_from: dayStart(filter.date_from),
    date_to: dayEnd(filter.date_to),
    user_ids: filter.user_ids,
    service_ids: filter.service_ids,
    request_types: filter.request_types,
    ...(codes.length > 0 ? { http_response_codes: codes.map(String) } : {}),
  };
}

export const tileLink = (kind: TileKind, filter: TileFilter) =>
  requestsLogHref(tileQuery(kind, filter));

type RowRef = Pick<StatisticsRow, 'date' | 'requestType' | 'userId' | 'serviceIds'>;

/**
 * A table row's request-log filter: its day, its request type, user and services, strictly. A row
 * without a user or services filters by 'No users' / 'No services': leaving the ids out would
 * open everyone's requests instead of the row's.
 */
export function rowQuery(row: RowRef): Record<string, unknown> {
  return {
    date_from: dayStart(row.date),
    date_to: dayEnd(row.date),
    request_types: [row.requestType],
    user_ids: [row.userId === null ? NONE_VALUE : String(row.userId)],
    service_ids: row.serviceIds.length > 0 ? row.serviceIds.map(String) : [NONE_VALUE],
    uri_strict_search: 1,
  };
}

export const rowLink = (row: RowRef) => requestsLogHref(rowQuery(row));
