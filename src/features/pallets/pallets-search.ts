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

// The pallet list's URL (spec a section 2): the filters GET /pallets reads, bracket arrays; each
// field falls back, so no URL can break the screen. The panel's draft, chips and validation come
// from the same declaration (lib/list-filters.ts).

export const palletFilters = defineFilters({
  date: dateRangeFilter('date_from', 'date_to', 'Date range'),
  id: idFilter('id'),
  tracking: textFilter('tracking', 'Tracking number'),
  order_reference: textFilter('order_reference', 'Order reference'),
  mawb_number: textFilter('mawb_number', 'MAWB number'),
  service_ids: listFilter('service_ids', 'Services'),
  user_ids: listFilter('user_ids', 'Users'),
  status: choiceFilter('status', 'Status'),
});

export const palletsSearchSchema = v.object({ ...listEntries, ...palletFilters.entries });

export type PalletsSearch = v.InferOutput<typeof palletsSearchSchema>;

export const palletsSearchDefaults = { ...listSearchDefaults, ...palletFilters.defaults };

export type PalletFilters = Omit<PalletsSearch, 'page' | 'quantity' | 'mode'>;
