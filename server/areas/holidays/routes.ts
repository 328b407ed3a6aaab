import { Hono } from 'hono';
import type {
  HolidayCountries,
  HolidaysCsv,
} from '../../../src/contract/holidays/holidays-schemas';
import type { ApiEnv } from '../../context';
import { parseQueryOf } from '../../shared/list-query';
import { holidayCountries, holidaysCsv } from './queries';

// Holidays export (spec c sections 2-7, issue 16 section 5): the countries known and the CSV of
// a country's holidays in a range. Reads of the screen's access URL (/holidays).

export const holidayRoutes = new Hono<ApiEnv>()
  .get('/holidays', (c) => {
    const body: HolidayCountries = holidayCountries();
    return c.json(body);
  })
  .get('/holidays/download_csv', (c) => {
    const body: HolidaysCsv = holidaysCsv(parseQueryOf(c.req.url));
    return c.json(body);
  });
