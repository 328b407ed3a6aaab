import type { PalletFilters, PalletsSearch } from './pallets-search';

// The filter panel edits a draft of the applied filters; Apply turns the draft back into URL
// search (blank fields are no filter), Discard empties it.

export type PalletFilterDraft = {
  dates: { from?: string; to?: string };
  id: string;
  tracking: string;
  order_reference: string;
  mawb_number: string;
  service_ids: string[];
  user_ids: string[];
  status: string | null;
};

/** The filters of a search, without paging and mode. */
export function appliedFilters({
  page: _page,
  quantity: _quantity,
  mode: _mode,
  ...filters
}: PalletsSearch): PalletFilters {
  return filters;
}

export function draftOf(filters: PalletFilters): PalletFilterDraft {
  return {
    dates: { from: filters.date_from, to: filters.date_to },
    id: filters.id ?? '',
    tracking: filters.tracking ?? '',
    order_reference: filters.order_reference ?? '',
    mawb_number: filters.mawb_number ?? '',
    service_ids: filters.service_ids,
    user_ids: filters.user_ids,
    status: filters.status ?? null,
  };
}

const blankToUndefined = (value: string | null) => value?.trim() || undefined;

export function filtersOf(draft: PalletFilterDraft): PalletFilters {
  return {
    date_from: draft.dates.from,
    date_to: draft.dates.to,
    id: blankToUndefined(draft.id),
    tracking: blankToUndefined(draft.tracking),
    order_reference: blankToUndefined(draft.order_reference),
    mawb_number: blankToUndefined(draft.mawb_number),
    service_ids: draft.service_ids,
    user_ids: draft.user_ids,
    status: blankToUndefined(draft.status),
  };
}

export const EMPTY_PALLET_FILTERS: PalletFilters = filtersOf(
  draftOf({ service_ids: [], user_ids: [] }),
);
