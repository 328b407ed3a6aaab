import { type PresetLabel, presets } from '@/components/date-range/date-range-rules';
import { DEFAULT_STATS_RANGE_DAYS } from '@/contract/constants';
import type { FilterMode } from '@/lib/list-search';
import { type STATS_TAB_KEY, type StatisticsPer, type StatisticsSearch } from './statistics-search';

// The filter every statistics call is made of: the URL's, with the day-dependent default dates
// filled in. Apart from the search schema, so dayjs stays out of the route tree's first load.

export type DateRange = { from: string; to: string };

// Spec a section 9: the default range is the date picker's own preset, so the two cannot drift.
// Changing DEFAULT_STATS_RANGE_DAYS to a length without a preset is a type error here.
const DEFAULT_RANGE_PRESET = `Last ${DEFAULT_STATS_RANGE_DAYS} Days` as const satisfies PresetLabel;

/** The last 7 days: 6 days ago 00:00:00 to today 23:59:59, UTC. */
export function defaultStatsRange(now: Date): DateRange {
  const preset = presets(now).find((candidate) => candidate.label === DEFAULT_RANGE_PRESET)!;
  return { from: preset.value.from, to: preset.value.to };
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
