import * as v from 'valibot';
import {
  dateField,
  idField,
  listSearchDefaults,
  modeField,
  pageField,
  quantityField,
  stringListField,
  textField,
} from '@/lib/list-search';

// The parcel list's URL (spec a section 2): every filter the list sends to GET /parcels, with
// bracket arrays; each field falls back, so no URL can break the screen.

export const parcelsSearchSchema = v.object({
  page: pageField,
  quantity: quantityField,
  mode: modeField,
  date_from: dateField,
  date_to: dateField,
  id: idField,
  tracking: textField,
  reference: textField,
  service_ids: stringListField,
  user_ids: stringListField,
  tracking_statuses: stringListField,
  sender_countries: stringListField,
  destination_countries: stringListField,
  label_format: textField,
  created_status: textField,
});

export type ParcelsSearch = v.InferOutput<typeof parcelsSearchSchema>;

/** Stripped from the URL when equal (TanStack's stripSearchParams). */
export const parcelsSearchDefaults = {
  ...listSearchDefaults,
  service_ids: [] as string[],
  user_ids: [] as string[],
  tracking_statuses: [] as string[],
  sender_countries: [] as string[],
  destination_countries: [] as string[],
};

/** The filters of the panel: the search without paging and mode. */
export type ParcelFilters = Omit<ParcelsSearch, 'page' | 'quantity' | 'mode'>;
