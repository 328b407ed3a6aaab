import { describe, expect, it } from 'vitest';
import { isPalletService, lookupName, serviceOptions } from '@/lib/list-options';
import type { ServiceOption } from '@/contract/session/session-schemas';

const service = (id: number, name: string): ServiceOption => ({
  id,
  name,
  carrier_id: 1,
  carrier_kind: 'direct',
  is_active: true,
});

describe('the service-list rule (spec a section 5)', () => {
  it.each([
    ['Pallet Geodis - Euro Pallet', true],
    ['Euro Pallet Express - Standard', true],
    ['DHL - Pallet return', false],
    ['DHL Express', false],
    ['pallet lower - x', false],
  ])('%s is a pallet service: %s', (name, expected) => {
    expect(isPalletService(name)).toBe(expected);
  });

  it('parcel filters exclude pallet services; pallet filters show only them', () => {
    const services = [service(1, 'DHL - Express'), service(2, 'Pallet Geodis - Half Pallet')];
    expect(serviceOptions(services, 'parcel')).toEqual([{ value: '1', label: 'DHL - Express' }]);
    expect(serviceOptions(services, 'pallet')).toEqual([
      { value: '2', label: 'Pallet Geodis - Half Pallet' },
    ]);
  });
});

describe('lookupName', () => {
  const statuses = [
    { code: 1000, name: 'Label created' },
    { code: 1300, name: 'Delivered' },
  ];
  it('names a known value by code or value', () => {
    expect(lookupName(statuses, 1300)).toBe('Delivered');
    expect(lookupName([{ value: 2, name: 'Manual' }], '2')).toBe('Manual');
  });
  it("says 'Unknown' otherwise", () => {
    expect(lookupName(statuses, 4242)).toBe('Unknown');
    expect(lookupName(statuses, null)).toBe('Unknown');
    expect(lookupName(statuses, undefined)).toBe('Unknown');
  });
});
