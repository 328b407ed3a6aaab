import * as v from 'valibot';
// Relative, not '@/': the reference server (run by tsx, without the app's aliases) imports this.
import { RecordIdSchema } from '../shared/id-body-schema';

// The barcode ranges page's contract (spec b sections 2, 3 and 7). Range values are decimal
// strings of up to 20 digits (beyond a double's precision): compute with BigInt. A range's
// current value is the last number issued (a new range starts at its begin value), so
//   total = end - begin, remaining = end - current, percent left = remaining * 100 / total.
// The writes (create, delete, toggle notifications) are the services contract's bodies.

export const BarcodeRangeRowSchema = v.object({
  id: v.number(),
  prefix: v.string(),
  range_begin: v.string(),
  range_end: v.string(),
  range_current: v.string(),
  remaining: v.string(),
  /** 0 to 100, two decimals. */
  remaining_percent: v.number(),
});
export type BarcodeRangeRow = v.InferOutput<typeof BarcodeRangeRowSchema>;

/** One user's ranges of one carrier and barcode group. */
export const BarcodeRangeGroupSchema = v.object({
  user_id: v.number(),
  userName: v.string(),
  carrier_id: v.number(),
  carrierName: v.string(),
  barcode_group: v.string(),
  /** Low-range notifications of the group (spec b: the 'Notice' toggle). */
  notifications: v.boolean(),
  remaining_all: v.string(),
  /** 0 to 100, two decimals: the remaining of all ranges over their total. */
  remaining_percent_all: v.number(),
  ranges: v.array(BarcodeRangeRowSchema),
});
export type BarcodeRangeGroup = v.InferOutput<typeof BarcodeRangeGroupSchema>;

/** GET /barcode_ranges?quickSearch&sorting: sorted by remaining_percent_all. */
export const BarcodeRangeGroupsSchema = v.array(BarcodeRangeGroupSchema);

/** Spec b section 2: 'acs' (sic) ascending, the default, or 'desc'. */
export const BARCODE_SORTINGS = ['acs', 'desc'] as const;

/** POST /barcode_ranges/delete. */
export const DeleteBarcodeRangeBodySchema = v.object({ id: RecordIdSchema });
