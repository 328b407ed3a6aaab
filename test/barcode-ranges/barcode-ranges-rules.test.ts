import Papa from 'papaparse';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BARCODE_SORTINGS,
  type BarcodeRangeGroup,
} from '@/contract/barcode-ranges/barcode-ranges-schemas';
import {
  BARCODE_CSV_COLUMNS,
  BARCODE_EXPORT_COLUMNS,
  barcodeCsvRows,
} from '@/features/barcode-ranges/barcode-ranges-csv';
import { BARCODE_RANGES_CSV_DELIMITER } from '@/config/barcode-ranges-constants';
import { buildCsv } from '@/lib/csv';
import { DEFAULT_CSV_SEPARATOR } from '@/lib/csv-separator';
import {
  groupKey,
  matchesQuickSearch,
  shownGroups,
  withNotifications,
} from '@/features/barcode-ranges/barcode-ranges-rules';
import {
  BARCODE_SORTING_VALUES,
  barcodeRangesSearchSchema,
} from '@/features/barcode-ranges/barcode-ranges-search';
import { barcodeRangeErrors, sumStats, rangeStats } from '@/lib/barcode-range-math';

// The barcode ranges page's rules (spec b sections 2-5, spec c section 5): its URL, the quick
// search, the order by remaining percent, and the CSV export of what is shown.

type Range = [prefix: string, begin: string, end: string, current: string];

function group(
  userName: string,
  carrierName: string,
  barcode_group: string,
  ranges: Range[],
  user_id = 1,
): BarcodeRangeGroup {
  return {
    user_id,
    userName,
    carrier_id: 2,
    carrierName,
    barcode_group,
    notifications: true,
    // The server's own figures are deliberately wrong: the page computes its own with BigInt.
    remaining_all: '0',
    remaining_percent_all: 0,
    ranges: ranges.map(([prefix, range_begin, range_end, range_current], index) => ({
      id: user_id * 10 + index,
      prefix,
      range_begin,
      range_end,
      range_current,
      remaining: '0',
      remaining_percent: 0,
    })),
  };
}

const half = group('anna', 'DPD', 'parcels', [['JJD', '1', '101', '51']], 1);
const low = group('bob', 'DHL Parcel', 'returns', [['', '1', '101', '91']], 2);
const full = group('carl', 'GLS', 'express', [['=cmd', '1', '101', '1']], 3);
const wide = group(
  'dora',
  'PostNL',
  'sscc',
  [
    ['00', '99999999990000000000', '99999999999999999999', '99999999999999999990'],
    ['00', '10000000000000000000', '10000000000000000100', '10000000000000000000'],
  ],
  4,
);
const all = [half, low, full, wide];

describe('the URL', () => {
  const parse = (input: unknown) => v.parse(barcodeRangesSearchSchema, input);

  it('sorts ascending by default and keeps desc; garbage falls back', () => {
    expect(parse({})).toEqual({ quickSearch: undefined, sorting: 'acs' });
    expect(parse({ sorting: 'desc', quickSearch: ' dpd ' })).toEqual({
      quickSearch: 'dpd',
      sorting: 'desc',
    });
    expect(parse({ sorting: 'DESC', quickSearch: { a: 1 } })).toEqual({
      quickSearch: undefined,
      sorting: 'acs',
    });
    expect(parse({ sorting: ['desc'], quickSearch: 42 })).toEqual({
      quickSearch: '42',
      sorting: 'acs',
    });
  });

  it('knows the same sortings as the contract', () => {
    expect(BARCODE_SORTING_VALUES).toEqual(BARCODE_SORTINGS);
  });
});

describe('the quick search', () => {
  it('needs every word in the user, carrier, group or a prefix', () => {
    expect(matchesQuickSearch(half, 'anna dpd')).toBe(true);
    expect(matchesQuickSearch(half, 'ANNA  parcels')).toBe(true);
    expect(matchesQuickSearch(half, 'jjd')).toBe(true);
    expect(matchesQuickSearch(half, 'anna returns')).toBe(false);
    expect(matchesQuickSearch(half, '   ')).toBe(true);
  });

  it('finds text typed in the Russian keyboard layout', () => {
    // 'взв' is what 'dpd' gives with the Russian layout on; 'куегкты' is 'returns'.
    expect(matchesQuickSearch(half, 'взв')).toBe(true);
    expect(matchesQuickSearch(low, 'куегкты ищи')).toBe(true);
    expect(matchesQuickSearch(half, 'куегкты')).toBe(false);
  });
});

