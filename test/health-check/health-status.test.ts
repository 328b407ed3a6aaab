import { describe, expect, it } from 'vitest';
import {
  checkCallsText,
  checkStatusText,
  checkUserText,
  EMPTY_CHECK_TEXT,
  healthStatus,
  isFailedCheck,
  noCheckText,
  periodName,
  rateText,
  timeText,
} from '@/features/health-check/health-status';

describe('healthStatus (spec b: 0-24 critical, 25-74 issue, 75-100 well, empty no data)', () => {
  it.each([
    [0, 'critical'],
    [24, 'critical'],
    [24.99, 'critical'],
    [25, 'issue'],
    [74, 'issue'],
    [74.9, 'issue'],
    [75, 'well'],
    [100, 'well'],
    ['80', 'well'],
    [null, 'no-data'],
    [undefined, 'no-data'],
    ['', 'no-data'],
    ['n/a', 'no-data'],
  ])('%j -> %s', (rate, status) => {
    expect(healthStatus(rate)).toBe(status);
  });
});

describe('the health-check texts', () => {
  it('names the periods of spec b section 9', () => {
    expect([86400, 28800, 3600, 600].map(periodName)).toEqual(['24 h', '8 h', '1 h', '10 min']);
  });

  it('shows rates and times, a dash without checks', () => {
    expect(rateText(97.25)).toBe('97.3%');
    expect(rateText(100)).toBe('100%');
    expect(rateText(0)).toBe('0%');
    expect(rateText(null)).toBe('–');
    expect(timeText(1234.6)).toBe('1,235 ms');
    expect(timeText(undefined)).toBe('–');
  });

  it("says 'Request Error' for status 0 and 'Request Success' otherwise", () => {
    expect(checkStatusText('0')).toBe('Request Error');
    expect(checkStatusText(0)).toBe('Request Error');
    expect(checkStatusText('1')).toBe('Request Success');
    expect(checkStatusText('200')).toBe('Request Success');
    expect(isFailedCheck('0')).toBe(true);
    expect(isFailedCheck('1')).toBe(false);
  });

  it('words the empty states as the spec does', () => {
    expect(noCheckText('42')).toBe('There is no data about request with ID 42');
    expect(EMPTY_CHECK_TEXT).toBe('Request data is empty !');
  });

  it('writes every call as Request #n and Response #n blocks', () => {
    const text = checkCallsText({
      requestsList: [
        {
          request: {
            method: 'POST',
            url: 'https://carrier.example/api',
            headers: { 'Content-Type': 'application/json', Accept: ['a', 'b'] },
            body: '{"a":1}',
          },
          response: { code: 0, headers: null, body: null },
        },
        {
          request: { method: 'GET', url: 'https://carrier.example/t', headers: 'X: 1', body: null },
          response: { code: 200, headers: { 'X-Id': '9' }, body: 'ok' },
        },
      ],
    });
    expect(text).toContain('Request #1\nPOST https://carrier.example/api\n');
    expect(text).toContain('Content-Type: application/json\nAccept: a, b');
    expect(text).toContain('Response #1\nHTTP 0');
    expect(text).toContain('Request #2\nGET https://carrier.example/t\nX: 1');
    expect(text).toContain('Response #2\nHTTP 200\nX-Id: 9\n\nok');
  });
});

describe('checkUserText', () => {
  const users = [{ id: 3, login: 'client' }];
  it('names a known user by login, an unknown one by id, and no user with a dash', () => {
    expect(checkUserText(users, 3)).toBe('client');
    expect(checkUserText(users, 9)).toBe('#9');
    expect(checkUserText(users, null)).toBe('—');
  });
});
