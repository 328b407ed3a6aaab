import { describe, expect, it } from 'vitest';
import type { TrackingEvent } from '@/contract/parcels/parcel-schemas';
import {
  buildTrackingSteps,
  CATEGORY_LABELS,
  categoryOf,
  type StepCategory,
  toneOf,
  TRACKING_CATEGORIES,
  type TrackingCategory,
  type TrackingStatus,
  trackingStatusName,
} from '@/features/parcels/tracking-stepper';
import { expandHistory, historyFor, SCENARIOS } from '../../server/areas/parcels/tracking-history';
import { TRACKING_STATUSES } from '../../server/areas/parcels/tracking-statuses';
import { REFERENCE_DATE } from '../../server/shared/seed-clock';
import { randomFor } from '../../server/shared/seed-random';
import { DAY } from '../../server/shared/utc-dates';

const statuses: TrackingStatus[] = TRACKING_STATUSES.map(([code, name, category]) => ({
  code,
  name,
  category,
}));

// One code of the reference server per category.
const CODE: Record<TrackingCategory, number> = {
  NEW: 1000,
  IN_TRANSIT: 1100,
  DELIVERING: 1200,
  DELIVERED: 1300,
  CUSTOMS: 1400,
  DELAYING: 1500,
  DELIVERY_EXCEPTION: 1600,
  CANCELING: 3000,
  CANCEL_REVERTED: 4000,
  LOST: 5000,
  RETURN_TO_SENDER: 6000,
  INFO: 9000,
};

function event(code: number, date: number): TrackingEvent {
  return {
    date,
    dateAdded: date + 10,
    date_formatted: '',
    event_code: code,
    carrier_event_code: `C-${code}`,
    carrier_description: null,
    info: null,
    location: null,
  };
}

/** Events one hour apart, in the given order. */
const history = (codes: number[]) => codes.map((code, i) => event(code, 1_800_000_000 + i * 3600));

/** Each step as CATEGORY:number of events, the shape the assertions read. */
const shape = (codes: number[] | TrackingEvent[], list = statuses) => {
  const events =
    typeof codes[0] === 'number' ? history(codes as number[]) : (codes as TrackingEvent[]);
  const result = buildTrackingSteps(events, list);
  return {
    steps: result.steps.map((step) => `${step.category}:${step.events.length}`),
    current: result.steps[result.currentIndex]?.category ?? null,
    ended: result.ended,
  };
};

// Spec a section 4, verbatim.
const SPEC_TABLE = `
- NEW: IN_TRANSIT, CANCELING, DELAYING, DELIVERED, DELIVERING, LOST, RETURN_TO_SENDER, CUSTOMS, DELIVERY_EXCEPTION.
- IN_TRANSIT: CANCELING, DELIVERED, DELIVERING, LOST, RETURN_TO_SENDER, CUSTOMS, DELAYING, DELIVERY_EXCEPTION.
- CUSTOMS: IN_TRANSIT, CANCELING, DELAYING, DELIVERED, DELIVERING, LOST, RETURN_TO_SENDER, DELIVERY_EXCEPTION.
- DELAYING: IN_TRANSIT, CANCELING, DELIVERED, DELIVERING, LOST, RETURN_TO_SENDER, CUSTOMS, DELIVERY_EXCEPTION.
- DELIVERING: CANCELING, DELIVERED, LOST, RETURN_TO_SENDER, DELIVERY_EXCEPTION.
- DELIVERED: RETURN_TO_SENDER.
- DELIVERY_EXCEPTION: IN_TRANSIT, CANCELING, DELIVERED, DELIVERING, LOST, RETURN_TO_SENDER.
- LOST: CANCELING, DELIVERED, DELIVERING, RETURN_TO_SENDER, CUSTOMS, DELAYING, IN_TRANSIT, DELIVERY_EXCEPTION.
- CANCELING: CANCEL_REVERTED.
- CANCEL_REVERTED: IN_TRANSIT, CANCELING, DELAYING, DELIVERED, DELIVERING, LOST, RETURN_TO_SENDER, CUSTOMS.
- RETURN_TO_SENDER: LOST.`;
const SPEC_ALLOWED = new Map(
  SPEC_TABLE.trim()
    .split('\n')
    .map((line) => {
      const [from, to] = line.slice(2, -1).split(': ') as [string, string];
      return [from, to.split(', ')] as const;
    }),
);

