import {
  HOLIDAY_LIMITS,
  HOLIDAY_MESSAGES,
  type HolidayCountries,
  HOLIDAYS_CSV_COLUMNS,
  type HolidaysCsv,
} from '../../../src/contract/holidays/holidays-schemas';
import { parseApiDay } from '../../../src/contract/dates';
import { HttpFailure } from '../../http';
import { namedCsvAnswer } from '../../shared/file-answer';
import { type Query, text } from '../../shared/list-query';
import { HOLIDAY_CALENDARS, holidaysBetween } from './calendar';

// The holidays export (spec c sections 3 and 7, decision 039): the countries known, and a
// country's holidays in a date range as a CSV file the server names.

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function holidayCountries(): HolidayCountries {
  return {
    countries: Object.entries(HOLIDAY_CALENDARS)
      .map(([code, { name }]) => ({ code, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** 'DD-MM-YYYY' as a UTC day; undefined when it is no real date or out of the contract's range. */
export function parseHolidayDate(value: string): Date | undefined {
  const seconds = parseApiDay(value);
  return seconds === undefined ? undefined : new Date(seconds * 1000);
}

const pad = (n: number) => String(n).padStart(2, '0');
const shown = (d: Date) =>
  `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
const sortable = (d: Date) => d.toISOString().slice(0, 10);

type Problem = { message: string; fields: string[] };

function dateOf(query: Query, key: string, required: string, problems: Problem[]) {
  const value = text(query, key);
  if (value === undefined) {
    problems.push({ message: required, fields: [key] });
    return undefined;
  }
  const date = parseHolidayDate(value);
  if (!date) problems.push({ message: HOLIDAY_MESSAGES.badDate, fields: [key] });
  return date;
}

/** GET /holidays/download_csv: 400 with every problem of the query at once. */
export function holidaysCsv(query: Query): HolidaysCsv {
  const problems: Problem[] = [];
  const country = text(query, 'country')?.toUpperCase();
  if (country === undefined) {
    problems.push({ message: HOLIDAY_MESSAGES.countryRequired, fields: ['country'] });
  } else if (!HOLIDAY_CALENDARS[country]) {
    problems.push({ message: HOLIDAY_MESSAGES.unknownCountry, fields: ['country'] });
  }
  const from = dateOf(query, 'date_from', HOLIDAY_MESSAGES.dateFromRequired, problems);
  const to = dateOf(query, 'date_to', HOLIDAY_MESSAGES.dateToRequired, problems);
  if (from && to && from > to) {
    problems.push({ message: HOLIDAY_MESSAGES.reversed, fields: ['date_from', 'date_to'] });
  } else if (from && to && to.getUTCFullYear() - from.getUTCFullYear() >= HOLIDAY_LIMITS.years) {
    problems.push({ message: HOLIDAY_MESSAGES.tooLong, fields: ['date_to'] });
  }
  if (problems.length > 0 || !country || !from || !to) throw new HttpFailure(400, problems);
  const rows = holidaysBetween(country, from, to).map((day) => [
    shown(day.date),
    WEEKDAYS[day.date.getUTCDay()]!,
    country,
    day.name,
    day.localName,
  ]);
  return namedCsvAnswer(
    `holidays_${country}_${sortable(from)}_${sortable(to)}.csv`,
    HOLIDAYS_CSV_COLUMNS,
    rows,
  );
}
