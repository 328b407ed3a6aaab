import { describe, expect, it } from 'vitest';
import {
  DATE_MAX_YEAR,
  DATE_MIN_YEAR,
  isUnixSecondsInRange,
  parseApiDateTime,
  parseApiDay,
  UNIX_SECONDS_MAX,
  UNIX_SECONDS_MIN,
} from '@/contract/dates';

// The API's dates (issue 28): real calendar dates and times in a sane range, read strictly.

const utc = (...parts: [number, number, number, number?, number?, number?]) =>
  Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3] ?? 0, parts[4] ?? 0, parts[5] ?? 0) / 1000;

describe('the API date parser', () => {
  it('reads DD-MM-YYYY with an optional time, in UTC', () => {
    expect(parseApiDateTime('05-03-2026')).toBe(utc(2026, 3, 5));
    expect(parseApiDateTime('05-03-2026 10:20')).toBe(utc(2026, 3, 5, 10, 20));
    expect(parseApiDateTime('05-03-2026 10:20:30')).toBe(utc(2026, 3, 5, 10, 20, 30));
    expect(parseApiDateTime('05-03-2026T10:20:30')).toBe(utc(2026, 3, 5, 10, 20, 30));
    expect(parseApiDateTime('28-02-2026 23:59:59')).toBe(utc(2026, 2, 28, 23, 59, 59));
  });

  it('refuses impossible dates and times instead of rolling them over', () => {
    for (const text of [
      '31-02-2026',
      '31-02-2026 25:61:61',
      '29-02-2025',
      '31-04-2026',
      '00-01-2026',
      '01-13-2026',
      '01-01-2026 24:00:00',
      '01-01-2026 23:60:00',
      '01-01-2026 23:59:60',
      '1-1-2026',
      '2026-01-01',
      '01-01-2026 10',
      '01-01-2026 10:00:00 ',
      '',
      undefined,
    ]) {
      expect(parseApiDateTime(text), String(text)).toBeUndefined();
    }
    expect(parseApiDateTime('29-02-2024')).toBe(utc(2024, 2, 29));
    expect(parseApiDay('29-02-2024')).toBe(utc(2024, 2, 29));
    expect(parseApiDay('29-02-2025')).toBeUndefined();
  });

  it(`keeps to the years ${DATE_MIN_YEAR} to ${DATE_MAX_YEAR}`, () => {
    expect(parseApiDateTime('31-12-1999 23:59:59')).toBeUndefined();
    expect(parseApiDateTime('01-01-2000 00:00:00')).toBe(UNIX_SECONDS_MIN);
    expect(parseApiDateTime('31-12-2100 23:59:59')).toBe(UNIX_SECONDS_MAX);
    expect(parseApiDateTime('01-01-2101')).toBeUndefined();
    expect(parseApiDay('01-01-1999')).toBeUndefined();
    expect(parseApiDay('31-12-2100')).toBe(utc(2100, 12, 31));
    expect(parseApiDay('01-01-2101')).toBeUndefined();
  });

  it('reads a day only without a time', () => {
    expect(parseApiDay('05-03-2026')).toBe(utc(2026, 3, 5));
    expect(parseApiDay('05-03-2026 00:00:00')).toBeUndefined();
  });
});

describe('unix seconds', () => {
  it(`are whole seconds from ${DATE_MIN_YEAR}-01-01 to ${DATE_MAX_YEAR}-12-31 UTC`, () => {
    expect(UNIX_SECONDS_MIN).toBe(946_684_800);
    expect(UNIX_SECONDS_MAX).toBe(4_133_980_799);
    for (const ok of [UNIX_SECONDS_MIN, utc(2026, 11, 20), UNIX_SECONDS_MAX])
      expect(isUnixSecondsInRange(ok), String(ok)).toBe(true);
    for (const bad of [0, UNIX_SECONDS_MIN - 1, UNIX_SECONDS_MAX + 1, 1e308, 1.5e9 + 0.5, NaN])
      expect(isUnixSecondsInRange(bad), String(bad)).toBe(false);
  });
});
