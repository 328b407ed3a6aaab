import * as v from 'valibot';
import {
  choiceFilter,
  defineFilters,
  listEntries,
  listFilter,
  textFilter,
} from '@/lib/list-filters';
import { listSearchDefaults } from '@/lib/list-search';

// The tracking mapping list's URL (spec c sections 2 and 9; decision 029): Carriers (`carrier`),
// Carrier status (`carrier_status`), Tracking Status (`status`, one code, 0 = not mapped), page 1, 32 a
// page. The dashboard's links `?status=0` and `?carrier=ID&status=0` are these filters as they
// stand (a lone value is a one-element list). This file loads with every signed-in start
// (decision 036), so it repeats the contract's limit instead of importing it (a test checks them).

/** TRACKING_MAPPING_LIMITS.filterValues of the contract. */
export const FILTER_VALUES_LIMIT = 100;
/** TRACKING_MAPPING_LIMITS.search of the contract. */
export const SEARCH_TEXT_LIMIT = 100;

const CODE = /^\d{1,9}$/;

/** `key[]=1&key[]=2` (or `key=1`) as code strings; anything not a code is dropped, never refused. */
const codeListField = v.optional(
  v.fallback(
    v.pipe(
      v.union([v.array(v.union([v.string(), v.number()])), v.string(), v.number()]),
      v.transform((value) =>
        (Array.isArray(value) ? value : [value])
          .map((item) => String(item).trim())
          .filter((item) => CODE.test(item))
          .map((item) => String(Number(item)))
          .filter((item, index, all) => all.indexOf(item) === index)
          .slice(0, FILTER_VALUES_LIMIT),
      ),
    ),
    [],
  ),
  [],
);

function codeListFilter<K extends string>(key: K, label: string) {
  return {
    ...listFilter(key, label),
    entries: { [key]: codeListField } as Record<K, typeof codeListField>,
  };
}

/** One code (`status=0`); anything else is no filter. */
const codeField = v.optional(
  v.fallback(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value).trim()),
      v.transform((value) => (CODE.test(value) ? String(Number(value)) : undefined)),
    ),
    undefined,
  ),
);

const carrierStatusFilter = textFilter('carrier_status', 'Carrier status');

export const trackingMappingFilters = defineFilters({
  carrier: codeListFilter('carrier', 'Carriers'),
  carrier_status: {
    ...carrierStatusFilter,
    validate: (value: string) =>
      value.trim().length > SEARCH_TEXT_LIMIT ? `Maximum length: ${SEARCH_TEXT_LIMIT}` : null,
  },
  // One status, not a list: other lists' `status` is one value too, and links that keep the
  // search across lists are typed over all of them.
  status: { ...choiceFilter('status', 'Tracking Status'), entries: { status: codeField } },
});

export const trackingMappingSearchSchema = v.object({
  ...listEntries,
  ...trackingMappingFilters.entries,
});

export type TrackingMappingSearch = v.InferOutput<typeof trackingMappingSearchSchema>;

export const trackingMappingSearchDefaults = {
  ...listSearchDefaults,
  ...trackingMappingFilters.defaults,
};

export type TrackingMappingListParams = {
  carrier?: string[];
  carrier_status?: string;
  status?: string;
  page: number;
  quantity: number;
};

/** What GET /tracking_mapping (and its CSV) reads: the filters that are set and the paging. */
export function trackingMappingListParams(
  search: Pick<
    TrackingMappingSearch,
    'carrier' | 'carrier_status' | 'status' | 'page' | 'quantity'
  >,
): TrackingMappingListParams {
  const params: TrackingMappingListParams = { page: search.page, quantity: search.quantity };
  if (search.carrier.length > 0) params.carrier = search.carrier;
  if (search.carrier_status !== undefined) params.carrier_status = search.carrier_status;
  if (search.status !== undefined) params.status = search.status;
  return params;
}
