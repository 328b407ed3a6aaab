import type { Option } from '@/lib/list-options';
import { NONE_VALUE, type StatisticsPer, type StatisticsSearch } from './statistics-search';
import { datesForUrl, type StatisticsFilter } from './statistics-filter';

// The filter panel edits a draft of the applied filters; Apply turns it back into URL search.

export type StatisticsFilterDraft = {
  dates: { from?: string; to?: string };
  service_ids: string[];
  user_ids: string[];
  request_types: string[];
  statistics_per: StatisticsPer;
};

/** What the panel edits: the applied filter, default dates included, so the field shows them. */
export function draftOf(filter: StatisticsFilter): StatisticsFilterDraft {
  return {
    dates: { from: filter.date_from, to: filter.date_to },
    service_ids: filter.service_ids,
    user_ids: filter.user_ids,
    request_types: filter.request_types,
    statistics_per: filter.statistics_per,
  };
}

/** Every panel key is present, so applying also clears what the draft no longer holds. */
export function searchOf(
  draft: StatisticsFilterDraft,
  now: Date,
): Pick<
  StatisticsSearch,
  'date_from' | 'date_to' | 'service_ids' | 'user_ids' | 'request_types' | 'statistics_per'
> {
  return {
    ...datesForUrl(draft.dates, now),
    service_ids: draft.service_ids,
    user_ids: draft.user_ids,
    request_types: draft.request_types,
    statistics_per: draft.statistics_per,
  };
}

/** Spec a section 6: super admins may ask for requests without a service or without a user. */
export function withNoneOption(options: Option[], label: string, isSuperAdmin: boolean): Option[] {
  return isSuperAdmin ? [{ value: NONE_VALUE, label }, ...options] : options;
}
