import * as v from 'valibot';
import {
  dateRangeFilter,
  defineFilters,
  fixedChoiceFilter,
  listEntries,
  listFilter,
} from '@/lib/list-filters';
import { listSearchDefaults } from '@/lib/list-search';

// The statistics page's URL (spec a sections 2 and 7): the filter query of the API, bracket
// arrays, and the open tab (tab_{prefix}_ convention). Every field falls back to its default; the
// panel's draft and chips come from the same declaration (lib/list-filters.ts).

export const STATISTICS_PER = ['hour', 'day', 'week', 'month'] as const;
export type StatisticsPer = (typeof STATISTICS_PER)[number];

export const STATS_TABS = ['graphs', 'table'] as const;
export type StatsTab = (typeof STATS_TABS)[number];
export const STATS_TAB_KEY = 'tab_stats_view';

export { NONE_VALUE } from '@/lib/list-search';

export const statisticsFilters = defineFilters({
  date: dateRangeFilter('date_from', 'date_to', 'Date range'),
  service_ids: listFilter('service_ids', 'Services'),
  user_ids: listFilter('user_ids', 'Users'),
  request_types: listFilter('request_types', 'Request type'),
  // Set by the tiles' links (spec a section 9), shown as a chip, cleared by Discard.
  http_response_codes: listFilter('http_response_codes', 'Response codes'),
  statistics_per: fixedChoiceFilter('statistics_per', 'Statistics per', STATISTICS_PER, 'day'),
});

export const statisticsSearchSchema = v.object({
  ...listEntries,
  ...statisticsFilters.entries,
  [STATS_TAB_KEY]: v.optional(v.fallback(v.picklist(STATS_TABS), 'graphs'), 'graphs'),
});

export type StatisticsSearch = v.InferOutput<typeof statisticsSearchSchema>;

/** Stripped from the URL when equal. The default dates depend on the day, so they are absent. */
export const statisticsSearchDefaults = {
  ...listSearchDefaults,
  ...statisticsFilters.defaults,
  [STATS_TAB_KEY]: 'graphs' as StatsTab,
};
