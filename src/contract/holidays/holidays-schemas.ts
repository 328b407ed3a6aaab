import * as v from 'valibot';

// The holidays export contract (spec c sections 2, 3, 7; issue 16 section 5; decision 039).
// GET /holidays/download_csv?country&date_from&date_to answers the public holidays of the country
// between the two dates (both included) as a CSV file the server names. GET /holidays names the
// countries it knows (the form's choices; the spec does not show where they come from).
//
// Decisions the spec leaves open:
// - Dates travel as DD-MM-YYYY (the spec's date format), and the CSV writes them so.
// - The range spans at most HOLIDAY_LIMITS.years years; a reversed range is refused.
// - The file is named holidays_{country}_{from}_{to}.csv (dates as YYYY-MM-DD, so names sort).

export const HOLIDAY_DATE_FORMAT = 'DD-MM-YYYY';

export const HOLIDAY_LIMITS = { years: 10 } as const;

export const HOLIDAY_MESSAGES = {
  countryRequired: 'Country is required',
  dateFromRequired: 'Date from is required',
  dateToRequired: 'Date to is required',
  badDate: `Dates must be ${HOLIDAY_DATE_FORMAT}`,
  reversed: 'Date from must not be after date to',
  tooLong: `The range may span at most ${HOLIDAY_LIMITS.years} years`,
  unknownCountry: 'No holidays are known for this country',
} as const;

export const HolidayCountrySchema = v.object({ code: v.string(), name: v.string() });
export type HolidayCountry = v.InferOutput<typeof HolidayCountrySchema>;

/** GET /holidays: the countries whose holidays can be exported, by name. */
export const HolidayCountriesSchema = v.object({ countries: v.array(HolidayCountrySchema) });
export type HolidayCountries = v.InferOutput<typeof HolidayCountriesSchema>;

/** GET /holidays/download_csv: the CSV in base64 with its name (spec c section 7). */
export const HolidaysCsvSchema = v.object({ filename: v.string(), file: v.string() });
export type HolidaysCsv = v.InferOutput<typeof HolidaysCsvSchema>;

/** The CSV's header row, in column order. */
export const HOLIDAYS_CSV_COLUMNS = ['Date', 'Weekday', 'Country', 'Name', 'Local name'] as const;
