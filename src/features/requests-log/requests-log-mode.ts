import {
  requestsLogFilters,
  type RequestsLogFilterName,
  type RequestsLogSearch,
} from './requests-log-search';

// Default and Simple mode (spec b section 2): rules of the screen, apart from the route's search
// declaration, which every first load carries.

export const LOG_MODES = ['default', 'simple'] as const;
export type LogMode = (typeof LOG_MODES)[number];

/** Filters only the Default mode offers, and only the Simple one. */
const DEFAULT_ONLY: readonly RequestsLogFilterName[] = ['global_search', 'request_method', 'uris'];
const SIMPLE_ONLY: readonly RequestsLogFilterName[] = ['request_types'];

/** Simple is forced when the URL filters by request types; else the remembered choice. */
export function logModeOf(
  search: Pick<RequestsLogSearch, 'request_types'>,
  stored: LogMode,
): LogMode {
  return search.request_types.length > 0 ? 'simple' : stored;
}

/** Whether the panel offers a filter in a mode. */
export function offersFilter(name: RequestsLogFilterName, mode: LogMode): boolean {
  if (mode === 'simple') return !DEFAULT_ONLY.includes(name);
  return !SIMPLE_ONLY.includes(name);
}

/**
 * What Apply writes in a mode: the filters the mode does not offer are cleared, so the list is
 * filtered by exactly what the panel shows.
 */
export function appliedInMode(applied: Record<string, unknown>, mode: LogMode) {
  const cleared = Object.keys(requestsLogFilters.fields)
    .filter((name) => !offersFilter(name as RequestsLogFilterName, mode))
    .map((name) => requestsLogFilters.without(name as RequestsLogFilterName));
  return Object.assign({ ...applied }, ...cleared) as Record<string, unknown>;
}
