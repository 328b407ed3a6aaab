import { describe, expect, it } from 'vitest';
import {
  createdText,
  labelFormatNameOf,
  type PalletLookups,
  serviceNameOf,
  statusNameOf,
  timeWindowText,
  typeLabel,
  userLoginOf,
  weightText,
} from '@/features/pallets/pallet-display';

const lists: PalletLookups = {
  services: [
    {
      id: 7,
      name: 'Pallet Raben - Groupage',
      carrier_id: 3,
      carrier_kind: 'pallet',
      is_active: true,
    },
  ],
  users: [
    {
      id: 4,
      login: 'acme',
      name: 'Acme',
      role: 'client',
      clientId: 1,
      hasMfa: false,
      canLoginAs: false,
    },
  ],
  trackingStatuses: [{ code: 1100, name: 'In transit', category: 'IN_TRANSIT' }],
  labelFormats: [{ value: 'pdf', name: 'PDF' }],
};

describe('pallet display rules', () => {
  it('shows the created stamp in UTC', () => {
    expect(createdText({ created: 1_714_608_000 })).toBe('02.05.2024, 00:00:00');
  });

  it('names services, users, statuses and label formats from the lists', () => {
    expect(serviceNameOf(lists, 7)).toBe('Pallet Raben - Groupage');
    expect(serviceNameOf(lists, 8)).toBe('Unknown');
    expect(userLoginOf(lists, 4)).toBe('acme');
    expect(userLoginOf(lists, 5)).toBe('Unknown');
    expect(userLoginOf(lists, null)).toBe('No data');
    expect(statusNameOf(lists, 1100)).toBe('In transit');
    expect(statusNameOf(lists, 9999)).toBe('Unknown');
    expect(statusNameOf(lists, null)).toBe('Unknown');
    expect(labelFormatNameOf(lists, 'pdf')).toBe('PDF');
    // A pallet label may be csv, which the label format list does not know.
    expect(labelFormatNameOf(lists, 'csv')).toBe('CSV');
    expect(labelFormatNameOf(lists, null)).toBe('No data');
  });

  it('reads the type, weight and time windows', () => {
    expect(typeLabel('test')).toBe('Test');
    expect(typeLabel('live')).toBe('Live');
    expect(weightText({ weight: 120.5, weight_uom: 'kg' })).toBe('120.5 kg');
    expect(weightText({ weight: 3, weight_uom: null })).toBe('3');
    expect(weightText({ weight: null, weight_uom: 'kg' })).toBe('');
    expect(timeWindowText({ date: '2024-05-02', time_from: '08:00', time_to: '16:00' })).toBe(
      '2024-05-02, 08:00 - 16:00',
    );
    expect(timeWindowText({ date: '2024-05-06', time_from: null, time_to: null })).toBe(
      '2024-05-06',
    );
    expect(timeWindowText(null)).toBe('');
  });
});
