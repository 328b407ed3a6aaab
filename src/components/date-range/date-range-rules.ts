import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DATE_FILTER_FORMAT, DEFAULT_TIME_FROM, DEFAULT_TIME_TO } from '@/contract/constants';
import { dayjs } from '@/lib/dayjs';

// Strict parsing of 'DD-MM-YYYY HH:mm:ss' needs the format-aware parser.
dayjs.extend(customParseFormat);

/** A date range filter as the URL and the server carry it: 'DD-MM-YYYY HH:mm:ss', read as UTC. */
export type DateRangeValue = { from?: string; to?: string };

export const WRONG_DATE_RANGE = 'Wrong date range';
export const PAST_DATE_WARNING = 'One of chosen dates is in the past';

/** The calendar's day format (@mantine/dates works with 'YYYY-MM-DD' strings). */
const CALENDAR_DAY_FORMAT = 'YYYY-MM-DD';

export function parseDateFilter(text: string | undefined): dayjs.Dayjs | undefined {
  if (!text) return undefined;
  const parsed = dayjs.utc(text, DATE_FILTER_FORMAT, true);
  return parsed.isValid() ? parsed : undefined;
}

export function formatDateFilter(date: dayjs.ConfigType): string {
  return dayjs.utc(date).format(DATE_FILTER_FORMAT);
}

/** The text the field shows: 'from – to', either side may be empty; '' when nothing is chosen. */
export function rangeText(value: DateRangeValue): string {
  if (!value.from && !value.to) return '';
  return `${value.from ?? ''} – ${value.to ?? ''}`;
}

// ---- Time parts: hours 0-23, minutes and seconds 0-59, wrapping around on the arrows.

export type TimePartKind = 'hours' | 'minutes' | 'seconds';
export type TimeParts = Record<TimePartKind, number>;

export const TIME_PART_MAX: Record<TimePartKind, number> = { hours: 23, minutes: 59, seconds: 59 };

export function wrapTimePart(kind: TimePartKind, value: number): number {
  const size = TIME_PART_MAX[kind] + 1;
  return ((Math.trunc(value) % size) + size) % size;
}

export function stepTimePart(kind: TimePartKind, value: number, delta: number): number {
  return wrapTimePart(kind, value + delta);
}

/**
 * What typed text means, digit by digit as a time field reads it: each digit is appended while the
 * number stays in range, otherwise it starts a new number ('25' in hours is 5). No digits is 0.
 */
export function typeTimePart(kind: TimePartKind, text: string): number {
  const max = TIME_PART_MAX[kind];
  let value = 0;
  for (const char of text.replace(/\D/g, '')) {
    const digit = Number(char);
    const next = value * 10 + digit;
    value = next > max ? digit : next;
  }
  return value;
}

export function padTimePart(value: number): string {
  return String(value).padStart(2, '0');
}

function timePartsOf(date: dayjs.Dayjs): TimeParts {
  return { hours: date.hour(), minutes: date.minute(), seconds: date.second() };
}

const defaultTime = (text: string) => timePartsOf(dayjs.utc(text, 'HH:mm:ss', true));

export function formatTime(parts: TimeParts): string {
  return [parts.hours, parts.minutes, parts.seconds].map(padTimePart).join(':');
}

// ---- The picker's working copy, edited until Apply.

export type DateRangeDraft = {
  /** 'YYYY-MM-DD', the calendar's format; null while not chosen. */
  fromDate: string | null;
  toDate: string | null;
  fromTime: TimeParts;
  toTime: TimeParts;
};

export function draftFromValue(value: DateRangeValue): DateRangeDraft {
  const from = parseDateFilter(value.from);
  const to = parseDateFilter(value.to);
  return {
    fromDate: from ? from.format(CALENDAR_DAY_FORMAT) : null,
    toDate: to ? to.format(CALENDAR_DAY_FORMAT) : null,
    fromTime: from ? timePartsOf(from) : defaultTime(DEFAULT_TIME_FROM),
    toTime: to ? timePartsOf(to) : defaultTime(DEFAULT_TIME_TO),
  };
}

/** A range with only its first day clicked covers that one day. No day chosen is no filter. */
export function valueFromDraft(draft: DateRangeDraft): DateRangeValue {
  const fromDate = draft.fromDate ?? draft.toDate;
  const toDate = draft.toDate ?? draft.fromDate;
  if (!fromDate || !toDate) return {};
  const compose = (date: string, time: TimeParts) =>
    formatDateFilter(dayjs.utc(`${date} ${formatTime(time)}`, `${CALENDAR_DAY_FORMAT} HH:mm:ss`));
  return { from: compose(fromDate, draft.fromTime), to: compose(toDate, draft.toTime) };
}

// ---- Validation and warnings.

export function rangeError(
  from: string | undefined,
  to: string | undefined,
): typeof WRONG_DATE_RANGE | null {
  const start = parseDateFilter(from);
  const end = parseDateFilter(to);
  return start && end && start.isAfter(end) ? WRONG_DATE_RANGE : null;
}

/** True when a chosen date lies before today (UTC). */
export function hasPastDate(value: DateRangeValue, now: Date): boolean {
  const today = dayjs.utc(now).startOf('day');
  return [value.from, value.to].some((text) => parseDateFilter(text)?.isBefore(today) ?? false);
}

/** The last day the calendar offers while future dates are forbidden: today, UTC. */
export function maxCalendarDate(now: Date): string {
  return dayjs.utc(now).format(CALENDAR_DAY_FORMAT);
}

/**
 * The first month the calendar shows: the range start's month (or today's); with two months side
 * by side, the month before the range end, so the end (usually the current month) sits on the right.
 */
export function calendarMonth(draft: DateRangeDraft, now: Date, columns: number): string {
  const today = dayjs.utc(now).format(CALENDAR_DAY_FORMAT);
  const anchor =
    columns > 1
      ? dayjs.utc(draft.toDate ?? draft.fromDate ?? today).subtract(columns - 1, 'month')
      : dayjs.utc(draft.fromDate ?? today);
  return anchor.startOf('month').format(CALENDAR_DAY_FORMAT);
}

// ---- Presets (spec a section 5), all ending no later than the end of today (UTC).

export const PRESET_LABELS = [
  'Today',
  'Yesterday',
  'Last 7 Days',
  'Last Month',
  'This Month',
  'Last 30 Days',
] as const;
export type PresetLabel = (typeof PRESET_LABELS)[number];
export type DateRangePreset = { label: PresetLabel; value: Required<DateRangeValue> };

export function presets(now: Date): DateRangePreset[] {
  const today = dayjs.utc(now).startOf('day');
  const range = (start: dayjs.Dayjs, end: dayjs.Dayjs) => ({
    from: formatDateFilter(start.startOf('day')),
    to: formatDateFilter(end.endOf('day')),
  });
  const lastMonth = today.subtract(1, 'month');
  const ranges: Record<PresetLabel, Required<DateRangeValue>> = {
    Today: range(today, today),
    Yesterday: range(today.subtract(1, 'day'), today.subtract(1, 'day')),
    'Last 7 Days': range(today.subtract(6, 'day'), today),
    'Last Month': range(lastMonth.startOf('month'), lastMonth.endOf('month')),
    'This Month': range(today.startOf('month'), today),
    'Last 30 Days': range(today.subtract(29, 'day'), today),
  };
  return PRESET_LABELS.map((label) => ({ label, value: ranges[label] }));
}
