import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { presets } from '@/components/date-range/date-range-rules';
import { withNoneOption } from '@/lib/list-options';
import {
  statisticsFilters,
  type StatisticsSearch,
  statisticsSearchDefaults,
  statisticsSearchSchema,
} from '@/features/statistics/statistics-search';
import {
  datesForUrl,
  defaultStatsRange,
  statisticsFilter,
  statisticsTableQuery,
} from '@/features/statistics/statistics-filter';
import { parseSearch, stringifySearch } from '@/lib/query-string';

const parse = (search: string) => v.parse(statisticsSearchSchema, parseSearch(search));

// Late in the UTC day: a local-time computation would already be on the next day east of UTC.
const NOW = new Date('2026-11-20T23:30:00Z');

const everyField: StatisticsSearch = {
  page: 2,
  quantity: 16,
  mode: 'live',
  date_from: '01-11-2026 00:00:00',
  date_to: '15-11-2026 12:00:00',
  service_ids: ['0', '12'],
  user_ids: ['0', '4'],
  request_types: ['parcels', 'tracking'],
  http_response_codes: ['200', '207'],
  statistics_per: 'week',
  tab_stats_view: 'table',
};

describe('statistics search', () => {
  it('an empty URL is the defaults, without dates', () => {
    expect(parse('')).toEqual(statisticsSearchDefaults);
    expect(parse('').date_from).toBeUndefined();
    expect(parse('').date_to).toBeUndefined();
  });

  it('round-trips every field through the URL, bracket arrays included', () => {
    const url = stringifySearch(everyField);
    expect(parse(url)).toEqual(everyField);
    const decoded = decodeURIComponent(url);
    expect(decoded).toContain('service_ids[]=0&service_ids[]=12');
    expect(decoded).toContain('request_types[]=parcels&request_types[]=tracking');
    expect(decoded).toContain('http_response_codes[]=200&http_response_codes[]=207');
    expect(decoded).toContain('statistics_per=week');
    expect(decoded).toContain('tab_stats_view=table');
  });

  it('falls back field by field on garbage', () => {
    const garbage =
      '?page=0&quantity=20&mode=x&date_from=yesterday&date_to=1-1-2026&statistics_per=year' +
      '&tab_stats_view=charts&user_ids[a][b]=1&request_types=parcels';
    expect(parse(garbage)).toEqual({ ...statisticsSearchDefaults, request_types: ['parcels'] });
  });

  it('takes every statistics_per choice and both tabs', () => {
    for (const per of ['hour', 'day', 'week', 'month'] as const) {
      expect(parse(`?statistics_per=${per}`).statistics_per).toBe(per);
    }
    expect(parse('?tab_stats_view=graphs').tab_stats_view).toBe('graphs');
    expect(parse('?tab_stats_view=table').tab_stats_view).toBe('table');
  });
});

describe('default date range', () => {
  it('is 6 days ago 00:00:00 to today 23:59:59, UTC', () => {
    expect(defaultStatsRange(NOW)).toEqual({
      from: '14-11-2026 00:00:00',
      to: '20-11-2026 23:59:59',
    });
    expect(defaultStatsRange(new Date('2026-03-02T00:00:00Z'))).toEqual({
      from: '24-02-2026 00:00:00',
      to: '02-03-2026 23:59:59',
    });
  });

  it("equals the date picker's 'Last 7 Days' preset", () => {
    const preset = presets(NOW).find((item) => item.label === 'Last 7 Days')!;
    expect(defaultStatsRange(NOW)).toEqual(preset.value);
  });

  it('fills only the dates the URL lacks', () => {
    expect(statisticsFilter(parse(''), NOW)).toMatchObject({
      date_from: '14-11-2026 00:00:00',
      date_to: '20-11-2026 23:59:59',
      statistics_per: 'day',
    });
    expect(statisticsFilter(parse('?date_to=16-11-2026 10:00:00'), NOW)).toMatchObject({
      date_from: '14-11-2026 00:00:00',
      date_to: '16-11-2026 10:00:00',
    });
  });
});

describe('API queries', () => {
  it('the graph gets the filter without paging or tab', () => {
    expect(statisticsFilter(everyField, NOW)).toEqual({
      date_from: '01-11-2026 00:00:00',
      date_to: '15-11-2026 12:00:00',
      user_ids: ['0', '4'],
      service_ids: ['0', '12'],
      request_types: ['parcels', 'tracking'],
      http_response_codes: ['200', '207'],
      mode: 'live',
      statistics_per: 'week',
    });
  });

  it('the table gets the filter without statistics_per, with the page', () => {
    const query = statisticsTableQuery(everyField, NOW);
    expect(query).not.toHaveProperty('statistics_per');
    expect(query).not.toHaveProperty('tab_stats_view');
    expect(query).toMatchObject({ page: 2, quantity: 16, mode: 'live' });
  });
});

describe('filter draft', () => {
  it('keeps the default dates out of the URL and other dates in', () => {
    const filter = statisticsFilter(parse('?service_ids[]=3'), NOW);
    const draft = statisticsFilters.draftOf(filter);
    expect(draft.date).toEqual({ from: '14-11-2026 00:00:00', to: '20-11-2026 23:59:59' });
    const applied = statisticsFilters.searchOf(draft);
    expect({
      ...applied,
      ...datesForUrl({ from: draft.date.from, to: draft.date.to }, NOW),
    }).toEqual({
      date_from: undefined,
      date_to: undefined,
      service_ids: ['3'],
      user_ids: [],
      request_types: [],
      http_response_codes: [],
      statistics_per: 'day',
    });
    expect(datesForUrl({ from: '01-11-2026 00:00:00', to: '20-11-2026 23:59:59' }, NOW)).toEqual({
      date_from: '01-11-2026 00:00:00',
      date_to: undefined,
    });
  });

  it("'Statistics per' falls back to day, which is no filter (no chip)", () => {
    expect(parse('?statistics_per=year').statistics_per).toBe('day');
    expect(statisticsFilters.active(parse('?statistics_per=day'))).toEqual([]);
    expect(statisticsFilters.active(parse('?statistics_per=week'))).toEqual([
      { name: 'statistics_per', label: 'Statistics per', text: 'week' },
    ]);
  });

  it("adds the 'No ...' option first for super admins only", () => {
    const users = [{ value: '4', label: 'staff' }];
    expect(withNoneOption(users, 'No users', true)).toEqual([
      { value: '0', label: 'No users' },
      ...users,
    ]);
    expect(withNoneOption(users, 'No users', false)).toEqual(users);
  });
});