// How the history reaches each step before the event under test.
const REACH: Record<Exclude<StepCategory, 'CANCELING'>, number[]> = {
  NEW: [1000],
  IN_TRANSIT: [1000, 1100],
  DELIVERING: [1000, 1200],
  DELIVERED: [1000, 1300],
  CUSTOMS: [1000, 1400],
  DELAYING: [1000, 1500],
  DELIVERY_EXCEPTION: [1000, 1600],
  CANCEL_REVERTED: [1000, 3000, 4000],
  LOST: [1000, 5000],
  RETURN_TO_SENDER: [1000, 6000],
};

describe('tracking categories', () => {
  it('has the twelve categories of the spec, CANCELING shown as Canceled', () => {
    expect(TRACKING_CATEGORIES).toHaveLength(12);
    expect(new Set(TRACKING_CATEGORIES)).toEqual(new Set(Object.keys(CODE)));
    expect(CATEGORY_LABELS.CANCELING).toBe('Canceled');
    expect(CATEGORY_LABELS.IN_TRANSIT).toBe('In transit');
  });

  it('warning steps are DELAYING, CANCELING, RETURN_TO_SENDER, CANCEL_REVERTED; LOST is danger', () => {
    const tones = Object.fromEntries(
      TRACKING_CATEGORIES.filter((c) => c !== 'INFO').map((c) => [c, toneOf(c)]),
    );
    expect(tones).toEqual({
      NEW: 'default',
      IN_TRANSIT: 'default',
      DELIVERING: 'default',
      DELIVERED: 'default',
      CUSTOMS: 'default',
      DELAYING: 'warning',
      DELIVERY_EXCEPTION: 'default',
      CANCELING: 'warning',
      CANCEL_REVERTED: 'warning',
      LOST: 'danger',
      RETURN_TO_SENDER: 'warning',
    });
    const result = buildTrackingSteps(history([1000, 5000]), statuses);
    expect(result.steps[1]).toMatchObject({ category: 'LOST', label: 'Lost', tone: 'danger' });
  });

  it('maps codes through the lists; unknown codes and unknown categories count as INFO', () => {
    expect(categoryOf(1401, statuses)).toBe('CUSTOMS');
    expect(categoryOf(7777, statuses)).toBe('INFO');
    expect(categoryOf(1, [{ code: 1, name: 'Odd', category: 'TELEPORTED' }])).toBe('INFO');
    expect(trackingStatusName(1300, statuses)).toBe('Delivered');
    expect(trackingStatusName(7777, statuses)).toBe('Unknown');
  });
});

describe('allowed next categories', () => {
  for (const [from, path] of Object.entries(REACH)) {
    it(`from ${from}: allowed categories open a step, the others fold into ${from}`, () => {
      const allowed = SPEC_ALLOWED.get(from) ?? [];
      for (const next of TRACKING_CATEGORIES) {
        const events = history([...path, CODE[next]]);
        const { steps, currentIndex } = buildTrackingSteps(events, statuses);
        const current = steps[currentIndex];
        const opens = allowed.includes(next);
        expect(current?.category, `${from} -> ${next}`).toBe(opens ? next : from);
        expect(current?.events.at(-1)).toBe(events.at(-1));
        expect(current?.events.length, `${from} -> ${next}`).toBe(opens ? 1 : 2);
      }
    });
  }

  it('from CANCELING only code 4000 opens a step; anything else after it folds in', () => {
    expect(SPEC_ALLOWED.get('CANCELING')).toEqual(['CANCEL_REVERTED']);
    expect(shape([1000, 3000, 4000]).steps.slice(0, 3)).toEqual([
      'NEW:1',
      'CANCELING:1',
      'CANCEL_REVERTED:1',
    ]);
    // A 4000 the lists file elsewhere keeps the cancel but cannot leave it.
    const odd = statuses.map((s) => (s.code === 4000 ? { ...s, category: 'IN_TRANSIT' } : s));
    expect(shape([1000, 3000, 4000, 1100], odd)).toEqual({
      steps: ['NEW:1', 'CANCELING:3'],
      current: 'CANCELING',
      ended: true,
    });
  });

  it('INFO events fold into the current step', () => {
    expect(shape([9000, 1000, 1100, 9001, 1300, 9000]).steps).toEqual([
      'NEW:2',
      'IN_TRANSIT:2',
      'DELIVERING:0',
      'DELIVERED:2',
    ]);
  });
});

