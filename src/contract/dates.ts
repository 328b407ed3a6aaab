import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import utc from 'dayjs/plugin/utc';
import * as v from 'valibot';

// The dates the API carries, read alike by both ends (issue 28): 'DD-MM-YYYY HH:mm:ss' in UTC
// (spec a section 9, DATE_FILTER_FORMAT) and unix seconds. A date is a real calendar date and
// time (no 31 February, no 25:61:61 rolled over into March) within a sane range: dayjs's strict
// parsing, not calendar arithmetic of our own.

dayjs.extend(customParseFormat);
dayjs.extend(utc);

/** The first and last year a date in a query or a body may name. */
export const DATE_MIN_YEAR = 2000;
export const DATE_MAX_YEAR = 2100;

/** The same range in unix seconds: 2000-01-01 00:00:00 to 2100-12-31 23:59:59 UTC. */
export const UNIX_SECONDS_MIN = Date.UTC(DATE_MIN_YEAR, 0, 1) / 1000;
export const UNIX_SECONDS_MAX = Date.UTC(DATE_MAX_YEAR + 1, 0, 1) / 1000 - 1;

/** A body's refusal of a date outside the range. */
export const DATE_OUT_OF_RANGE = `Date must be between 01-01-${DATE_MIN_YEAR} and 31-12-${DATE_MAX_YEAR}`;

/** A day: 'DD-MM-YYYY'. */
export const API_DAY_FORMAT = 'DD-MM-YYYY';

/**
 * A day with an optional time, as the list filters have always been read: 'DD-MM-YYYY',
 * 'DD-MM-YYYY HH:mm' or 'DD-MM-YYYY HH:mm:ss', a space or a 'T' before the time.
 */
const DATE_TIME_FORMATS = [
  API_DAY_FORMAT,
  ...['HH:mm:ss', 'HH:mm'].flatMap((time) => [
    `${API_DAY_FORMAT} ${time}`,
    `${API_DAY_FORMAT}[T]${time}`,
  ]),
];

/** True for whole unix seconds within the sane range. */
export const isUnixSecondsInRange = (value: number): boolean =>
  Number.isInteger(value) && value >= UNIX_SECONDS_MIN && value <= UNIX_SECONDS_MAX;

/** A body's unix-seconds field: whole seconds within the range (1e308 and 0 are no dates). */
export const unixSecondsSchema = (message: string = DATE_OUT_OF_RANGE) =>
  v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(UNIX_SECONDS_MIN, message),
    v.maxValue(UNIX_SECONDS_MAX, message),
  );

function strictUnix(text: string | undefined, formats: readonly string[]): number | undefined {
  if (text === undefined) return undefined;
  for (const format of formats) {
    const parsed = dayjs.utc(text, format, true);
    if (!parsed.isValid()) continue;
    const seconds = parsed.unix();
    return isUnixSecondsInRange(seconds) ? seconds : undefined;
  }
  return undefined;
}

/** 'DD-MM-YYYY' with an optional time, in UTC, as unix seconds; undefined for no real date. */
export const parseApiDateTime = (text: string | undefined): number | undefined =>
  strictUnix(text, DATE_TIME_FORMATS);

/** 'DD-MM-YYYY' (no time), in UTC, as the unix seconds of its midnight; undefined for no real day. */
export const parseApiDay = (text: string | undefined): number | undefined =>
  strictUnix(text, [API_DAY_FORMAT]);
