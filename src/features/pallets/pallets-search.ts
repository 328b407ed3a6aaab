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

// The pallet list's URL (spec a section 2): the filters GET /pallets reads, bracket arrays.

export const palletsSearchSchema = v.object({
  page: pageField,
  quantity: quantityField,
  mode: modeField,
  date_from: dateField,
  date_to: dateField,
  id: idField,
  tracking: textField,
  order_reference: textField,
  mawb_number: textField,
  service_ids: stringListField,
  user_ids: stringListField,
  status: textField,
});

export type PalletsSearch = v.InferOutput<typeof palletsSearchSchema>;

export const palletsSearchDefaults = {
  ...listSearchDefaults,
  service_ids: [] as string[],
  user_ids: [] as string[],
};

export type PalletFilters = Omit<PalletsSearch, 'page' | 'quantity' | 'mode'>;
