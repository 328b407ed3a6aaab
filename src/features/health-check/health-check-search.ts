import * as v from 'valibot';
import {
  dateRangeFilter,
  defineFilters,
  fixedChoiceFilter,
  idFilter,
  listEntries,
  listFilter,
} from '@/lib/list-filters';
import { listSearchDefaults } from '@/lib/list-search';

// The health-check details list's URL (spec b sections 3 and 7): the card it belongs to (label and
// additional label, kept apart from the filters: Discard never leaves the card), then the filters,
// each falling back on garbage, declared once for the panel, its chips and the query.

export const HEALTH_STATUS_FILTER = ['all', '0', '1'] as const;
export type HealthStatusFilter = (typeof HEALTH_STATUS_FILTER)[number];

export const healthCheckFilters = defineFilters({
  date: dateRangeFilter('date_from', 'date_to', 'Date range'),
  status: fixedChoiceFilter('status', 'Status', HEALTH_STATUS_FILTER, 'all'),
  // Spec b section 5: empty or at least 3 characters ('Minimum 3 symbols or empty').
  request_id: idFilter('request_id', 'Request ID'),
  global_search: idFilter('global_search', 'Global search'),
  user_ids: listFilter('user_ids', 'Users'),
});

export type HealthCheckFilterName = keyof typeof healthCheckFilters.fields;

/** The card: a label is required to list anything; the additional label may be empty. */
const cardText = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) =>
      typeof value === 'string' || typeof value === 'number' ? String(value) : undefined,
    ),
  ),
);

export const healthChecksSearchSchema = v.object({
  ...listEntries,
  ...healthCheckFilters.entries,
  label: cardText,
  additional_label: cardText,
});

export type HealthChecksSearch = v.InferOutput<typeof healthChecksSearchSchema>;

export const healthChecksSearchDefaults = {
  ...listSearchDefaults,
  ...healthCheckFilters.defaults,
};

/** What the list is made of: the filters and the card (a modal over it never reloads it). */
export function healthChecksParamsOf(search: HealthChecksSearch): HealthChecksSearch {
  return {
    ...healthCheckFilters.paramsOf(search),
    label: search.label,
    additional_label: search.additional_label,
  };
}

/** Without a label there is no card to list: the screen goes back to the cards (spec b 3). */
export const hasCard = (search: Pick<HealthChecksSearch, 'label'>): boolean =>
  Boolean(search.label?.trim());

/** The card's name as the screen titles it: 'DHL Express tracking'. */
export const cardName = (search: Pick<HealthChecksSearch, 'label' | 'additional_label'>) =>
  [search.label, search.additional_label].filter(Boolean).join(' ');
