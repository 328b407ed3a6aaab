import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  PUDO_LIMITS,
  PUDO_MESSAGES,
  PUDO_MODES,
  type WorkHours,
} from '@/contract/pudo-points/pudo-points-schemas';
import {
  PUDO_MODE_VALUES,
  PUDO_TEXT_MAX,
  pudoMapParamsOf,
  pudoPointsSearchSchema,
} from '../../src/features/pudo-points/pudo-points-search';
import {
  addressLines,
  afterServiceChange,
  closedPeriodText,
  coordinatesErrors,
  dayHoursText,
  filterValuesOf,
  pudoFilterErrors,
  searchOfFilter,
  weekHours,
} from '../../src/features/pudo-points/pudo-rules';
import { stringifyQuery } from '../../src/lib/query-string';

// The pickup points screen's rules (spec c sections 3, 5, 9; issue 16 section 8): the
// coordinates rule, the URL's search to the filter and back, the map's query, and how opening
// hours and addresses read.

const parse = (raw: Record<string, unknown>) => v.parse(pudoPointsSearchSchema, raw);

describe('the coordinates rule', () => {
  it('passes both or neither; one alone is "Both coordinates required" on the empty one', () => {
    expect(coordinatesErrors('', '')).toEqual({});
    expect(coordinatesErrors('52.52', '13.405')).toEqual({});
    expect(coordinatesErrors('52.52', ' ')).toEqual({ lng: 'Both coordinates required' });
    expect(coordinatesErrors('', '13.4')).toEqual({ lat: 'Both coordinates required' });
  });

  it('wants numbers in range', () => {
    expect(coordinatesErrors('91', '13')).toEqual({ lat: PUDO_MESSAGES.latitude });
    expect(coordinatesErrors('-90', '180.5')).toEqual({ lng: PUDO_MESSAGES.longitude });
    expect(coordinatesErrors('abc', '1e3')).toEqual({
      lat: PUDO_MESSAGES.latitude,
      lng: PUDO_MESSAGES.longitude,
    });
  });

  it('joins carrier and user required', () => {
    const empty = filterValuesOf(parse({}));
    expect(pudoFilterErrors({ ...empty, lat: '1' })).toEqual({
      lng: 'Both coordinates required',
      service: 'Field is required',
      user_id: 'Field is required',
    });
    expect(pudoFilterErrors({ ...empty, service: '12', user_id: '3' })).toEqual({});
  });
});

describe('the search in the URL', () => {
  it('falls back field by field: garbage is no value, the mode Live', () => {
    expect(
      parse({
        service: 'abc',
        user_id: '0',
        is_test: '7',
        country: 'FRA',
        lat: '95',
        lng: 'x',
        city: 'x'.repeat(PUDO_TEXT_MAX + 1),
        zip: { nested: 1 },
      }),
    ).toEqual({ is_test: '0' });
    expect(parse({ service: 18, user_id: '5', is_test: 1, lat: '52.5', lng: 13 })).toEqual({
      service: '18',
      user_id: '5',
      is_test: '1',
      lat: '52.5',
      lng: '13',
    });
  });

  it('goes to the filter and back unchanged', () => {
    const search = parse({
      service: '18',
      credentials_key: 'default',
      user_id: '5',
      is_test: '1',
      country: 'fr',
      city: 'Lyon',
      addr1: '12 Rue Garibaldi',
      lat: '45.76',
      lng: '4.83',
    });
    const values = filterValuesOf(search);
    expect(values).toMatchObject({ service: '18', mode: '1', city: 'Lyon', zip: '', lat: '45.76' });
    expect(searchOfFilter({ ...values, city: '  Lyon ', zip: ' ' })).toEqual({
      ...search,
      country: 'FR',
      zip: undefined,
      state: undefined,
      addr2: undefined,
      addr3: undefined,
    });
  });

  it('makes the map query only for a search to run, in the API bracket format', () => {
    expect(pudoMapParamsOf(parse({ service: '18' }))).toBeNull();
    expect(pudoMapParamsOf(parse({ service: '18', user_id: '5', lat: '1' }))).toBeNull();
    const params = pudoMapParamsOf(
      parse({
        service: '18',
        credentials_key: 'eu',
        user_id: '5',
        country: 'de',
        lat: '1',
        lng: '2',
      }),
    )!;
    expect(decodeURIComponent(stringifyQuery(params))).toBe(
      'services_list[0][id]=18&services_list[0][credentials_key]=eu&address[country]=DE&address[lat]=1&address[lng]=2&user_id=5&is_test=0',
    );
  });

  it("repeats the contract's values", () => {
    expect(PUDO_MODE_VALUES).toEqual(PUDO_MODES.map((mode) => mode.value));
    expect(PUDO_TEXT_MAX).toBe(PUDO_LIMITS.text);
  });
});

