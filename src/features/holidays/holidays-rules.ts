import { REQUIRED } from '@/contract/shared/validation-messages';
import { HOLIDAY_LIMITS, HOLIDAY_MESSAGES } from '@/contract/holidays/holidays-schemas';

// The holidays export form (spec c sections 2 and 3, decision 039): country, date from and date
// to, all required, the range not reversed and at most HOLIDAY_LIMITS.years years; the query it
// sends (dates as DD-MM-YYYY).

export type HolidaysFormValues = {
  country: string | null;
  /** 'YYYY-MM-DD', as the date inputs give it; '' when empty. */
  date_from: string;
  date_to: string;
};

export type HolidaysQuery = { country: string; date_from: string; date_to: string };

/** This year, 1 January to 31 December: what a holidays export most often asks for. */
export function defaultHolidaysForm(today: Date): HolidaysFormValues {
  const year = today.getFullYear();
  return { country: null, date_from: `${year}-01-01`, date_to: `${year}-12-31` };
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

export function holidaysFormErrors(
  values: HolidaysFormValues,
): Partial<Record<keyof HolidaysFormValues, string>> {
  const errors: Partial<Record<keyof HolidaysFormValues, string>> = {};
  if (!values.country) errors.country = REQUIRED;
  if (!ISO_DAY.test(values.date_from)) errors.date_from = REQUIRED;
  if (!ISO_DAY.test(values.date_to)) errors.date_to = REQUIRED;
  if (errors.date_from || errors.date_to) return errors;
  const from = values.date_from.slice(0, 10);
  const to = values.date_to.slice(0, 10);
  if (from > to) errors.date_to = HOLIDAY_MESSAGES.reversed;
  else if (Number(to.slice(0, 4)) - Number(from.slice(0, 4)) >= HOLIDAY_LIMITS.years) {
    errors.date_to = HOLIDAY_MESSAGES.tooLong;
  }
  return errors;
}

/** 'YYYY-MM-DD' as the API's DD-MM-YYYY. */
export function apiDate(iso: string): string {
  const match = ISO_DAY.exec(iso);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : iso;
}

export function holidaysQueryOf(values: HolidaysFormValues): HolidaysQuery {
  return {
    country: values.country ?? '',
    date_from: apiDate(values.date_from),
    date_to: apiDate(values.date_to),
  };
}

/** The server names the file; this is its name when it does not. */
export function holidaysFallbackName(query: HolidaysQuery): string {
  return `holidays_${query.country}.csv`;
}
