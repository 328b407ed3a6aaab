import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import {
  carrierKeyOf,
  MANUAL_RUN_MESSAGES,
  ManualManifestServicesSchema,
  ManualRunResultSchema,
  ManualTrackingServicesSchema,
  RUN_ERROR_MESSAGES,
  RUN_SUCCESS_MESSAGES,
} from '@/contract/manual-runs/manual-runs-schemas';
import { errorsOf, signedInAs } from './api-client';

// Manual tracking and re-manifest on the reference server (issue 16 sections 6-7, decision 040):
// the services lists, and runs that succeed for the chosen user's real numbers and fail, grouped
// by message, for the others; bodies that cannot run are refused.

const server = createApp();
const { db } = server;
const client = db.users.find((u) => u.login === 'client')!;
const mine = db.parcels.filter((p) => p.userId === client.id);
/** The client's carrier with the most parcels, and those parcels. */
const counts = new Map<number, number>();
for (const p of mine) counts.set(p.carrierId, (counts.get(p.carrierId) ?? 0) + 1);
const carrierId = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
const ofCarrier = mine.filter((p) => p.carrierId === carrierId);
const runnable = ofCarrier.filter((p) => !db.manualRuns.carrierRefusals.has(p.id));
const refused = ofCarrier.find((p) => db.manualRuns.carrierRefusals.has(p.id))!;
const otherUsers = db.parcels.find((p) => p.userId !== client.id && p.carrierId === carrierId)!;
const otherCarrier = mine.find((p) => p.carrierId !== carrierId)!;
const carrier = carrierKeyOf(carrierId, '1');

describe('manual runs: the services lists', () => {
  it('lists the tracked carriers with versions, their events, and the client users', async () => {
    const staff = await signedInAs(server, 'viewer');
    const answer = await staff.get('/manual_tracking');
    expect(answer.status).toBe(200);
    const lists = v.parse(ManualTrackingServicesSchema, answer.body);
    const names = lists.carriersWithVersion.map((c) => c.name);
    expect(names).toContain('DHL Express');
    expect(names).not.toContain('Geodis');
    expect(lists.carriersWithVersion.every((c) => c.versions.includes('1'))).toBe(true);
    expect(lists.carriersWithVersion.some((c) => c.versions.length > 1)).toBe(true);
    const events = lists.carriersTrackingEvents.find((e) => e.carrierId === carrierId)!;
    expect(events.events.length).toBeGreaterThan(3);
    expect(lists.users.map((u) => u.login)).toContain('client');
    expect(lists.users.every((u) => db.users.find((x) => x.id === u.id)?.role === 'client')).toBe(
      true,
    );
  });

  it('re-manifest lists every carrier, pallets too, and no events', async () => {
    const staff = await signedInAs(server, 'staff');
    const lists = v.parse(ManualManifestServicesSchema, (await staff.get('/manual_manifest')).body);
    expect(lists.carriersWithVersion.map((c) => c.name)).toContain('Geodis');
    expect('carriersTrackingEvents' in lists).toBe(false);
  });
});

describe('manual runs: a run', () => {
  it('groups the numbers by message: the user’s own succeed, the others fail with their reason', async () => {
    const staff = await signedInAs(server, 'staff');
    const numbers = [
      runnable[0]!.tracking,
      'bad number!',
      'ZZ999990000000',
      otherUsers.tracking,
      runnable[1]!.tracking,
      otherCarrier.tracking,
      refused.tracking,
    ];
    const answer = await staff.post('/manual_tracking/process', {
      carrier,
      user_id: client.id,
      tracking_numbers: numbers,
    });
    expect(answer.status).toBe(200);
    const result = v.parse(ManualRunResultSchema, answer.body);
    expect(result.success).toEqual([
      {
        message: RUN_SUCCESS_MESSAGES.reprocessed,
        tracking_numbers: [runnable[0]!.tracking, runnable[1]!.tracking],
      },
    ]);
    expect(result.errors).toEqual([
      { message: RUN_ERROR_MESSAGES.malformed, tracking_numbers: ['bad number!'] },
      { message: RUN_ERROR_MESSAGES.notFound, tracking_numbers: ['ZZ999990000000'] },
      { message: RUN_ERROR_MESSAGES.otherUser, tracking_numbers: [otherUsers.tracking] },
      { message: RUN_ERROR_MESSAGES.otherCarrier, tracking_numbers: [otherCarrier.tracking] },
      { message: RUN_ERROR_MESSAGES.noCarrierEvents, tracking_numbers: [refused.tracking] },
    ]);
  });

  it('reads the file’s first column after the typed numbers, header and duplicates once', async () => {
    const staff = await signedInAs(server, 'staff');
    const [a, b, c] = runnable.filter((p) => !p.isTest).map((p) => p.tracking);
    const answer = await staff.post('/manual_manifest/process', {
      carrier,
      user_id: client.id,
      tracking_numbers: [a],
      file_content: `Tracking number;note\n"${b}";x\n${a};again\n\n${c};"y, z"\n`,
    });
    expect(v.parse(ManualRunResultSchema, answer.body)).toEqual({
      errors: [],
      success: [{ message: RUN_SUCCESS_MESSAGES.remanifested, tracking_numbers: [a, b, c] }],
    });
  });

  it('says what was done: reset, delete, or asking the carrier again', async () => {
    const staff = await signedInAs(server, 'staff');
    const event = db.trackingMapping.mappings.find((m) => m.carrierId === carrierId)!;
    const run = async (options: object) =>
      v.parse(
        ManualRunResultSchema,
        (
          await staff.post('/manual_tracking/process', {
            carrier,
            user_id: client.id,
            tracking_numbers: [runnable[0]!.tracking],
            ...options,
          })
        ).body,
      ).success[0]!.message;
    expect(await run({ reset_parcel_status: true })).toBe(RUN_SUCCESS_MESSAGES.statusReset);
    expect(
      await run({
        delete_tracking_events: true,
        tracking_events_for_deleting: [event.carrierStatus],
      }),
    ).toBe(RUN_SUCCESS_MESSAGES.eventsDeleted);
    expect(await run({ carrier_tracking_events: true })).toBe(RUN_SUCCESS_MESSAGES.fromCarrier);
  });

  it('re-manifest refuses test parcels', async () => {
    const staff = await signedInAs(server, 'staff');
    const test = ofCarrier.find((p) => p.isTest && !db.manualRuns.carrierRefusals.has(p.id))!;
    const result = v.parse(
      ManualRunResultSchema,
      (
        await staff.post('/manual_manifest/process', {
          carrier,
          user_id: client.id,
          tracking_numbers: [test.tracking],
        })
      ).body,
    );
    expect(result).toEqual({
      errors: [{ message: RUN_ERROR_MESSAGES.testParcel, tracking_numbers: [test.tracking] }],
      success: [],
    });
  });

  it('runs 10,000 numbers and answers every one', async () => {
    const staff = await signedInAs(server, 'staff');
    const numbers = Array.from({ length: 10_000 }, (_, i) => `XX${String(i).padStart(8, '0')}`);
    numbers[0] = runnable[0]!.tracking;
    const answer = await staff.post('/manual_tracking/process', {
      carrier,
      user_id: client.id,
      tracking_numbers: numbers,
    });
    const result = v.parse(ManualRunResultSchema, answer.body);
    expect(result.success[0]!.tracking_numbers).toEqual([runnable[0]!.tracking]);
    expect(result.errors).toEqual([
      { message: RUN_ERROR_MESSAGES.notFound, tracking_numbers: numbers.slice(1) },
    ]);
  });
});

