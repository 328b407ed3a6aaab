import { describe, expect, it } from 'vitest';
import {
  AUTO_SCHEDULE,
  capSchedule,
  capSegment,
  formatSchedule,
  parseSchedule,
  SCHEDULE_MESSAGES,
  SEGMENT_LIMITS,
  segmentsOf,
} from '@/contract/cron-robots/schedule-rules';

// The robot schedule format (spec c sections 3, 4, 9): segments with units, capped at month 12,
// weekday 7, day 31, hour 23, minute 59; values out of range are capped, never rejected.

describe('segment caps', () => {
  it('holds the limits of spec c section 9', () => {
    expect(
      [
        SEGMENT_LIMITS.month,
        SEGMENT_LIMITS.weekday,
        SEGMENT_LIMITS.day,
        SEGMENT_LIMITS.hour,
        SEGMENT_LIMITS.minute,
      ].map((l) => l.max),
    ).toEqual([12, 7, 31, 23, 59]);
  });

  it('caps single values, steps, ranges and lists above the maximum', () => {
    expect(capSegment('month', '13')).toBe('12');
    expect(capSegment('weekday', '9')).toBe('7');
    expect(capSegment('day', '45')).toBe('31');
    expect(capSegment('hour', '24')).toBe('23');
    expect(capSegment('minute', '60')).toBe('59');
    expect(capSegment('minute', '*/90')).toBe('*/59');
    expect(capSegment('hour', '20-30')).toBe('20-23');
    expect(capSegment('minute', '10,75')).toBe('10,59');
    // Both ends above the maximum: one value; a repeated item once.
    expect(capSegment('hour', '30-40')).toBe('23');
    expect(capSegment('minute', '59,80')).toBe('59');
  });

  it('raises values below the minimum; weekday 0 is Sunday (7), as in cron', () => {
    expect(capSegment('month', '0')).toBe('1');
    expect(capSegment('day', '0')).toBe('1');
    expect(capSegment('weekday', '0')).toBe('7');
    expect(capSegment('minute', '*/0')).toBe('*/1');
    expect(capSegment('hour', '0')).toBe('0');
    expect(capSegment('minute', '007')).toBe('7');
  });

  it('keeps values in range as they are, and refuses what is not a value', () => {
    expect(capSegment('minute', '*')).toBe('*');
    expect(capSegment('minute', '*/5')).toBe('*/5');
    expect(capSegment('weekday', '1-5')).toBe('1-5');
    expect(capSegment('day', '1,15')).toBe('1,15');
    for (const bad of ['', 'x', '5-', '-5', '*/x', '1,,2', '10-5', '*/5/2', '1.5']) {
      expect(capSegment('minute', bad), bad).toBeNull();
    }
  });
});

describe('schedule texts', () => {
  it("reads '*/5m' and the other units; missing segments are every value", () => {
    expect(segmentsOf('*/5m')).toEqual({
      month: '*',
      weekday: '*',
      day: '*',
      hour: '*',
      minute: '*/5',
    });
    expect(segmentsOf('6mo 1d 0h 0m')).toMatchObject({ month: '6', day: '1', hour: '0' });
    expect(segmentsOf('1-5w 8,12h 0m')).toMatchObject({ weekday: '1-5', hour: '8,12' });
  });

  it('writes the canonical text: month to minute, * left out, the minute always', () => {
    expect(capSchedule('0m 6h 1-5w')).toEqual({ ok: true, schedule: '1-5w 6h 0m', capped: false });
    expect(formatSchedule({ month: '*', weekday: '*', day: '*', hour: '*', minute: '*' })).toBe(
      '*m',
    );
    expect(capSchedule('  */5m  ')).toEqual({ ok: true, schedule: '*/5m', capped: false });
  });

  it('caps a whole schedule and says so', () => {
    expect(capSchedule('13mo 9w 40d 25h 75m')).toEqual({
      ok: true,
      schedule: '12mo 7w 31d 23h 59m',
      capped: true,
    });
    expect(capSchedule('*/90m')).toEqual({ ok: true, schedule: '*/59m', capped: true });
    // Leading zeros are the same value, not a capped one.
    expect(capSchedule('06h 05m')).toEqual({ ok: true, schedule: '6h 5m', capped: false });
  });

  it("keeps 'AUTO' (any case) as the Auto schedule", () => {
    expect(parseSchedule('AUTO')).toEqual({ ok: true, auto: true });
    expect(capSchedule('auto')).toEqual({ ok: true, schedule: AUTO_SCHEDULE, capped: false });
    expect(segmentsOf('AUTO')).toBeNull();
  });

  it('refuses texts that are not schedules, with the reason', () => {
    expect(parseSchedule('   ')).toEqual({ ok: false, message: SCHEDULE_MESSAGES.required });
    for (const bad of [
      '5',
      '5x',
      '5m 6m',
      'every 5 minutes',
      '*/5M',
      'm',
      '5-1h',
      `${'1,'.repeat(60)}1m`,
    ]) {
      expect(parseSchedule(bad), bad).toEqual({ ok: false, message: SCHEDULE_MESSAGES.invalid });
    }
  });
});
