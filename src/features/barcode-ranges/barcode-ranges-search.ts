import * as v from 'valibot';
import { textField } from '@/lib/list-search';

// The URL of the barcode ranges page (spec b section 2): the quick search and the order by
// remaining percent. It loads with every signed-in start (app/route-searches.ts, decision 036), so it repeats
// the contract's two sortings (BARCODE_SORTINGS, checked equal by a test) instead of importing it.

export const BARCODE_SORTING_VALUES = ['acs', 'desc'] as const;
export type BarcodeSorting = (typeof BARCODE_SORTING_VALUES)[number];

export const barcodeRangesSearchDefaults = { sorting: 'acs' } as const;

export const barcodeRangesSearchSchema = v.object({
  quickSearch: textField,
  /** 'acs' (sic, the spec's spelling): ascending, the default; anything else falls back. */
  sorting: v.optional(
    v.fallback(v.picklist(BARCODE_SORTING_VALUES), barcodeRangesSearchDefaults.sorting),
    barcodeRangesSearchDefaults.sorting,
  ),
});

export type BarcodeRangesSearch = v.InferOutput<typeof barcodeRangesSearchSchema>;
