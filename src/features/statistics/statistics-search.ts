import * as v from 'valibot';
import {
  dateField,
  listSearchDefaults,
  modeField,
  pageField,
  quantityField,
  stringListField,
} from '@/lib/list-search';

// The statistics page's URL (spec a sections 2 and 7): the filter query of the API, bracket
// arrays, and the open tab (tab_{prefix}_ convention). Every field falls back to its default.

export const STATISTICS_PER = ['hour', 'day', 'week', 'month'] as const;
export type StatisticsPer = (typeof STATISTICS_PER)[number];

export const STATS_TABS = ['graphs', 'table'] as const;
export type StatsTab = (typeof STATS_TABS)[number];
export const STATS_TAB_KEY = 'tab_stats_view';

/** The value super admins send in service_ids / user_ids for 'No services' / 'No users'. */
export const NONE_VALUE = '0';

export const statisticsSearchSchema = v.object({
  page: pageField,
  quantity: quantityField,
  mode: modeField,
  date_from: dateField,
  date_to: dateField,
  service_ids: stringListField,
  user_ids: stringListField,
  request_types: stringListField,
  http_response_codes: stringListField,
  statistics_per: v.optional(v.fallback(v.picklist(STATISTICS_PER), 'day'), 'day'),
  [STATS_TAB_KEY]: v.optional(v.fallback(v.picklist(STATS_TABS), 'graphs'), 'graphs'),
});

export type StatisticsSearch = v.InferOutput<typeof statisticsSearchSchema>;

/** Stripped from the URL when equal. The default dates depend on the day, so they are absent. */
export const statisticsSearchDefaults = {
  ...listSearchDefaults,
  service_ids: [] as string[],
  user_ids: [] as string[],
  request_types: [] as string[],
  http_response_codes: [] as string[],
  statistics_per: 'day' as StatisticsPer,
  [STATS_TAB_KEY]: 'graphs' as StatsTab,
};
