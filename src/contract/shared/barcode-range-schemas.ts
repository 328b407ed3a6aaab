import * as v from 'valibot';
// Relative, not '@/': the reference server (run by tsx, without the app's aliases) imports this.
import { plainText } from '../plain-text';
import { RecordIdSchema } from './id-body-schema';
import { REQUIRED } from './validation-messages';

// The barcode range writes (spec b sections 5 and 7), shared by the barcode ranges page and a
// service's Barcode Ranges tab, so neither feature imports the other. Values are decimal strings
// of up to 20 digits (beyond a double's precision): compared with BigInt.

export const BARCODE_LIMITS = {
  group: 64,
  prefix: 16,
  /** Ranges go up to 20 digits (spec b: computed with big integers). */
  digits: 20,
} as const;

const DIGITS = /^\d{1,20}$/;
const Digits = v.pipe(
  v.string(),
  v.regex(DIGITS, 'Only positive value'),
  v.check((value) => /^\d+$/.test(value) && BigInt(value) >= 1n, 'Only positive value'),
);

/** POST /barcode_ranges/create. */
export const CreateBarcodeRangeBodySchema = v.pipe(
  v.object({
    user: RecordIdSchema,
    carrier_id: RecordIdSchema,
    // A group name is plain text: no control or format characters (issue 28).
    barcodeGroup: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, REQUIRED),
      v.maxLength(BARCODE_LIMITS.group),
      plainText(),
    ),
    prefix: v.pipe(v.string(), v.trim(), v.maxLength(BARCODE_LIMITS.prefix)),
    beginValue: Digits,
    endValue: Digits,
  }),
  // The object's check runs even when a value failed its own (the issue is not a type one):
  // compare only two numbers, or BigInt throws on 'abc' and a bad value is also a bad range.
  v.check(
    (body) =>
      !DIGITS.test(body.beginValue) ||
      !DIGITS.test(body.endValue) ||
      BigInt(body.beginValue) < BigInt(body.endValue),
    'Incorrect range',
  ),
);
export type CreateBarcodeRangeBody = v.InferOutput<typeof CreateBarcodeRangeBodySchema>;

export const CreatedBarcodeRangeSchema = v.object({ message: v.string(), id: v.number() });
export type CreatedBarcodeRange = v.InferOutput<typeof CreatedBarcodeRangeSchema>;

/** POST /barcode_ranges/toggle_notifications. */
export const ToggleNotificationsBodySchema = v.object({
  user_id: RecordIdSchema,
  carrier_id: RecordIdSchema,
  barcode_group: v.pipe(v.string(), v.minLength(1), v.maxLength(BARCODE_LIMITS.group)),
  notifications: v.boolean(),
});
export type ToggleNotificationsBody = v.InferOutput<typeof ToggleNotificationsBodySchema>;
