import { describe, expect, it } from 'vitest';
import {
  REQUEST_ENDPOINTS,
  REQUEST_LOG_DAYS,
  type RequestLog,
  requestLogEntry,
} from '../../server/areas/statistics/request-log';
import { createDb } from '../../server/data/db';
import { REQUEST_TYPES } from '../../server/data/lookups';
import { STATS_FAILED_HTTP_CODES, STATS_SUCCESS_HTTP_CODES } from '@/contract/constants';

// The seeded request log behind the dashboard and the statistics (decision 012).

const DAY = 86_400;
// Monday 23 November 2026, 11:37:20 UTC: the log's "now" is 11:00 that day.
const NOW_MS = Date.UTC(2026, 10, 23, 11, 37, 20);
const ANCHOR = Date.UTC(2026, 10, 23, 11) / 1000;

const db = createDb({ now: NOW_MS });
const log = db.requestLog.rows();

const COLUMNS = [
  'time',
  'user',
  'endpoint',
  'code',
  'serviceA',
  'serviceB',
  'test',
  'ext',
  'inner',
  'outer',
] as const;
const bytesOf = (column: ArrayBufferView) =>
  Buffer.from(column.buffer, column.byteOffset, column.byteLength);

function countBy(rows: RequestLog, key: (index: number) => number | string) {
  const counts = new Map<number | string, number>();
  for (let i = 0; i < rows.length; i += 1) counts.set(key(i), (counts.get(key(i)) ?? 0) + 1);
  return counts;
}