describe('chronological order', () => {
  it('sorts events by date without touching the input', () => {
    const [a, b, c] = history([1000, 1100, 1300]) as [TrackingEvent, TrackingEvent, TrackingEvent];
    const input = [c, a, b];
    const { steps } = buildTrackingSteps(input, statuses);
    expect(steps.map((s) => s.events)).toEqual([[a], [b], [], [c]]);
    expect(input).toEqual([c, a, b]);
  });

  it('keeps the given order for events of the same date', () => {
    const at = 1_800_000_000;
    const delivered = event(1300, at + 60);
    const out = event(1200, at + 60);
    expect(shape([event(1000, at), delivered, out]).steps).toEqual([
      'NEW:1',
      'IN_TRANSIT:0',
      'DELIVERING:0',
      'DELIVERED:2',
    ]);
    expect(shape([event(1000, at), out, delivered]).steps).toEqual([
      'NEW:1',
      'IN_TRANSIT:0',
      'DELIVERING:1',
      'DELIVERED:1',
    ]);
  });
});

describe('the CANCELING rule', () => {
  it('drops a CANCELING that is neither last nor followed by 4000', () => {
    const result = buildTrackingSteps(history([1000, 3000, 1100]), statuses);
    expect(result.steps.map((s) => s.category)).not.toContain('CANCELING');
    expect(result.steps.flatMap((s) => s.events).map((e) => e.event_code)).toEqual([1000, 1100]);
  });

  it('keeps a CANCELING that is the last event, and keeps it when 4000 follows', () => {
    expect(shape([1000, 1100, 3000]).current).toBe('CANCELING');
    expect(shape([1000, 3000, 4000, 1100]).steps).toContain('CANCELING:1');
  });

  it('looks past INFO events for "last" and "followed by"', () => {
    expect(shape([1000, 3000, 9000]).steps).toEqual(['NEW:1', 'CANCELING:2']);
    expect(shape([1000, 3000, 9001, 4000]).steps.slice(1, 3)).toEqual([
      'CANCELING:2',
      'CANCEL_REVERTED:1',
    ]);
    expect(shape([1000, 3000, 9001, 1100]).steps[0]).toBe('NEW:2');
  });

  it('a CANCELING followed by another CANCELING gives way to the later one', () => {
    expect(shape([1000, 3000, 3000]).steps).toEqual(['NEW:1', 'CANCELING:1']);
  });
});

describe('fixed steps, inserted steps and the cut', () => {
  it('no events: the four fixed placeholders, no current step', () => {
    expect(shape([])).toEqual({
      steps: ['NEW:0', 'IN_TRANSIT:0', 'DELIVERING:0', 'DELIVERED:0'],
      current: null,
      ended: false,
    });
    expect(buildTrackingSteps([], statuses).currentIndex).toBe(-1);
  });

  it('inserts a step right after the current one, before the fixed steps still ahead', () => {
    expect(shape([1000, 1400]).steps).toEqual([
      'NEW:1',
      'CUSTOMS:1',
      'IN_TRANSIT:0',
      'DELIVERING:0',
      'DELIVERED:0',
    ]);
  });

  it('fills a fixed step ahead, leaving the skipped ones empty behind the current step', () => {
    expect(shape([1000, 1200])).toEqual({
      steps: ['NEW:1', 'IN_TRANSIT:0', 'DELIVERING:1', 'DELIVERED:0'],
      current: 'DELIVERING',
      ended: false,
    });
  });

  it('a fixed category already passed comes back as a new step', () => {
    expect(shape([1000, 1100, 1500, 1100]).steps).toEqual([
      'NEW:1',
      'IN_TRANSIT:1',
      'DELAYING:1',
      'IN_TRANSIT:1',
      'DELIVERING:0',
      'DELIVERED:0',
    ]);
  });

  it('the current step is the last one with events', () => {
    const result = buildTrackingSteps(history([1000, 1100, 9000]), statuses);
    expect(result.currentIndex).toBe(1);
    expect(result.steps[2]?.events).toEqual([]);
  });

  it('is cut after DELIVERED, after RETURN_TO_SENDER, and after a cancel not reverted', () => {
    expect(shape([1000, 1300])).toEqual({
      steps: ['NEW:1', 'IN_TRANSIT:0', 'DELIVERING:0', 'DELIVERED:1'],
      current: 'DELIVERED',
      ended: true,
    });
    expect(shape([1000, 1100, 6000])).toEqual({
      steps: ['NEW:1', 'IN_TRANSIT:1', 'RETURN_TO_SENDER:1'],
      current: 'RETURN_TO_SENDER',
      ended: true,
    });
    expect(shape([1000, 3000])).toEqual({
      steps: ['NEW:1', 'CANCELING:1'],
      current: 'CANCELING',
      ended: true,
    });
  });

  it('is not cut after a reverted cancel, nor while lost or in an exception', () => {
    expect(shape([1000, 3000, 4000])).toEqual({
      steps: [
        'NEW:1',
        'CANCELING:1',
        'CANCEL_REVERTED:1',
        'IN_TRANSIT:0',
        'DELIVERING:0',
        'DELIVERED:0',
      ],
      current: 'CANCEL_REVERTED',
      ended: false,
    });
    expect(shape([1000, 5000]).ended).toBe(false);
    expect(shape([1000, 1600]).steps).toHaveLength(5);
  });

  it('a second cancel after a reverted one cuts the stepper again', () => {
    expect(shape([1000, 3000, 4000, 1100, 3000])).toEqual({
      steps: ['NEW:1', 'CANCELING:1', 'CANCEL_REVERTED:1', 'IN_TRANSIT:1', 'CANCELING:1'],
      current: 'CANCELING',
      ended: true,
    });
  });

  it('keeps what the table allows after an end: delivered then returned, returned then lost', () => {
    expect(shape([1000, 1300, 6000]).steps).toEqual([
      'NEW:1',
      'IN_TRANSIT:0',
      'DELIVERING:0',
      'DELIVERED:1',
      'RETURN_TO_SENDER:1',
    ]);
    expect(shape([1000, 1100, 6000, 5000])).toEqual({
      steps: ['NEW:1', 'IN_TRANSIT:1', 'RETURN_TO_SENDER:1', 'LOST:1'],
      current: 'LOST',
      ended: true,
    });
  });
});

