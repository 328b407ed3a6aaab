import * as v from 'valibot';
import {
  choiceFilter,
  dateRangeFilter,
  defineFilters,
  idFilter,
  listEntries,
  listFilter,
  textFilter,
} from '@/lib/list-filters';
import { listSearchDefaults } from '@/lib/list-search';

// The parcel list's URL (spec a section 2): every filter the list sends to GET /parcels, with
// bracket arrays; each field falls back, so no URL can break the screen. The filter panel's
// draft, its chips and its validation come from the same declaration (lib/list-filters.ts).

export const parcelFilters = defineFilters({
  date: dateRangeFilter('date_from', 'date_to', 'Created'),
  id: idFilter('id'),
  tracking: textFilter('tracking', 'Tracking number'),
  reference: textFilter('reference', 'Reference'),
  service_ids: listFilter('service_ids', 'Services'),
  user_ids: listFilter('user_ids', 'Users'),
  tracking_statuses: listFilter('tracking_statuses', 'Status'),
  sender_countries: listFilter('sender_countries', 'Sender countries'),
  destination_countries: listFilter('destination_countries', 'Destination countries'),
  label_format: choiceFilter('label_format', 'Label format'),
  created_status: choiceFilter('created_status', 'Created status'),
});

export const parcelsSearchSchema = v.object({ ...listEntries, ...parcelFilters.entries });

export type ParcelsSearch = v.InferOutput<typeof parcelsSearchSchema>;

/** Stripped from the URL when equal (TanStack's stripSearchParams). */
export const parcelsSearchDefaults = { ...listSearchDefaults, ...parcelFilters.defaults };

/** The filters of the panel: the search without paging and mode. */
export type ParcelFilters = Omit<ParcelsSearch, 'page' | 'quantity' | 'mode'>;