describe('the request log', () => {
  // How long the first use takes is the benchmark's to say, not a test's (decision 054).
  it('is the same for two datasets with the same clock, and built only on first use', () => {
    const other = createDb({ now: NOW_MS + 1000 });
    const again = other.requestLog.rows();
    // Not `.not.toBe`: on a mismatch vitest deep-compares the two for its message, slowly.
    expect(again === log).toBe(false);
    expect(again.length).toBe(log.length);
    // Byte comparison: a generic deep equal walks 1.5 million numbers very slowly.
    for (const column of COLUMNS) {
      expect(Buffer.compare(bytesOf(again[column]), bytesOf(log[column])), column).toBe(0);
    }
    expect(other.requestLog.rows()).toBe(again);
  });

  it('holds a realistic volume over the 60 days before the hour of createDb', () => {
    expect(log.length).toBeGreaterThan(100_000);
    expect(log.length).toBeLessThan(200_000);
    expect(log.now).toBe(ANCHOR);
    expect(db.requestLog.now).toBe(ANCHOR);
    expect(db.health.now).toBe(ANCHOR);
    expect(log.time[0]).toBeGreaterThanOrEqual(ANCHOR - REQUEST_LOG_DAYS * DAY);
    expect(log.time[0]).toBeLessThan(ANCHOR - REQUEST_LOG_DAYS * DAY + 3600);
    expect(log.time[log.length - 1]).toBeLessThan(ANCHOR);
    expect(log.time[log.length - 1]).toBeGreaterThan(ANCHOR - 600);
    expect(log.time.every((time, i) => i === 0 || log.time[i - 1]! <= time)).toBe(true);
  });

  it('anchors at the wall clock, down to the hour, when no clock is given', () => {
    const before = Math.floor(Date.now() / 3_600_000) * 3600;
    const now = createDb().requestLog.now;
    const after = Math.floor(Date.now() / 3_600_000) * 3600;
    expect([before, after]).toContain(now);
  });

  it('uses exactly the success and failed codes of the statistics tiles, mostly success', () => {
    const codes = countBy(log, (i) => log.code[i]!);
    expect([...codes.keys()].sort((a, b) => Number(a) - Number(b))).toEqual([
      ...STATS_SUCCESS_HTTP_CODES,
      ...STATS_FAILED_HTTP_CODES,
    ]);
    const success = (codes.get(200) ?? 0) + (codes.get(207) ?? 0);
    expect(success / log.length).toBeGreaterThan(0.85);
    expect(codes.get(500)! / log.length).toBeLessThan(0.02);
  });

  it('names known API URIs with their method, and users and services that fit', () => {
    const types = new Set(REQUEST_TYPES.map((t) => t.value));
    expect(REQUEST_ENDPOINTS.every((e) => types.has(e.uri))).toBe(true);
    const endpoints = countBy(log, (i) => log.endpoint[i]!);
    expect(endpoints.size).toBe(REQUEST_ENDPOINTS.length);

    const users = new Map(db.users.map((u) => [u.id, u]));
    const services = new Map(db.services.map((s) => [s.id, s]));
    const wrong: string[] = [];
    let anonymous = 0;
    // Collected rather than asserted per row: one expect per row is slow over 20,000 rows.
    for (let i = 0; i < log.length; i += 7) {
      const entry = requestLogEntry(log, i);
      const endpoint = REQUEST_ENDPOINTS.find((e) => e.uri === entry.uri)!;
      const problems = [
        entry.method !== endpoint.method && 'method',
        entry.request_type !== entry.uri && 'request type',
        entry.ext_time < entry.inner_time + entry.outer_time && 'times',
        endpoint.services === 'none' && entry.service_ids.length > 0 && 'services',
      ];
      if (entry.user_id === null) {
        anonymous += 1;
        // Carriers' webhooks, or a call refused for its API key.
        problems.push(
          !endpoint.webhook && entry.http_code !== 401 && 'anonymous',
          entry.is_test && 'anonymous test',
          entry.service_ids.some((id) => services.get(id)?.carrier_kind === 'pallet') && 'webhook',
        );
      } else {
        const user = users.get(entry.user_id);
        problems.push(
          user?.role !== 'client' && 'user',
          entry.service_ids.some((id) => !user?.serviceIds.includes(id)) && 'foreign service',
          entry.http_code === 401 && 'signed-in 401',
        );
      }
      for (const problem of problems) if (problem) wrong.push(`${entry.id}: ${problem}`);
    }
    expect(wrong).toEqual([]);
    expect(anonymous).toBeGreaterThan(0);
  });

  it('gives every row a stable id and a 24-hex request id', () => {
    const first = requestLogEntry(log, 0);
    expect(first.id).toBe(1);
    expect(first.request_id).toMatch(/^[0-9a-f]{24}$/);
    expect(requestLogEntry(log, 0)).toEqual(first);
    const ids = new Set(Array.from({ length: 5000 }, (_, i) => requestLogEntry(log, i).request_id));
    expect(ids.size).toBe(5000);
  });

  it('is busier on weekdays and by day than on weekends and at night', () => {
    const byWeekday = countBy(log, (i) => new Date(log.time[i]! * 1000).getUTCDay());
    expect(byWeekday.get(3)!).toBeGreaterThan(2 * byWeekday.get(0)!);
    const byHour = countBy(log, (i) => new Date(log.time[i]! * 1000).getUTCHours());
    expect(byHour.get(10)!).toBeGreaterThan(4 * byHour.get(3)!);
  });

  it('has outage spikes of 500s, one of them within the last day', () => {
    const slots = countBy(log, (i) => Math.floor(log.time[i]! / 600));
    const failures = new Map<number | string, number>();
    for (let i = 0; i < log.length; i += 1) {
      if (log.code[i] !== 500) continue;
      const slot = Math.floor(log.time[i]! / 600);
      failures.set(slot, (failures.get(slot) ?? 0) + 1);
    }
    const outageSlots = [...failures]
      .filter(([slot, count]) => count / slots.get(slot)! > 0.3)
      .map(([slot]) => Number(slot) * 600);
    expect(outageSlots.length).toBeGreaterThanOrEqual(10);
    expect(outageSlots.some((start) => start >= ANCHOR - DAY)).toBe(true);
  });
});
