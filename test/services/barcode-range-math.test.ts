import { describe, expect, it } from 'vitest';
import {
  barcodeRangeErrors,
  formatBig,
  parseDigits,
  progressColor,
  rangeStats,
} from '@/lib/barcode-range-math';
import { barcodeRows, filterBarcodeRows } from '@/features/services/barcode-range-rows';

// Barcode ranges (spec b sections 3-5): 20-digit values, computed exactly with BigInt.

describe('range numbers', () => {
  it('computes total, remaining (end - current) and the share left', () => {
    expect(rangeStats('1', '101', '26')).toEqual({ total: 100n, remaining: 75n, percentLeft: 75 });
    expect(rangeStats('0', '3', '2')).toEqual({ total: 3n, remaining: 1n, percentLeft: 33.3 });
  });

  it('stays exact on 20-digit values, where numbers would round', () => {
    const stats = rangeStats(
      '10000000000000000000',
      '99999999999999999999',
      '99999999999999999998',
    );
    expect(stats?.remaining).toBe(1n);
    expect(stats?.total).toBe(89999999999999999999n);
    expect(stats?.percentLeft).toBe(0);
    // As numbers both ends are the same value: the remaining 1 would be lost.
    expect(Number('99999999999999999999') - Number('99999999999999999998')).toBe(0);
    const half = rangeStats('10000000000000000000', '30000000000000000000', '20000000000000000000');
    expect(half?.percentLeft).toBe(50);
  });

  it('keeps the share within 0-100 and refuses what is not a number', () => {
    expect(rangeStats('100', '200', '250')?.percentLeft).toBe(0);
    expect(rangeStats('100', '200', '50')?.percentLeft).toBe(100);
    expect(rangeStats('5', '5', '5')?.percentLeft).toBe(0);
    expect(rangeStats('1', 'x', '1')).toBeNull();
    expect(parseDigits(' 12 ')).toBe(12n);
    expect(parseDigits('-1')).toBeNull();
  });

  it('colours under 25 red, under 75 yellow, else green', () => {
    expect(progressColor(0)).toBe('red');
    expect(progressColor(24.9)).toBe('red');
    expect(progressColor(25)).toBe('yellow');
    expect(progressColor(74.9)).toBe('yellow');
    expect(progressColor(75)).toBe('green');
    expect(progressColor(100)).toBe('green');
  });

  it('groups digits for reading', () => {
    expect(formatBig(12345678901234567890n)).toBe('12 345 678 901 234 567 890');
    expect(formatBig(999n)).toBe('999');
  });
});

describe('the create form', () => {
  const valid = { user: '7', barcodeGroup: 'G1', prefix: '', beginValue: '1', endValue: '10' };

  it('accepts a valid range, prefix optional', () => {
    expect(barcodeRangeErrors(valid)).toEqual({});
  });

  it('requires user, group, begin and end', () => {
    expect(
      barcodeRangeErrors({
        user: null,
        barcodeGroup: ' ',
        prefix: '',
        beginValue: '',
        endValue: '',
      }),
    ).toEqual({
      user: 'Field is required',
      barcodeGroup: 'Field is required',
      beginValue: 'Field is required',
      endValue: 'Field is required',
    });
  });

  it('wants positive whole numbers, begin below end', () => {
    expect(barcodeRangeErrors({ ...valid, beginValue: '0' })).toEqual({
      beginValue: 'Only positive value',
    });
    expect(barcodeRangeErrors({ ...valid, endValue: '-5' })).toEqual({
      endValue: 'Only positive value',
    });
    expect(barcodeRangeErrors({ ...valid, beginValue: '1.5' })).toEqual({
      beginValue: 'Only positive value',
    });
    expect(barcodeRangeErrors({ ...valid, beginValue: '10', endValue: '10' })).toEqual({
      endValue: 'Incorrect range',
    });
    expect(
      barcodeRangeErrors({
        ...valid,
        beginValue: '99999999999999999998',
        endValue: '99999999999999999999',
      }),
    ).toEqual({});
    expect(
      barcodeRangeErrors({
        ...valid,
        beginValue: '99999999999999999999',
        endValue: '99999999999999999998',
      }),
    ).toEqual({ endValue: 'Incorrect range' });
    expect(barcodeRangeErrors({ ...valid, endValue: '1'.repeat(21) })).toEqual({
      endValue: 'Maximum length: 20',
    });
  });
});

describe('the tab rows', () => {
  const entry = (id: number, barcodeGroup: string) => ({
    id,
    barcodeGroup,
    prefix: '',
    beginValue: '1',
    endValue: '101',
    currValue: '51',
    notifications: false,
  });
  const service = {
    accountListData: [
      {
        userId: 1,
        login: 'anna',
        isXml: false,
        isEditable: true,
        canSeeCredentials: true,
        isActive: true,
        accountNames: [],
        barcodeGroupList: [entry(1, 'parcels')],
      },
      {
        userId: 2,
        login: 'bob',
        isXml: false,
        isEditable: true,
        canSeeCredentials: true,
        isActive: true,
        accountNames: [],
        barcodeGroupList: [entry(2, 'returns'), entry(3, 'parcels')],
      },
    ],
  };

  it('lists every range with its user, searched by group (either layout) and by user', () => {
    const rows = barcodeRows(service);
    expect(rows.map((r) => [r.id, r.login, r.stats?.percentLeft])).toEqual([
      [1, 'anna', 50],
      [2, 'bob', 50],
      [3, 'bob', 50],
    ]);
    expect(filterBarcodeRows(rows, { group: 'parc', userId: null }).map((r) => r.id)).toEqual([
      1, 3,
    ]);
    expect(filterBarcodeRows(rows, { group: 'куе', userId: null }).map((r) => r.id)).toEqual([2]);
    expect(filterBarcodeRows(rows, { group: '', userId: 2 }).map((r) => r.id)).toEqual([2, 3]);
  });
});
