import * as v from 'valibot';
import { DEFAULT_TIME_FROM, DEFAULT_TIME_TO } from '@/config/constants';
import { dayjs } from '@/lib/dayjs';
import {
  dateField,
  type FilterMode,
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

export type DateRange = { from: string; to: string };

/** Spec a section 9: the last 7 days, i.e. 6 days ago 00:00:00 to today 23:59:59, UTC. */
export function defaultStatsRange(now: Date): DateRange {
  const today = dayjs.utc(now);
  return {
    from: `${today.subtract(6, 'day').format('DD-MM-YYYY')} ${DEFAULT_TIME_FROM}`,
    to: `${today.format('DD-MM-YYYY')} ${DEFAULT_TIME_TO}`,
  };
}

/** The filter every statistics call starts from: the URL's, with the default dates filled in. */
export type StatisticsFilter = {
  date_from: string;
  date_to: string;
  user_ids: string[];
  service_ids: string[];
  request_types: string[];
  http_response_codes: string[];
  mode: FilterMode;
  statistics_per: StatisticsPer;
};

/** The part of the search the filter is made of (the route loader's deps). */
export type StatisticsFilterSearch = Omit<
  StatisticsSearch,
  'page' | 'quantity' | typeof STATS_TAB_KEY
>;

export function statisticsFilter(search: StatisticsFilterSearch, now: Date): StatisticsFilter {
  const range = defaultStatsRange(now);
  return {
    date_from: search.date_from ?? range.from,
    date_to: search.date_to ?? range.to,
    user_ids: search.user_ids,
    service_ids: search.service_ids,
    request_types: search.request_types,
    http_response_codes: search.http_response_codes,
    mode: search.mode,
    statistics_per: search.statistics_per,
  };
}

/** The filter of a URL without any: the last 7 days, everything else unset. */
export const defaultStatisticsFilter = (now: Date) =>
  statisticsFilter(statisticsSearchDefaults, now);

/** GET /stats_requests/get_table: the filter query without statistics_per, plus the page. */
export type StatisticsTableQuery = Omit<StatisticsFilter, 'statistics_per'> & {
  page: number;
  quantity: number;
};

export function statisticsTableQuery(search: StatisticsSearch, now: Date): StatisticsTableQuery {
  const { statistics_per: _per, ...filter } = statisticsFilter(search, now);
  return { ...filter, page: search.page, quantity: search.quantity };
}

/** Dates equal to the day's defaults stay out of the URL, so a shared link keeps meaning 'last 7 days'. */
export function datesForUrl(
  dates: { from?: string; to?: string },
  now: Date,
): { date_from?: string; date_to?: string } {
  const range = defaultStatsRange(now);
  return {
    date_from: dates.from && dates.from !== range.from ? dates.from : undefined,
    date_to: dates.to && dates.to !== range.to ? dates.to : undefined,
  };
}
