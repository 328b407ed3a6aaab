// The robot schedule format (spec c sections 3, 4 and 9; issue 15): pure rules shared by the
// schedule screen and the reference server, which caps again on save (it never trusts a client).
//
// A schedule is either 'AUTO' (status Auto: the robot type's schedule applies, read-only) or
// segments separated by spaces, each a value followed by its unit:
//   mo month (1-12) · w weekday (1 Monday .. 7 Sunday) · d day of month (1-31) · h hour (0-23)
//   · m minute (0-59)
// A value is `*` (every), `*/N` (every N), or a comma list of `N` and `A-B` ranges:
//   '*/5m' every 5 minutes · '6h 30m' daily at 06:30 · '1-5w 8,12,16h 0m' weekdays at 8, 12, 16
//   · '1,15d 2h 0m' the 1st and 15th at 02:00 · '6mo 1d 0h 0m' once a year.
// A missing segment is `*`. Segments may come in any order, each unit once; the canonical text
// lists them month, weekday, day, hour, minute, leaves out the `*` ones and always ends with the
// minute. Numbers outside a segment's range are capped, not rejected (spec c section 4): above
// the maximum to the maximum, below the minimum to the minimum (a weekday 0 is Sunday, 7, as in
// cron); a step is at least 1. Anything else (an unknown unit, a letter, a reversed range) is not
// a schedule.

export const AUTO_SCHEDULE = 'AUTO';

/** The segments in their canonical order (the order spec c section 9 lists their limits in). */
export const SCHEDULE_SEGMENTS = ['month', 'weekday', 'day', 'hour', 'minute'] as const;
export type ScheduleSegment = (typeof SCHEDULE_SEGMENTS)[number];

export const SEGMENT_UNITS: Readonly<Record<ScheduleSegment, string>> = {
  month: 'mo',
  weekday: 'w',
  day: 'd',
  hour: 'h',
  minute: 'm',
};

/** Spec c section 9: schedule segment limits 12, 7, 31, 23, 59 (and the lowest value of each). */
export const SEGMENT_LIMITS: Readonly<Record<ScheduleSegment, { min: number; max: number }>> = {
  month: { min: 1, max: 12 },
  weekday: { min: 1, max: 7 },
  day: { min: 1, max: 31 },
  hour: { min: 0, max: 23 },
  minute: { min: 0, max: 59 },
};

/** The longest schedule text either side accepts. */
export const SCHEDULE_MAX_LENGTH = 100;

export const SCHEDULE_MESSAGES = {
  required: 'Field is required',
  invalid: 'Schedule is not valid',
  autoOnly: 'AUTO is the schedule of the Auto status only',
} as const;

/** A segment's value without its unit: '*', '*\/5', '3', '1-5', '1,15'. */
export type ScheduleSegments = Record<ScheduleSegment, string>;

export const EVERY = '*';

export const emptySegments = (): ScheduleSegments => ({
  month: EVERY,
  weekday: EVERY,
  day: EVERY,
  hour: EVERY,
  minute: EVERY,
});

const NUMBER = /^\d{1,6}$/;

function capNumber(segment: ScheduleSegment, raw: string): number {
  const { min, max } = SEGMENT_LIMITS[segment];
  const value = Number(raw);
  if (segment === 'weekday' && value === 0) return 7;
  return Math.min(max, Math.max(min, value));
}

/**
 * One segment's value, capped to its limits; null when it is not a value of the format. The
 * screen caps each segment's input with it, the server the whole schedule (capSchedule).
 */
export function capSegment(segment: ScheduleSegment, value: string): string | null {
  const text = value.trim();
  if (text === EVERY) return EVERY;
  const step = text.match(/^\*\/(\d{1,6})$/);
  if (step) {
    const n = Math.min(SEGMENT_LIMITS[segment].max, Math.max(1, Number(step[1])));
    return `*/${n}`;
  }
  const items: string[] = [];
  for (const item of text.split(',')) {
    const range = item.match(/^(\d{1,6})-(\d{1,6})$/);
    if (range) {
      const [from, to] = [range[1]!, range[2]!];
      if (Number(from) > Number(to)) return null;
      const a = capNumber(segment, from);
      const b = capNumber(segment, to);
      // Only a weekday range from 0 (Sunday, read as 7) can end before it starts after capping.
      if (a > b) return null;
      items.push(a === b ? String(a) : `${a}-${b}`);
    } else if (NUMBER.test(item)) {
      items.push(String(capNumber(segment, item)));
    } else {
      return null;
    }
  }
  return [...new Set(items)].join(',');
}

export type ParsedSchedule =
  | { ok: true; auto: true }
  | { ok: true; auto: false; segments: ScheduleSegments; capped: boolean }
  | { ok: false; message: string };

const UNIT_OF = new Map(SCHEDULE_SEGMENTS.map((s) => [SEGMENT_UNITS[s], s] as const));

/**
 * Reads a schedule text, capping every value; `capped` says whether a value changed (capped, or
 * a repeated list item dropped), so the screen and the save's message can say so.
 */
export function parseSchedule(text: string): ParsedSchedule {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: SCHEDULE_MESSAGES.required };
  if (trimmed.length > SCHEDULE_MAX_LENGTH)
    return { ok: false, message: SCHEDULE_MESSAGES.invalid };
  if (trimmed.toUpperCase() === AUTO_SCHEDULE) return { ok: true, auto: true };
  const segments = emptySegments();
  const seen = new Set<ScheduleSegment>();
  let capped = false;
  for (const part of trimmed.split(/\s+/)) {
    // 'mo' before 'm': the longest unit that ends the part.
    const match = part.match(/^(.+?)(mo|w|d|h|m)$/);
    const segment = match ? UNIT_OF.get(match[2]!) : undefined;
    if (!match || !segment || seen.has(segment)) {
      return { ok: false, message: SCHEDULE_MESSAGES.invalid };
    }
    seen.add(segment);
    const value = capSegment(segment, match[1]!);
    if (value === null) return { ok: false, message: SCHEDULE_MESSAGES.invalid };
    if (value !== canonicalOf(match[1]!)) capped = true;
    segments[segment] = value;
  }
  return { ok: true, auto: false, segments, capped };
}

/** The same value written plainly (leading zeros dropped), to tell a capped value from a kept one. */
const canonicalOf = (value: string) => value.replace(/\d+/g, (digits) => String(Number(digits)));

/** The canonical text of segments: month to minute, `*` segments left out, the minute always. */
export function formatSchedule(segments: ScheduleSegments): string {
  return SCHEDULE_SEGMENTS.filter((s) => s === 'minute' || segments[s] !== EVERY)
    .map((s) => `${segments[s]}${SEGMENT_UNITS[s]}`)
    .join(' ');
}

export type CappedSchedule =
  { ok: true; schedule: string; capped: boolean } | { ok: false; message: string };

/** A schedule text, capped and in canonical form ('AUTO' stays 'AUTO'). */
export function capSchedule(text: string): CappedSchedule {
  const parsed = parseSchedule(text);
  if (!parsed.ok) return parsed;
  if (parsed.auto) return { ok: true, schedule: AUTO_SCHEDULE, capped: false };
  return { ok: true, schedule: formatSchedule(parsed.segments), capped: parsed.capped };
}

/** The segments of a schedule text for the per-segment editor; null when it is not one (or AUTO). */
export function segmentsOf(text: string): ScheduleSegments | null {
  const parsed = parseSchedule(text);
  return parsed.ok && !parsed.auto ? parsed.segments : null;
}
