import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { ServiceListItem } from '@/contract/services/services-schemas';
import {
  compareVersions,
  filterServices,
  groupServices,
  matchesQuickSearch,
  sortServices,
  versionLabel,
} from '@/features/services/services-list-rules';
import { servicesSearchSchema } from '@/features/services/services-search';

// The services list's rules (spec b section 2): the URL, the search, the filters, the order.

let nextId = 1;
function service(patch: Partial<ServiceListItem>): ServiceListItem {
  return {
    id: nextId++,
    name: 'Service',
    kind: 'direct',
    type: 'courier',
    status: 'active',
    carrier_name: 'dhl',
    carrier_display_name: 'DHL',
    carrierVersion: 'v1',
    carrierId: 1,
    typeAdditional: null,
    typeAdditionalId: null,
    isPudoAvailable: false,
    isTrackingAvailable: true,
    isCourierDatesAvailable: false,
    isMailingAvailable: false,
    maintenance_status: null,
    logo: null,
    users: [],
    ...patch,
  };
}

const parse = (input: Record<string, unknown>) => v.parse(servicesSearchSchema, input);
const ALL = { user: 'all', kind: 'all', type: 'all' } as const;

describe('the list URL', () => {
  it('falls back to All for garbage and keeps what is valid', () => {
    expect(parse({})).toEqual({ ...ALL, quickSearch: undefined });
    expect(parse({ user: 'x1', kind: 'parcel', type: ['pudo'], quickSearch: '  ' })).toEqual({
      ...ALL,
      quickSearch: undefined,
    });
    expect(parse({ user: '17', kind: 'pallet', type: 'pudo', quickSearch: ' dhl ' })).toEqual({
      user: '17',
      kind: 'pallet',
      type: 'pudo',
      quickSearch: 'dhl',
    });
    expect(parse({ user: 17 }).user).toBe('17');
    expect(parse({ user: '0' }).user).toBe('all');
  });
});

describe('quick search', () => {
  const dhl = service({ id: 501, name: 'DHL Express Worldwide', kind: 'direct', type: 'courier' });

  it('matches the name, id, kind and type, every word somewhere', () => {
    expect(matchesQuickSearch(dhl, undefined)).toBe(true);
    expect(matchesQuickSearch(dhl, 'express')).toBe(true);
    expect(matchesQuickSearch(dhl, '501')).toBe(true);
    expect(matchesQuickSearch(dhl, 'direct')).toBe(true);
    expect(matchesQuickSearch(dhl, 'dhl courier')).toBe(true);
    expect(matchesQuickSearch(dhl, 'dhl pudo')).toBe(false);
    expect(matchesQuickSearch(dhl, 'ups')).toBe(false);
  });

  it('finds the Latin name typed with the Russian layout on', () => {
    expect(matchesQuickSearch(dhl, 'врд')).toBe(true);
    expect(matchesQuickSearch(dhl, 'ВРД сщгкшук')).toBe(true);
    expect(matchesQuickSearch(dhl, 'гзы')).toBe(false);
  });
});

describe('filters', () => {
  const a = service({ name: 'A', kind: 'pallet', type: 'pallet', users: [7] });
  const b = service({ name: 'B', kind: 'return', type: 'pudo', users: [7, 8] });
  const c = service({ name: 'C', kind: 'direct', type: 'courier', users: [] });
  const all = [a, b, c];

  it('All lets everything through', () => {
    expect(filterServices(all, { ...ALL, quickSearch: undefined })).toEqual(all);
  });

  it('filters by kind, type and user together', () => {
    expect(filterServices(all, { ...ALL, kind: 'return' })).toEqual([b]);
    expect(filterServices(all, { ...ALL, type: 'pallet' })).toEqual([a]);
    expect(filterServices(all, { ...ALL, user: '7' })).toEqual([a, b]);
    expect(filterServices(all, { ...ALL, user: '8', kind: 'pallet' })).toEqual([]);
    expect(filterServices(all, { ...ALL, user: '7', quickSearch: 'b' })).toEqual([b]);
  });
});

describe('order and grouping', () => {
  it('shows no version as v0', () => {
    expect(versionLabel(null)).toBe('v0');
    expect(versionLabel('')).toBe('v0');
    expect(versionLabel(' ')).toBe('v0');
    expect(versionLabel('v2')).toBe('v2');
  });

  it('orders versions naturally with v0 last', () => {
    const versions = ['v10', null, 'v2', '', 'v1'];
    expect([...versions].sort(compareVersions)).toEqual(['v1', 'v2', 'v10', null, '']);
  });

  it('orders by carrier, then version (v0 last), then type pallet, pudo, courier', () => {
    const list = [
      service({ name: 'ups courier', carrier_display_name: 'UPS', carrierVersion: 'v1' }),
      service({
        name: 'dhl v0',
        carrier_display_name: 'DHL',
        carrierVersion: null,
        type: 'pallet',
      }),
      service({ name: 'dhl courier', carrier_display_name: 'DHL', type: 'courier' }),
      service({ name: 'dhl pudo', carrier_display_name: 'DHL', type: 'pudo' }),
      service({ name: 'dhl pallet', carrier_display_name: 'DHL', type: 'pallet' }),
      service({ name: 'dhl v2', carrier_display_name: 'DHL', carrierVersion: 'v2' }),
    ];
    expect(sortServices(list).map((s) => s.name)).toEqual([
      'dhl pallet',
      'dhl pudo',
      'dhl courier',
      'dhl v2',
      'dhl v0',
      'ups courier',
    ]);
  });

  it('groups by carrier, then by version and type, counting each carrier', () => {
    const list = [
      service({ name: 'b', carrier_display_name: 'GLS', carrierVersion: '', type: 'courier' }),
      service({ name: 'a', carrier_display_name: 'GLS', carrierVersion: 'v1', type: 'pudo' }),
      service({ name: 'c', carrier_display_name: 'GLS', carrierVersion: 'v1', type: 'pudo' }),
      service({ name: 'd', carrier_display_name: 'DPD', carrierVersion: 'v1', type: 'pallet' }),
    ];
    const groups = groupServices(list);
    expect(groups.map((g) => [g.carrier, g.count])).toEqual([
      ['DPD', 1],
      ['GLS', 3],
    ]);
    expect(
      groups[1]!.subgroups.map((s) => [s.version, s.type, s.services.map((x) => x.name)]),
    ).toEqual([
      ['v1', 'pudo', ['a', 'c']],
      ['v0', 'courier', ['b']],
    ]);
  });
});
