import { describe, expect, it } from 'vitest';
import type {
  TrackingMappingItem,
  TrackingMappingPage,
} from '@/contract/tracking-mapping/tracking-mapping-schemas';
import {
  createBodyOf,
  createErrors,
  createStatusOptions,
  EMPTY_CREATE_DRAFT,
  saveBodyOf,
  shownPage,
  statusChange,
  statusSelectData,
  undoBodyOf,
  withItemStatus,
} from '@/features/tracking-mapping/tracking-mapping-rules';

// The list's rules (spec c sections 3-5; decision 031).

const item = (id: number, status = 0): TrackingMappingItem => ({
  id,
  carrierId: 1,
  carrierName: 'DHL',
  carrierStatus: `S${id}`,
  description: '',
  exampleUsingStatus: [],
  currentTrackingStatus: status,
  isNew: false,
});
const page = (items: TrackingMappingItem[], total = items.length): TrackingMappingPage => ({
  mappingList: items,
  hasMoreItems: false,
  total,
  carriers: [],
});
const statuses = [
  { code: 0, name: 'Not mapped', category: '' },
  { code: 10, name: 'In transit', category: 'transit' },
  { code: 20, name: 'Delivered', category: 'delivered' },
];

describe('the page as shown', () => {
  it('hides mappings whose delete waits, and counts them out of the total', () => {
    const shown = shownPage(page([item(1), item(2), item(3)], 40), new Set(['2', '99']));
    expect(shown.rows.map((row) => row.id)).toEqual([1, 3]);
    expect(shown.total).toBe(39);
    const all = page([item(1)]);
    expect(shownPage(all, new Set()).rows).toBe(all.mappingList);
  });

  it('changes one mapping’s status in a cached page, leaving other pages as they are', () => {
    const cached = page([item(1), item(2)]);
    expect(withItemStatus(cached, 2, 20)?.mappingList.map((m) => m.currentTrackingStatus)).toEqual([
      0, 20,
    ]);
    expect(withItemStatus(cached, 7, 20)).toBe(cached);
    expect(withItemStatus(undefined, 7, 20)).toBeUndefined();
  });
});

describe('the status select', () => {
  it('offers Not mapped and the statuses, and keeps a current code it lacks', () => {
    expect(statusSelectData(statuses, 10).map((o) => o.value)).toEqual(['0', '10', '20']);
    expect(statusSelectData([], 30)).toEqual([
      { value: '0', label: 'Not mapped' },
      { value: '30', label: 'Status 30' },
    ]);
  });

  it('a change is a new code; the same status or a cleared select is none', () => {
    expect(statusChange(item(5, 0), '20', true)).toEqual({
      id: 5,
      from: 0,
      to: 20,
      remapOld: true,
    });
    expect(statusChange(item(5, 20), '20', false)).toBeNull();
    expect(statusChange(item(5, 20), null, false)).toBeNull();
    expect(statusChange(item(5, 20), 'x', false)).toBeNull();
  });

  it('saves the change, and its undo saves the old status back with the same remap', () => {
    const change = { id: 5, from: 0, to: 20, remapOld: true };
    expect(saveBodyOf(change)).toEqual({ id: 5, status: 20, remap_old: true });
    expect(undoBodyOf(change)).toEqual({ id: 5, status: 0, remap_old: true });
    expect(undoBodyOf({ ...change, remapOld: false }).remap_old).toBe(false);
  });
});

describe('the create form', () => {
  it('requires carrier, carrier status and status; the description is optional', () => {
    expect(createErrors(EMPTY_CREATE_DRAFT)).toEqual({
      carrier: 'Field is required',
      carrier_status: 'Field is required',
      status: 'Field is required',
    });
    expect(
      createErrors({ carrier: '3', carrier_status: '  ', status_description: '', status: '0' }),
    ).toEqual({ carrier_status: 'Field is required', status: 'Field is required' });
    const valid = { carrier: '3', carrier_status: ' X1 ', status_description: ' d ', status: '20' };
    expect(createErrors(valid)).toEqual({});
    expect(createBodyOf(valid)).toEqual({
      carrier: 3,
      carrier_status: 'X1',
      status_description: 'd',
      status: 20,
    });
  });

  it('keeps to the contract’s lengths', () => {
    expect(
      createErrors({
        carrier: '3',
        carrier_status: 'x'.repeat(101),
        status_description: 'y'.repeat(501),
        status: '20',
      }),
    ).toEqual({ carrier_status: 'Maximum length: 100', status_description: 'Maximum length: 500' });
  });

  it('maps a new status to a platform status, never Not mapped', () => {
    expect(createStatusOptions(statuses).map((o) => o.value)).toEqual(['10', '20']);
  });
});