describe('the choices of a service', () => {
  const data = {
    services: {
      '1': { id: 1, name: 'DPD - Pickup', carrierName: 'DPD', credentials_keys: ['default', 'eu'] },
      '2': { id: 2, name: 'UPS - Access Point', carrierName: 'UPS', credentials_keys: ['default'] },
    },
    service_users: {
      '1': [{ id: 5, login: 'acme', name: 'Acme' }],
      '2': [{ id: 6, login: 'zeta', name: 'Zeta' }],
    },
  };

  it('keeps the user and key where the new service has them, else clears or defaults them', () => {
    expect(afterServiceChange(data, { user_id: null, credentials_key: null }, '1')).toEqual({
      service: '1',
      user_id: null,
      credentials_key: 'default',
    });
    expect(afterServiceChange(data, { user_id: '5', credentials_key: 'eu' }, '1')).toMatchObject({
      user_id: '5',
      credentials_key: 'eu',
    });
    expect(afterServiceChange(data, { user_id: '5', credentials_key: 'eu' }, '2')).toEqual({
      service: '2',
      user_id: null,
      credentials_key: 'default',
    });
  });
});

describe('how a point reads', () => {
  const hours: WorkHours = {
    mo: [],
    tu: [
      { from: '09:00', to: '12:30' },
      { from: '14:00', to: '19:00' },
    ],
    we: [{ from: '08:00', to: '18:00' }],
    th: [{ from: '08:00', to: '18:00' }],
    fr: [{ from: '08:00', to: '18:00' }],
    sa: [{ from: '00:00', to: '23:59' }],
    su: [],
    closed_periods: [{ from: '2026-12-24', to: '2027-01-01', reason: 'Christmas and New Year' }],
  };

  it('lists mo..su with their hours, closed days and round the clock', () => {
    expect(dayHoursText(hours.tu)).toBe('09:00–12:30, 14:00–19:00');
    expect(weekHours(hours).map((day) => `${day.name}: ${day.text}`)).toEqual([
      'Monday: Closed',
      'Tuesday: 09:00–12:30, 14:00–19:00',
      'Wednesday: 08:00–18:00',
      'Thursday: 08:00–18:00',
      'Friday: 08:00–18:00',
      'Saturday: Open 24 hours',
      'Sunday: Closed',
    ]);
  });

  it('says closed periods with the spec date format', () => {
    expect(closedPeriodText(hours.closed_periods[0]!)).toBe(
      'Closed 24-12-2026 – 01-01-2027 (Christmas and New Year)',
    );
    expect(closedPeriodText({ from: '2026-12-24', to: '2026-12-24', reason: '' })).toBe(
      'Closed 24-12-2026',
    );
  });

  it('writes the address as lines, blanks left out', () => {
    expect(
      addressLines({
        country: 'FR',
        city: 'Lyon',
        state: '',
        zip: '69001',
        addr1: '12 Rue Garibaldi',
        addr2: '',
        addr3: '',
      }),
    ).toEqual(['12 Rue Garibaldi', '69001 Lyon', 'FR']);
  });
});