describe('the reference server scenarios', () => {
  const EXPECTED: Record<string, string[]> = {
    new: ['NEW:2', 'IN_TRANSIT:0', 'DELIVERING:0', 'DELIVERED:0'],
    in_transit: ['NEW:1', 'IN_TRANSIT:3', 'DELIVERING:0', 'DELIVERED:0'],
    delivered: ['NEW:1', 'IN_TRANSIT:4', 'DELIVERING:1', 'DELIVERED:1'],
    customs_delay: [
      'NEW:1',
      'IN_TRANSIT:2',
      'CUSTOMS:2',
      'DELAYING:1',
      'IN_TRANSIT:1',
      'DELIVERING:1',
      'DELIVERED:1',
    ],
    delivery_exception: [
      'NEW:1',
      'IN_TRANSIT:1',
      'DELIVERING:1',
      'DELIVERY_EXCEPTION:2',
      'DELIVERING:1',
      'DELIVERED:1',
    ],
    lost: ['NEW:1', 'IN_TRANSIT:2', 'DELAYING:1', 'LOST:1', 'DELIVERING:0', 'DELIVERED:0'],
    return_to_sender: [
      'NEW:1',
      'IN_TRANSIT:1',
      'DELIVERING:1',
      'DELIVERY_EXCEPTION:1',
      'RETURN_TO_SENDER:2',
    ],
    cancel_dropped: ['NEW:1', 'IN_TRANSIT:2', 'DELIVERING:1', 'DELIVERED:1'],
    cancel_reverted: [
      'NEW:1',
      'CANCELING:1',
      'CANCEL_REVERTED:1',
      'IN_TRANSIT:1',
      'DELIVERING:1',
      'DELIVERED:1',
    ],
    cancel_last: ['NEW:2', 'CANCELING:1'],
    info: ['NEW:2', 'IN_TRANSIT:3', 'DELIVERING:1', 'DELIVERED:1'],
  };
  const place = { city: 'Berlin', zip: '10115', addr1: 'Main 1', country: 'DE' };

  it('every scenario of the server has an expected stepper here', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...SCENARIOS].sort());
  });

  for (const scenario of SCENARIOS) {
    it(`builds the ${scenario} history`, () => {
      const random = randomFor(42);
      const compact = historyFor(scenario, REFERENCE_DATE - 60 * DAY, random);
      const events = expandHistory(compact, random, place, place, 'DHL');
      expect(shape(events).steps).toEqual(EXPECTED[scenario]);
    });
  }
});
