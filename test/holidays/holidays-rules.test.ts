import { describe, expect, it } from 'vitest';
import {
  apiDate,
  defaultHolidaysForm,
  holidaysFormErrors,
  holidaysQueryOf,
} from '../../src/features/holidays/holidays-rules';

// The holidays export form's rules (spec c section 3, decision 039): required fields, the range's
// order and length, and the query it sends.

describe('the holidays form', () => {
  it('starts with this year and no country', () => {
    expect(defaultHolidaysForm(new Date(2026, 10, 20))).toEqual({
      country: null,
      date_from: '2026-01-01',
      date_to: '2026-12-31',
    });
  });

  it('wants a country and both dates, in order, at most 10 years apart', () => {
    expect(holidaysFormErrors({ country: null, date_from: '', date_to: '2026-01-01' })).toEqual({
      country: 'Field is required',
      date_from: 'Field is required',
    });
    expect(
      holidaysFormErrors({ country: 'DE', date_from: '2026-12-31', date_to: '2026-01-01' }),
    ).toEqual({ date_to: 'Date from must not be after date to' });
    expect(
      holidaysFormErrors({ country: 'DE', date_from: '2026-01-01', date_to: '2036-01-01' }),
    ).toEqual({ date_to: 'The range may span at most 10 years' });
    expect(
      holidaysFormErrors({ country: 'DE', date_from: '2026-01-01', date_to: '2026-01-01' }),
    ).toEqual({});
  });

  it('sends the dates as DD-MM-YYYY', () => {
    expect(apiDate('2026-03-09')).toBe('09-03-2026');
    expect(
      holidaysQueryOf({ country: 'PL', date_from: '2026-01-01', date_to: '2026-12-31' }),
    ).toEqual({ country: 'PL', date_from: '01-01-2026', date_to: '31-12-2026' });
  });
});
