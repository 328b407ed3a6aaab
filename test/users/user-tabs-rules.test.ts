import { describe, expect, it } from 'vitest';
import {
  groupServices,
  limitRows,
  switchServices,
  usageColor,
} from '@/features/users/user-tabs-rules';
import { userService } from './user-service-fixture';

const service = userService;
const services = [
  service(1, 'UPS Express', 'UPS'),
  service(2, 'DHL Parcel', 'DHL'),
  service(3, 'UPS Standard', 'UPS'),
  service(4, 'DHL Express', 'DHL'),
];

describe('Available Services', () => {
  it('groups by carrier name, each by service name', () => {
    expect(
      groupServices(services, '').map((g) => [g.carrier, g.services.map((s) => s.id)]),
    ).toEqual([
      ['DHL', [4, 2]],
      ['UPS', [1, 3]],
    ]);
  });

  it('keeps services holding every word typed, whatever the case', () => {
    expect(groupServices(services, ' express  ups').flatMap((g) => g.services)).toEqual([
      services[0],
    ]);
    expect(groupServices(services, 'dhl').map((g) => g.carrier)).toEqual(['DHL']);
    expect(groupServices(services, 'fedex')).toEqual([]);
  });

  it('switches the shown ids on or off without touching the others', () => {
    expect(switchServices([1, 5], [2, 1], true)).toEqual([1, 5, 2]);
    expect(switchServices([1, 5, 2], [2, 1], false)).toEqual([5]);
    expect(switchServices([], [], true)).toEqual([]);
  });
});

describe('Api limits', () => {
  it('colours the usage: red above 90 %, yellow above 75 %, else green', () => {
    expect([usageColor(90.1), usageColor(90), usageColor(75.1), usageColor(75)]).toEqual([
      'red',
      'yellow',
      'yellow',
      'green',
    ]);
  });

  it('lists each limited route by its path with the average share of the limit', () => {
    const rows = limitRows({
      apiLimits: { labels: 100, track: 60, zero: 0 },
      apiLimitsUsageAverage: { labels: 95, track: 15 },
      apiLimitsRoutesMap: { labels: '/api/v1/labels', track: '/api/v1/tracking' },
    });
    expect(rows.map(({ path, percent, color }) => [path, percent, color])).toEqual([
      ['/api/v1/labels', 95, 'red'],
      ['/api/v1/tracking', 25, 'green'],
      ['zero', 100, 'red'],
    ]);
    expect(rows[1]).toMatchObject({ limit: 60, average: 15 });
  });
});
