import { describe, expect, it } from 'vitest';
import {
  calendarMonth,
  draftFromValue,
  formatDateFilter,
  formatTime,
  hasPastDate,
  maxCalendarDate,
  padTimePart,
  parseDateFilter,
  PRESET_LABELS,
  presets,
  rangeError,
  rangeText,
  stepTimePart,
  typeTimePart,
  valueFromDraft,
  wrapTimePart,
  type DateRangeDraft,
} from '@/components/date-range/date-range-rules';

// 10 Nov 2026, 14:30:15 UTC; a Tuesday in a 30-day month.
const now = new Date(Date.UTC(2026, 10, 10, 14, 30, 15));

describe('date filter format DD-MM-YYYY HH:mm:ss (UTC)', () => {
  it('parses a valid string as that UTC instant', () => {
    expect(parseDateFilter('07-11-2026 23:59:59')?.toISOString()).toBe('2026-11-07T23:59:59.000Z');
    expect(parseDateFilter('29-02-2028 00:00:00')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it.each([
    undefined,
    '',
    'garbage',
    '2026-11-07 10:00:00',
    '07-11-2026',
    '7-11-2026 10:00:00',
    '31-11-2026 10:00:00',
    '29-02-2026 10:00:00',
    '07-13-2026 10:00:00',
    '07-11-2026 24:00:00',
    '07-11-2026 10:60:00',
    '07-11-2026 10:00:60',
    '07-11-2026 10:00:00 ',
  ])('reads %j as no date', (text) => {
    expect(parseDateFilter(text)).toBeUndefined();
  });

  it('formats a date or a timestamp in UTC', () => {
    expect(formatDateFilter(Date.UTC(2026, 0, 5, 3, 4, 5))).toBe('05-01-2026 03:04:05');
    expect(formatDateFilter(now)).toBe('10-11-2026 14:30:15');
  });

  it('round-trips a string', () => {
    expect(formatDateFilter(parseDateFilter('31-12-2025 23:59:59'))).toBe('31-12-2025 23:59:59');
  });

  it('shows the range as text, either side possibly missing', () => {
    expect(rangeText({ from: '01-11-2026 00:00:00', to: '07-11-2026 23:59:59' })).toBe(
      '01-11-2026 00:00:00 – 07-11-2026 23:59:59',
    );
    expect(rangeText({ from: '01-11-2026 00:00:00' })).toBe('01-11-2026 00:00:00 – ');
    expect(rangeText({ to: '07-11-2026 23:59:59' })).toBe(' – 07-11-2026 23:59:59');
    expect(rangeText({})).toBe('');
  });
});

describe('time parts wrap: hours 0-23, minutes and seconds 0-59', () => {
  it.each([
    ['hours', 23, 1, 0],
    ['hours', 0, -1, 23],
    ['hours', 22, 1, 23],
    ['hours', 1, -1, 0],
    ['hours', 12, 0, 12],
    ['minutes', 59, 1, 0],
    ['minutes', 0, -1, 59],
    ['minutes', 58, 1, 59],
    ['seconds', 59, 1, 0],
    ['seconds', 0, -1, 59],
    ['seconds', 30, 1, 31],
  ] as const)('%s %i stepped by %i is %i', (kind, value, delta, expected) => {
    expect(stepTimePart(kind, value, delta)).toBe(expected);
  });

  it.each([
    ['hours', 24, 0],
    ['hours', -1, 23],
    ['hours', 49, 1],
    ['minutes', 60, 0],
    ['minutes', -61, 59],
    ['seconds', 125, 5],
    ['seconds', 7.9, 7],
  ] as const)('wraps %s %d to %i', (kind, value, expected) => {
    expect(wrapTimePart(kind, value)).toBe(expected);
  });

  it.each([
    ['hours', '', 0],
    ['hours', 'ab', 0],
    ['hours', '7', 7],
    ['hours', '07', 7],
    ['hours', '23', 23],
    ['hours', '24', 4],
    ['hours', '023', 23],
    ['hours', '235', 5],
    ['minutes', '59', 59],
    ['minutes', '60', 0],
    ['minutes', '075', 5],
    ['seconds', '4x5', 45],
  ] as const)('reads typed %s %j as %i', (kind, text, expected) => {
    expect(typeTimePart(kind, text)).toBe(expected);
  });

  it('pads parts to two digits', () => {
    expect(padTimePart(5)).toBe('05');
    expect(padTimePart(23)).toBe('23');
    expect(formatTime({ hours: 1, minutes: 2, seconds: 3 })).toBe('01:02:03');
  });
});

describe('the picker working copy', () => {
  it('starts from a value, times included', () => {
    expect(draftFromValue({ from: '01-11-2026 08:15:30', to: '07-11-2026 17:45:05' })).toEqual({
      fromDate: '2026-11-01',
      toDate: '2026-11-07',
      fromTime: { hours: 8, minutes: 15, seconds: 30 },
      toTime: { hours: 17, minutes: 45, seconds: 5 },
    });
  });

  it('starts empty at the default times 00:00:00 and 23:59:59 when the value is missing or invalid', () => {
    const empty = {
      fromDate: null,
      toDate: null,
      fromTime: { hours: 0, minutes: 0, seconds: 0 },
      toTime: { hours: 23, minutes: 59, seconds: 59 },
    };
    expect(draftFromValue({})).toEqual(empty);
    expect(draftFromValue({ from: 'nope', to: '32-01-2026 00:00:00' })).toEqual(empty);
  });

  const draft = (patch: Partial<DateRangeDraft>): DateRangeDraft => ({
    ...draftFromValue({}),
    ...patch,
  });

  it('composes the value from days and times', () => {
    expect(
      valueFromDraft(
        draft({
          fromDate: '2026-11-01',
          toDate: '2026-11-07',
          fromTime: { hours: 9, minutes: 5, seconds: 1 },
        }),
      ),
    ).toEqual({ from: '01-11-2026 09:05:01', to: '07-11-2026 23:59:59' });
  });

  it('reads a range with one day chosen as that day', () => {
    expect(valueFromDraft(draft({ fromDate: '2026-11-03' }))).toEqual({
      from: '03-11-2026 00:00:00',
      to: '03-11-2026 23:59:59',
    });
    expect(valueFromDraft(draft({ toDate: '2026-11-04' }))).toEqual({
      from: '04-11-2026 00:00:00',
      to: '04-11-2026 23:59:59',
    });
  });

  it('reads no day chosen as no filter', () => {
    expect(valueFromDraft(draft({}))).toEqual({});
  });
});

describe('rangeError', () => {
  it.each([
    ['01-11-2026 00:00:00', '07-11-2026 23:59:59', null],
    ['07-11-2026 10:00:00', '07-11-2026 10:00:00', null],
    ['07-11-2026 10:00:01', '07-11-2026 10:00:00', 'Wrong date range'],
    ['08-11-2026 00:00:00', '07-11-2026 23:59:59', 'Wrong date range'],
    ['01-01-2027 00:00:00', '31-12-2026 23:59:59', 'Wrong date range'],
    [undefined, '07-11-2026 10:00:00', null],
    ['07-11-2026 10:00:00', undefined, null],
    ['garbage', '07-11-2026 10:00:00', null],
  ])('from %j to %j gives %j', (from, to, expected) => {
    expect(rangeError(from, to)).toBe(expected);
  });
});

describe('hasPastDate (before today, UTC)', () => {
  it.each([
    [{}, false],
    [{ from: '10-11-2026 00:00:00', to: '10-11-2026 23:59:59' }, false],
    [{ from: '09-11-2026 23:59:59', to: '10-11-2026 23:59:59' }, true],
    [{ from: '10-11-2026 00:00:00', to: '09-11-2026 23:59:59' }, true],
    [{ to: '01-01-2020 00:00:00' }, true],
    [{ from: '11-11-2026 00:00:00' }, false],
    [{ from: 'garbage' }, false],
  ])('%j -> %j', (value, expected) => {
    expect(hasPastDate(value, now)).toBe(expected);
  });

  it('measures today from midnight UTC', () => {
    const justAfterMidnightUtc = new Date(Date.UTC(2026, 10, 10, 0, 0, 1));
    expect(hasPastDate({ from: '09-11-2026 23:59:59' }, justAfterMidnightUtc)).toBe(true);
    expect(hasPastDate({ from: '10-11-2026 00:00:00' }, justAfterMidnightUtc)).toBe(false);
  });
});

describe('calendar limits and months', () => {
  it('offers days up to today (UTC)', () => {
    expect(maxCalendarDate(now)).toBe('2026-11-10');
    expect(maxCalendarDate(new Date(Date.UTC(2026, 11, 31, 23, 59, 59)))).toBe('2026-12-31');
  });

  const empty = draftFromValue({});
  const range = draftFromValue({ from: '20-09-2026 00:00:00', to: '05-10-2026 23:59:59' });

  it('shows the start month, or the current one, in a single column', () => {
    expect(calendarMonth(empty, now, 1)).toBe('2026-11-01');
    expect(calendarMonth(range, now, 1)).toBe('2026-09-01');
  });

  it('puts the end month on the right with two columns', () => {
    expect(calendarMonth(empty, now, 2)).toBe('2026-10-01');
    expect(calendarMonth(range, now, 2)).toBe('2026-09-01');
    expect(calendarMonth({ ...empty, fromDate: '2026-01-15' }, now, 2)).toBe('2025-12-01');
  });
});

describe('presets', () => {
  const byLabel = Object.fromEntries(presets(now).map((p) => [p.label, p.value]));

  it('come in the spec order', () => {
    expect(presets(now).map((p) => p.label)).toEqual([
      'Today',
      'Yesterday',
      'Last 7 Days',
      'Last Month',
      'This Month',
      'Last 30 Days',
    ]);
    expect(PRESET_LABELS).toHaveLength(6);
  });

  it.each([
    ['Today', '10-11-2026 00:00:00', '10-11-2026 23:59:59'],
    ['Yesterday', '09-11-2026 00:00:00', '09-11-2026 23:59:59'],
    ['Last 7 Days', '04-11-2026 00:00:00', '10-11-2026 23:59:59'],
    ['Last 30 Days', '12-10-2026 00:00:00', '10-11-2026 23:59:59'],
    ['This Month', '01-11-2026 00:00:00', '10-11-2026 23:59:59'],
    ['Last Month', '01-10-2026 00:00:00', '31-10-2026 23:59:59'],
  ])('%s is %s to %s', (label, from, to) => {
    expect(byLabel[label]).toEqual({ from, to });
  });

  it('cross month and year boundaries and follow month lengths', () => {
    const newYear = Object.fromEntries(
      presets(new Date(Date.UTC(2027, 0, 1, 0, 0, 0))).map((p) => [p.label, p.value]),
    );
    expect(newYear['Yesterday']).toEqual({
      from: '31-12-2026 00:00:00',
      to: '31-12-2026 23:59:59',
    });
    expect(newYear['Last 7 Days']?.from).toBe('26-12-2026 00:00:00');
    expect(newYear['This Month']).toEqual({
      from: '01-01-2027 00:00:00',
      to: '01-01-2027 23:59:59',
    });
    expect(newYear['Last Month']).toEqual({
      from: '01-12-2026 00:00:00',
      to: '31-12-2026 23:59:59',
    });

    const march = presets(new Date(Date.UTC(2028, 2, 31, 12)));
    expect(march.find((p) => p.label === 'Last Month')?.value).toEqual({
      from: '01-02-2028 00:00:00',
      to: '29-02-2028 23:59:59',
    });
  });

  it('never end after today, and are never a wrong range', () => {
    const endOfToday = parseDateFilter('10-11-2026 23:59:59')!;
    for (const { value } of presets(now)) {
      expect(parseDateFilter(value.to)!.isAfter(endOfToday)).toBe(false);
      expect(rangeError(value.from, value.to)).toBeNull();
    }
  });

  it('use the UTC day even late in the evening of a local zone', () => {
    const lateUtc = new Date(Date.UTC(2026, 10, 10, 23, 59, 59));
    expect(presets(lateUtc)[0]?.value).toEqual({
      from: '10-11-2026 00:00:00',
      to: '10-11-2026 23:59:59',
    });
  });
});
