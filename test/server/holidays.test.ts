import Papa from 'papaparse';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { easterSunday } from '../../server/areas/holidays/calendar';
import {
  HOLIDAY_MESSAGES,
  HolidayCountriesSchema,
  HOLIDAYS_CSV_COLUMNS,
  HolidaysCsvSchema,
} from '@/contract/holidays/holidays-schemas';
import { signedInAs } from './api-client';

// The holidays export of the reference server (spec c sections 3 and 7; issue 16 section 5):
// the countries, the CSV of a range (fixed, Easter-based and weekday-based holidays) and its
// refusals.

type Caller = Awaited<ReturnType<typeof signedInAs>>;

const rowsOf = (body: unknown) => {
  const { filename, file } = v.parse(HolidaysCsvSchema, body);
  const text = Buffer.from(file, 'base64').toString('utf8');
  return { filename, text, rows: Papa.parse<string[]>(text.trim()).data };
};

describe('holidays', () => {
  const server = createApp();
  let staff: Caller;
  beforeAll(async () => {
    staff = await signedInAs(server, 'staff');
  });

  it('computes Easter', () => {
    expect(easterSunday(2024).toISOString().slice(0, 10)).toBe('2024-03-31');
    expect(easterSunday(2026).toISOString().slice(0, 10)).toBe('2026-04-05');
    expect(easterSunday(2027).toISOString().slice(0, 10)).toBe('2027-03-28');
  });

  it('names its countries', async () => {
    const { countries } = v.parse(HolidayCountriesSchema, (await staff.get('/holidays')).body);
    expect(countries.map((c) => c.code)).toEqual(
      expect.arrayContaining(['DE', 'FR', 'NL', 'PL', 'GB', 'US', 'IT']),
    );
  });

  it("answers a year of Germany's holidays as a named CSV", async () => {
    const answer = await staff.get(
      '/holidays/download_csv?country=DE&date_from=01-01-2026&date_to=31-12-2026',
    );
    expect(answer.status).toBe(200);
    const { filename, text, rows } = rowsOf(answer.body);
    expect(filename).toBe('holidays_DE_2026-01-01_2026-12-31.csv');
    expect(text).toContain('\r\n');
    expect(rows[0]).toEqual([...HOLIDAYS_CSV_COLUMNS]);
    expect(rows.slice(1).map((r) => `${r[0]} ${r[3]}`)).toEqual([
      "01-01-2026 New Year's Day",
      '03-04-2026 Good Friday',
      '06-04-2026 Easter Monday',
      '01-05-2026 Labour Day',
      '14-05-2026 Ascension Day',
      '25-05-2026 Whit Monday',
      '03-10-2026 German Unity Day',
      '25-12-2026 Christmas Day',
      "26-12-2026 St. Stephen's Day",
    ]);
    expect(rows[1]).toEqual(['01-01-2026', 'Thursday', 'DE', "New Year's Day", 'Neujahr']);
  });

  it('keeps to the range and counts weekday rules and substitute days', async () => {
    const us = rowsOf(
      (await staff.get('/holidays/download_csv?country=us&date_from=01-11-2026&date_to=30-11-2026'))
        .body,
    );
    expect(us.rows.slice(1).map((r) => `${r[0]} ${r[3]}`)).toEqual([
      '11-11-2026 Veterans Day',
      '26-11-2026 Thanksgiving Day',
    ]);
    const gb = rowsOf(
      (await staff.get('/holidays/download_csv?country=GB&date_from=20-12-2026&date_to=05-01-2027'))
        .body,
    );
    // Boxing Day 2026 is a Saturday: its substitute is Monday the 28th.
    expect(gb.rows.slice(1).map((r) => `${r[0]} ${r[3]}`)).toEqual([
      '25-12-2026 Christmas Day',
      '26-12-2026 Boxing Day',
      '28-12-2026 Boxing Day (substitute day)',
      "01-01-2027 New Year's Day",
    ]);
  });

  it('refuses a missing country, a reversed range and bad dates, saying why', async () => {
    const answers = [
      await staff.get('/holidays/download_csv?date_from=01-01-2026&date_to=31-12-2026'),
      await staff.get('/holidays/download_csv?country=DE&date_from=31-12-2026&date_to=01-01-2026'),
      await staff.get('/holidays/download_csv?country=DE&date_from=31-02-2026&date_to=01-01-2027'),
      await staff.get('/holidays/download_csv?country=ZZ&date_from=01-01-2026&date_to=01-01-2050'),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400]);
    expect(answers.map((a) => a.body.errors.map((e: { message: string }) => e.message))).toEqual([
      [HOLIDAY_MESSAGES.countryRequired],
      [HOLIDAY_MESSAGES.reversed],
      [HOLIDAY_MESSAGES.badDate],
      [HOLIDAY_MESSAGES.unknownCountry, HOLIDAY_MESSAGES.tooLong],
    ]);
  });
});
