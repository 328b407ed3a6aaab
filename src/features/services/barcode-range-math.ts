import { BARCODE_PROGRESS_THRESHOLDS } from '@/config/services-constants';
import { REQUIRED } from '@/lib/api/validation-messages';
import { SERVICE_LIMITS } from './api/services-schemas';

// Barcode ranges (spec b sections 3 to 5): values are decimal strings up to 20 digits, beyond what
// a JavaScript number holds exactly, so every sum and share is computed with BigInt.

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

/** A range's size, what is left and the share left; null when a value is not a number. */
export function rangeStats(begin: string, end: string, current: string): RangeStats | null {
  const from = parseDigits(begin);
  const to = parseDigits(end);
  const at = parseDigits(current);
  if (from === null || to === null || at === null) return null;
  const total = to > from ? to - from : 0n;
  const raw = to - at;
  const remaining = raw < 0n ? 0n : raw > total ? total : raw;
  // Tenths of a percent in integers, so 20-digit ranges lose nothing before the last division.
  const tenths = total === 0n ? 0n : (remaining * 1000n) / total;
  return { total, remaining, percentLeft: Number(tenths) / 10 };
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
  return trimmed.length > SERVICE_LIMITS.barcodeDigits
    ? `Maximum length: ${SERVICE_LIMITS.barcodeDigits}`
    : undefined;
}

/** The create form's rules (spec b section 5); uniqueness is the server's to say. */
export function barcodeRangeErrors(draft: BarcodeRangeDraft): BarcodeRangeErrors {
  const errors: BarcodeRangeErrors = {};
  if (!draft.user) errors.user = REQUIRED;
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
