import { DEFAULT_TIME_FROM, DEFAULT_TIME_TO } from '@/config/constants';
import { env } from '@/config/env';
import { stringifyQuery } from '@/lib/query-string';
import type { StatisticsRow } from './api/statistics-schemas';
import type { StatisticsFilter } from './statistics-filter';

// Links from the statistics page to the request log (spec a sections 2 and 7). The request log is
// another area's screen with no route here yet, so these are plain hrefs under the base path.

/** Spec a section 7: the success tile's codes, and the failed tile's. */
export const SUCCESS_CODES = ['200', '207'] as const;
export const FAILED_CODES = ['400', '401', '403', '404', '406', '429', '500'] as const;

export type TileKind = 'total' | 'success' | 'failed';

const CODES: Record<TileKind, readonly string[]> = {
  total: [],
  success: SUCCESS_CODES,
  failed: FAILED_CODES,
};

/** The day part of 'DD-MM-YYYY HH:mm:ss' (or of a row's 'DD-MM-YYYY[ HH:00]'). */
const dayOf = (date: string) => date.trim().slice(0, 10);
export const dayStart = (date: string) => `${dayOf(date)} ${DEFAULT_TIME_FROM}`;
export const dayEnd = (date: string) => `${dayOf(date)} ${DEFAULT_TIME_TO}`;

export function requestsLogHref(query: Record<string, unknown>): string {
  const search = stringifyQuery(query);
  return `${env.basePath}requests_log${search ? `?${search}` : ''}`;
}

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
    ...(codes.length > 0 ? { http_response_codes: [...codes] } : {}),
  };
}

export const tileLink = (kind: TileKind, filter: TileFilter) =>
  requestsLogHref(tileQuery(kind, filter));

type RowRef = Pick<StatisticsRow, 'date' | 'requestType' | 'userId' | 'serviceIds'>;

/** A table row's request-log filter: its day, its request type, user and services, strictly. */
export function rowQuery(row: RowRef): Record<string, unknown> {
  return {
    date_from: dayStart(row.date),
    date_to: dayEnd(row.date),
    request_types: [row.requestType],
    ...(row.userId === null ? {} : { user_ids: [String(row.userId)] }),
    service_ids: row.serviceIds.map(String),
    uri_strict_search: 1,
  };
}

export const rowLink = (row: RowRef) => requestsLogHref(rowQuery(row));
