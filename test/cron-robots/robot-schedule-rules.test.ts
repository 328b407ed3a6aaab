import { describe, expect, it } from 'vitest';
import type { ScheduleList, ScheduleRow } from '@/contract/cron-robots/cron-robots-schemas';
import {
  capSegmentInput,
  draftOf,
  savePlanOf,
  scheduleQueryOf,
  schedulePreview,
  scheduleRowsOf,
  serviceDocsHref,
  withSavedRow,
} from '@/features/cron-robots/robot-schedule-rules';
import { scheduleSearchOf } from '@/features/cron-robots/robot-schedule-search';

// The Robots Schedule tab's rules (issue 15 section 3): rows as shown, the service documentation
// link, the URL's filters, the editor's draft, capping per segment and the save body.

const row = (fields: Partial<ScheduleRow> = {}): ScheduleRow => ({
  fullName: 'tracking:update_statuses:dhl:v2',
  type: 'tracking',
  carrier_id: 7,
  carrier_name: 'DHL',
  carrier_version: 'v2',
  robot_name: 'update_statuses',
  schedule: '*/5m',
  threads: 2,
  schedule_description: 'Peak season',
  status: 1,
  service_id: 54,
  service_kind: 'parcels',
  ...fields,
});

const list = (robots: ScheduleRow[]): ScheduleList => ({
  robots,
  auto_schedule: { tracking: '*/15m', billing: '0h 5m' },
  hasMoreItems: false,
  total: robots.length,
});

describe('rows', () => {
  it('shows Off / On / Auto, and an Auto row runs its type schedule', () => {
    const [off, on, auto, untyped] = scheduleRowsOf(
      list([
        row({ status: 0, schedule: '6h 0m' }),
        row({ status: 1 }),
        row({ status: 2, schedule: 'AUTO' }),
        row({ status: 2, schedule: 'AUTO', type: 'unknown' }),
      ]),
    );
    expect([off, on, auto].map((v) => v!.statusLabel)).toEqual(['Off', 'On', 'Auto']);
    expect(off).toMatchObject({ schedule: '6h 0m', auto: false, carrier: 'DHL (v2)' });
    expect(auto).toMatchObject({ schedule: '*/15m', auto: true });
    expect(untyped!.schedule).toBe('AUTO');
  });

  it('names a robot of no carrier by its robot alone, with no documentation link', () => {
    const [billing] = scheduleRowsOf(
      list([
        row({
          type: 'billing',
          carrier_id: null,
          carrier_name: null,
          carrier_version: null,
          service_id: null,
          service_kind: null,
        }),
      ]),
    );
    expect(billing).toMatchObject({ carrier: null, docsHref: null });
  });

  it('links the service documentation by kind and id', () => {
    expect(serviceDocsHref({ service_id: 54, service_kind: 'parcels' })).toBe(
      '/docs/parcels/post?service=54',
    );
    expect(serviceDocsHref({ service_id: 9, service_kind: 'pallets' })).toBe(
      '/docs/pallets/post?service=9',
    );
    expect(serviceDocsHref({ service_id: 9, service_kind: null })).toBeNull();
    expect(serviceDocsHref({ service_id: null, service_kind: 'parcels' })).toBeNull();
  });

  it('writes the saved row over the old one and keeps the others', () => {
    const page = list([row(), row({ fullName: 'other' })]);
    const saved = row({ schedule: '23h 0m' });
    const next = withSavedRow(page, saved);
    expect(next.robots.map((r) => r.schedule)).toEqual(['23h 0m', '*/5m']);
    expect(page.robots[0]!.schedule).toBe('*/5m');
  });
});

describe('the URL', () => {
  it('falls back on garbage and sends only the filters in use', () => {
    const garbage = scheduleSearchOf({ schedule_status: '7', schedule_page: 'x', tab: 'a' });
    expect(garbage).toEqual({ schedule_status: 'all', schedule_page: 1, schedule_quantity: 32 });
    expect(scheduleQueryOf(garbage)).toEqual({ page: 1, quantity: 32 });
    const set = scheduleSearchOf({
      schedule_search: ' dhl ',
      schedule_status: '2',
      schedule_page: '3',
      schedule_quantity: '16',
    });
    expect(scheduleQueryOf(set)).toEqual({ search: 'dhl', status: 2, page: 3, quantity: 16 });
  });
});

describe('the editor', () => {
  it('starts from the own segments, and an Auto row from its type schedule', () => {
    const page = list([]);
    expect(draftOf(row({ schedule: '1-5w 6h 0m' }), page).segments).toMatchObject({
      weekday: '1-5',
      hour: '6',
      minute: '0',
    });
    expect(draftOf(row({ status: 2, schedule: 'AUTO' }), page)).toMatchObject({
      status: 2,
      segments: { minute: '*/15', hour: '*' },
      threads: 2,
      description: 'Peak season',
    });
  });

  it('caps a segment on leaving it, says so, and refuses what is not a value', () => {
    expect(capSegmentInput('hour', '30')).toEqual({ ok: true, value: '23', capped: true });
    expect(capSegmentInput('month', '13')).toEqual({ ok: true, value: '12', capped: true });
    expect(capSegmentInput('minute', ' 05 ')).toEqual({ ok: true, value: '5', capped: false });
    expect(capSegmentInput('day', '')).toEqual({ ok: true, value: '*', capped: false });
    expect(capSegmentInput('day', 'x')).toEqual({ ok: false, message: 'Schedule is not valid' });
    expect(schedulePreview({ ...draftOf(row(), list([])).segments, hour: '30', minute: '0' })).toBe(
      '23h 0m',
    );
    expect(schedulePreview({ ...draftOf(row(), list([])).segments, hour: 'x' })).toBeNull();
  });

  it('saves Off and On with the capped canonical schedule, naming what was capped', () => {
    const draft = { ...draftOf(row(), list([])), status: 0 as const, threads: 4 };
    const plan = savePlanOf('r', {
      ...draft,
      segments: { ...draft.segments, weekday: '1-9', hour: '30', minute: '0' },
      description: '  night run ',
    });
    expect(plan).toEqual({
      ok: true,
      body: {
        fullName: 'r',
        status: 0,
        schedule: '1-7w 23h 0m',
        threads: 4,
        schedule_description: 'night run',
      },
      segments: { month: '*', weekday: '1-7', day: '*', hour: '23', minute: '0' },
      capped: ['weekday', 'hour'],
    });
  });

  it('saves Auto with AUTO whatever the segments hold', () => {
    const draft = { ...draftOf(row(), list([])), status: 2 as const };
    const plan = savePlanOf('r', { ...draft, segments: { ...draft.segments, hour: 'bad' } });
    expect(plan.ok && plan.body).toMatchObject({ status: 2, schedule: 'AUTO', threads: 2 });
  });

  it('refuses bad segments, threads out of 1-32 and a long description', () => {
    const draft = draftOf(row(), list([]));
    expect(savePlanOf('r', { ...draft, threads: '' })).toEqual({
      ok: false,
      errors: { threads: 'Field is required' },
    });
    expect(
      savePlanOf('r', {
        ...draft,
        segments: { ...draft.segments, minute: '5-1' },
        threads: 33,
        description: 'x'.repeat(501),
      }),
    ).toEqual({
      ok: false,
      errors: {
        minute: 'Schedule is not valid',
        threads: 'From 1 to 32',
        description: 'Maximum 500 characters',
      },
    });
  });
});