describe('the order and figures', () => {
  it('orders by the share left, ascending or descending, from BigInt sums', () => {
    const names = (sorting: 'acs' | 'desc', quickSearch?: string) =>
      shownGroups(all, { sorting, quickSearch }).map((g) => g.userName);
    expect(names('acs')).toEqual(['dora', 'bob', 'anna', 'carl']);
    expect(names('desc')).toEqual(['carl', 'anna', 'bob', 'dora']);
    expect(names('desc', 'o')).toEqual(['bob', 'dora']);
  });

  it('keeps 20-digit remaining values exact', () => {
    const [dora] = shownGroups([wide], { sorting: 'acs' });
    // 9 left of the first range, 100 of the second.
    expect(dora!.stats.remaining).toBe(109n);
    expect(dora!.stats.total).toBe(9999999999n + 100n);
    expect(dora!.stats.percentLeft).toBe(0);
    expect(dora!.rows.map((row) => row.stats?.remaining)).toEqual([9n, 100n]);
    expect(sumStats([rangeStats('1', '101', '51'), null, rangeStats('1', '301', '1')])).toEqual({
      total: 400n,
      remaining: 350n,
      percentLeft: 87.5,
    });
  });

  it('switches one group’s notifications in a cached list', () => {
    const switched = withNotifications(all, groupKey(low), false)!;
    expect(switched.map((g) => g.notifications)).toEqual([true, false, true, true]);
    expect(withNotifications(undefined, groupKey(low), false)).toBeUndefined();
  });

  it('asks for the carrier on the page, never on a service’s tab', () => {
    const draft = { user: '7', barcodeGroup: 'G', prefix: '', beginValue: '1', endValue: '9' };
    expect(barcodeRangeErrors({ ...draft, carrier_id: null })).toEqual({
      carrier_id: 'Field is required',
    });
    expect(barcodeRangeErrors({ ...draft, carrier_id: '5' })).toEqual({});
    expect(barcodeRangeErrors(draft)).toEqual({});
  });
});

describe('the CSV export', () => {
  const shown = shownGroups(
    [
      group('o"neil; ltd', 'DPD', 'parcels', [['+1', '1', '101', '51']], 5),
      group('@team', 'GLS', '-returns', [['', '1', '11', '1']], 6),
      wide,
    ],
    { sorting: 'desc' },
  );
  const csv = buildCsv(BARCODE_EXPORT_COLUMNS, barcodeCsvRows(shown), DEFAULT_CSV_SEPARATOR);
  const rows = Papa.parse<string[]>(csv, { delimiter: ';' }).data;

  it('writes one row a range under the header, separated by semicolons', () => {
    expect(DEFAULT_CSV_SEPARATOR).toBe(BARCODE_RANGES_CSV_DELIMITER);
    expect(csv.split('\r\n')[0]).toBe(BARCODE_CSV_COLUMNS.join(';'));
    expect(rows).toHaveLength(1 + 4);
    expect(rows[1]).toEqual([
      "'@team",
      'GLS',
      "'-returns",
      '10',
      '100',
      'on',
      '',
      '1',
      '11',
      '10',
      '100',
    ]);
  });

  it('quotes semicolons and quotes, and neutralises formula cells', () => {
    expect(csv).toContain('"o""neil; ltd";DPD;parcels;50;50;on;"\'+1";1;101;50;50');
    expect(rows[2]![0]).toBe('o"neil; ltd');
    expect(rows.flat().some((cell) => /^[=+\-@]/.test(cell))).toBe(false);
  });

  it('keeps 20-digit values as written', () => {
    expect(rows[3]!.slice(6)).toEqual([
      '00',
      '99999999990000000000',
      '99999999999999999999',
      '9',
      '0',
    ]);
    expect(rows[3]![3]).toBe('109');
  });
});
