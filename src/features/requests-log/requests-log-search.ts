import * as v from 'valibot';
import {
  choiceFilter,
  dateRangeFilter,
  defineFilters,
  fixedChoiceFilter,
  idFilter,
  listEntries,
  listFilter,
  numberFilter,
  textFilter,
} from '@/lib/list-filters';
import { listSearchDefaults } from '@/lib/list-search';

// The request log's URL (spec b section 2): every filter in the query string, bracket arrays;
// each field falls back, so no URL can break the screen. The panel's draft, validation and chips
// come from the same declaration (lib/list-filters.ts).

export const EXEC_TIME_TYPES = ['ext_time', 'inner_time', 'outer_time'] as const;
export type ExecTimeType = (typeof EXEC_TIME_TYPES)[number];

export { renamedLegacyUri } from './legacy-uri';

export const requestsLogFilters = defineFilters({
  date: dateRangeFilter('date_from', 'date_to', 'Date range'),
  // Spec b section 5: empty or at least 3 characters ('Minimum 3 symbols or empty').
  global_search: idFilter('global_search', 'Global search'),
  http_response_codes: listFilter('http_response_codes', 'Resp Code'),
  request_method: choiceFilter('request_method', 'Req method'),
  ext_time: numberFilter('ext_time', 'Ext time (s)'),
  ext_time_type: fixedChoiceFilter('ext_time_type', 'Ext time type', EXEC_TIME_TYPES, 'ext_time'),
  user_ids: listFilter('user_ids', 'Users'),
  uris: listFilter('uris', 'URI'),
  ip: textFilter('ip', 'IP address'),
  service_ids: listFilter('service_ids', 'Carrier service'),
  request_types: listFilter('request_types', 'Request types'),
});

export type RequestsLogFilterName = keyof typeof requestsLogFilters.fields;

export const requestsLogSearchSchema = v.object({
  ...listEntries,
  ...requestsLogFilters.entries,
  // The statistics rows' links ask for an exact URI match (spec a section 7).
  uri_strict_search: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (String(value) === '1' ? ('1' as const) : undefined)),
    ),
  ),
});

export type RequestsLogSearch = v.InferOutput<typeof requestsLogSearchSchema>;

export const requestsLogSearchDefaults = {
  ...listSearchDefaults,
  ...requestsLogFilters.defaults,
};

/** The list call's query: paging and filters, and the statistics links' strict URI flag. */
export function listParamsOf(search: RequestsLogSearch): RequestsLogSearch {
  return { ...requestsLogFilters.paramsOf(search), uri_strict_search: search.uri_strict_search };
}
