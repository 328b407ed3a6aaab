import { BARCODE_PROGRESS_THRESHOLDS } from '@/config/services-constants';
import { BARCODE_LIMITS } from '@/contract/shared/barcode-range-schemas';
import { REQUIRED } from '@/contract/shared/validation-messages';

// Barcode ranges (spec b sections 3 to 5), for the barcode ranges page and a service's tab alike:
// values are decimal strings up to 20 digits, beyond what a JavaScript number holds exactly, so
// every sum and share is computed with BigInt.

export const ONLY_POSITIVE = 'Only positive value';
export const INCORRECT_RANGE = 'Incorrect range';

const DIGITS = /^\d+$/;

/** The value as a BigInt, or null when it is not a whole number of digits. */
export function parseDigits(value: string | null | undefined): bigint | null {
  const trimmed = (value ?? '').trim();
  return DIGITS.test(trimmed) ? BigInt(trimmed) : null;
}

export type RangeStats = {
  total: bigint;
  /** end - current (the next values still to hand out). */
  remaining: bigint;
  /** Remaining share of the range, 0 to 100, to one decimal place. */
  percentLeft: number;
};

/** Tenths of a percent in integers, so 20-digit ranges lose nothing before the last division. */
const percentOf = (part: bigint, whole: bigint) =>
  whole === 0n ? 0 : Number((part * 1000n) / whole) / 10;

/** A range's size, what is left and the share left; null when a value is not a number. */
export function rangeStats(begin: string, end: string, current: string): RangeStats | null {
  const from = parseDigits(begin);
  const to = parseDigits(end);
  const at = parseDigits(current);
  if (from === null || to === null || at === null) return null;
  const total = to > from ? to - from : 0n;
  const raw = to - at;
  const remaining = raw < 0n ? 0n : raw > total ? total : raw;
  return { total, remaining, percentLeft: percentOf(remaining, total) };
}

/** Several ranges as one (a group): their sums, and the share left of the sum. */
export function sumStats(stats: ReadonlyArray<RangeStats | null>): RangeStats {
  let total = 0n;
  let remaining = 0n;
  for (const item of stats) {
    if (!item) continue;
    total += item.total;
    remaining += item.remaining;
  }
  return { total, remaining, percentLeft: percentOf(remaining, total) };
}

export type ProgressColor = 'red' | 'yellow' | 'green';

/** Spec b section 4: under 25 red (danger), under 75 yellow (warning), else green. */
export function progressColor(percentLeft: number): ProgressColor {
  if (percentLeft < BARCODE_PROGRESS_THRESHOLDS.danger) return 'red';
  if (percentLeft < BARCODE_PROGRESS_THRESHOLDS.warning) return 'yellow';
  return 'green';
}

export type BarcodeRangeDraft = {
  user: string | null;
  /** Chosen on the page; a service's tab has its carrier already (undefined: not asked). */
  carrier_id?: string | null;
  barcodeGroup: string;
  prefix: string;
  beginValue: string;
  endValue: string;
};

export type BarcodeRangeErrors = Partial<Record<keyof BarcodeRangeDraft, string>>;

function valueError(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return REQUIRED;
  const parsed = parseDigits(trimmed);
  if (parsed === null || parsed < 1n) return ONLY_POSITIVE;
  return trimmed.length > BARCODE_LIMITS.digits
    ? `Maximum length: ${BARCODE_LIMITS.digits}`
    : undefined;
}

/** The create form's rules (spec b section 5); uniqueness is the server's to say. */
export function barcodeRangeErrors(draft: BarcodeRangeDraft): BarcodeRangeErrors {
  const errors: BarcodeRangeErrors = {};
  if (!draft.user) errors.user = REQUIRED;
  if (draft.carrier_id === null || draft.carrier_id === '') errors.carrier_id = REQUIRED;
  if (draft.barcodeGroup.trim() === '') errors.barcodeGroup = REQUIRED;
  const begin = valueError(draft.beginValue);
  const end = valueError(draft.endValue);
  if (begin) errors.beginValue = begin;
  if (end) errors.endValue = end;
  if (!begin && !end && parseDigits(draft.beginValue)! >= parseDigits(draft.endValue)!) {
    errors.endValue = INCORRECT_RANGE;
  }
  return errors;
}

/** Thousands separated for reading; the digits themselves are kept exactly. */
export function formatBig(value: bigint): string {
  return value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}
