import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@/contract/constants';
import { pageField, quantityField, textField } from '@/lib/list-search';

// The Robots Schedule tab's own query-string keys (issue 15 section 3). The page route
// (/_app/cron_robots, owned with the tabs) may list these entries in its validateSearch; the tab
// reads them through useSearch({ strict: false }) and parses them here, so a URL the route did
// not declare still falls back to the defaults and never breaks the tab. Loads with the sign-in
// page if the route spreads it: valibot, lib/list-search and
// contract/constants only.

export const SCHEDULE_SEARCH_KEYS = {
  search: 'schedule_search',
  status: 'schedule_status',
  page: 'schedule_page',
  quantity: 'schedule_quantity',
} as const;

/** 'all', or a schedule status 0 Off, 1 On, 2 Auto (kept as text, as the URL carries it). */
export const SCHEDULE_STATUS_FILTER_VALUES = ['all', '0', '1', '2'] as const;
export type ScheduleStatusFilter = (typeof SCHEDULE_STATUS_FILTER_VALUES)[number];

const statusField = v.optional(
  v.fallback(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform(String),
      v.picklist(SCHEDULE_STATUS_FILTER_VALUES),
    ),
    'all',
  ),
  'all',
);

/** Entries a route's validateSearch may spread; defaults below are stripped from the URL. */
export const scheduleSearchEntries = {
  schedule_search: textField,
  schedule_status: statusField,
  schedule_page: pageField,
  schedule_quantity: quantityField,
};

export const scheduleSearchSchema = v.object(scheduleSearchEntries);
export type ScheduleSearch = v.InferOutput<typeof scheduleSearchSchema>;

export const scheduleSearchDefaults = {
  schedule_status: 'all',
  schedule_page: FIRST_PAGE,
  schedule_quantity: DEFAULT_PAGE_SIZE,
} as const;

/** The tab's search out of the whole URL search (anything malformed falls back). */
export const scheduleSearchOf = (search: Record<string, unknown>): ScheduleSearch =>
  v.parse(scheduleSearchSchema, search);