describe('manual runs: bodies that cannot run', () => {
  const base = { carrier, user_id: client.id, tracking_numbers: ['AB123456789'] };
  it.each([
    [
      'reset with delete',
      {
        ...base,
        reset_parcel_status: true,
        delete_tracking_events: true,
        tracking_events_for_deleting: ['X'],
      },
      errorsOf(MANUAL_RUN_MESSAGES.exclusive, ['delete_tracking_events']),
    ],
    [
      'delete with no events',
      { ...base, delete_tracking_events: true },
      errorsOf(MANUAL_RUN_MESSAGES.noEvents, ['tracking_events_for_deleting']),
    ],
    [
      'an event of another carrier',
      { ...base, delete_tracking_events: true, tracking_events_for_deleting: ['NOPE'] },
      errorsOf(MANUAL_RUN_MESSAGES.unknownEvent, ['tracking_events_for_deleting']),
    ],
    [
      'no numbers',
      { ...base, tracking_numbers: [' ', ''], file_content: 'Tracking\n' },
      errorsOf(MANUAL_RUN_MESSAGES.noTrackingNumbers, ['tracking_numbers']),
    ],
    [
      'over 10,000 numbers',
      { ...base, tracking_numbers: Array.from({ length: 10_001 }, (_, i) => `A${i}`) },
      errorsOf(MANUAL_RUN_MESSAGES.tooMany, ['tracking_numbers']),
    ],
    [
      'over 10,000 numbers with the file',
      {
        ...base,
        tracking_numbers: Array.from({ length: 9_999 }, (_, i) => `A${i}`),
        file_content: 'B1\nB2\n',
      },
      errorsOf(MANUAL_RUN_MESSAGES.tooMany, ['tracking_numbers']),
    ],
    [
      'a file too large',
      { ...base, file_content: 'A1\n'.repeat(200_001) },
      errorsOf(MANUAL_RUN_MESSAGES.fileTooLarge, ['file_content']),
    ],
    [
      'an unknown version',
      { ...base, carrier: carrierKeyOf(carrierId, '99') },
      errorsOf(MANUAL_RUN_MESSAGES.unknownCarrier, ['carrier']),
    ],
    [
      'a pallet carrier',
      { ...base, carrier: carrierKeyOf(db.carriers.find((c) => c.kind === 'pallet')!.id, '1') },
      errorsOf(MANUAL_RUN_MESSAGES.unknownCarrier, ['carrier']),
    ],
    [
      'a staff user',
      { ...base, user_id: db.users.find((u) => u.login === 'staff')!.id },
      errorsOf(MANUAL_RUN_MESSAGES.unknownUser, ['user_id']),
    ],
  ])('%s: 400', async (_name, body, expected) => {
    const staff = await signedInAs(server, 'staff');
    const answer = await staff.post('/manual_tracking/process', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(expected);
  });

  it('the runs are write actions: a viewer opens the screens and runs nothing', async () => {
    const viewer = await signedInAs(server, 'viewer');
    expect((await viewer.get('/manual_manifest')).status).toBe(200);
    expect((await viewer.post('/manual_tracking/process', base)).status).toBe(403);
    expect((await viewer.post('/manual_manifest/process', base)).status).toBe(403);
  });
});
