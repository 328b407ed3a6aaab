import qs from 'qs';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { distanceKm, SEARCH_RADIUS_KM } from '../../server/areas/pudo-points/queries';
import {
  PUDO_MESSAGES,
  PudoMapSchema,
  PudoPointsDataSchema,
  type PudoPointsData,
  WEEK_DAYS,
} from '@/contract/pudo-points/pudo-points-schemas';
import { errorsOf, signedInAs } from './api-client';

// The pickup points area of the reference server (spec c sections 3, 5, 7; issue 16 section 4):
// the services that offer points with their users and keys, and the search near an address or
// coordinates with its refusals.

type Caller = Awaited<ReturnType<typeof signedInAs>>;

const mapQuery = (query: Record<string, unknown>) =>
  `/pudo_points/map?${qs.stringify(query, { encodeValuesOnly: true })}`;

describe('pickup points', () => {
  const server = createApp();
  let staff: Caller;
  let data: PudoPointsData;
  const serviceNamed = (name: string) => Object.values(data.services).find((s) => s.name === name)!;
  const firstUser = (serviceId: number) => data.service_users[serviceId]![0]!;
  const search = (serviceName: string, extra: Record<string, unknown> = {}) => {
    const service = serviceNamed(serviceName);
    return {
      services_list: { 0: { id: service.id, credentials_key: 'default' } },
      user_id: firstUser(service.id).id,
      is_test: 0,
      ...extra,
    };
  };

  beforeAll(async () => {
    staff = await signedInAs(server, 'staff');
    const answer = await staff.get('/pudo_points');
    expect(answer.status).toBe(200);
    data = v.parse(PudoPointsDataSchema, answer.body);
  });

  it('names the pickup services with their credentials keys and users', () => {
    const names = Object.values(data.services).map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining(['DPD - Pickup', 'InPost - Paczkomat', 'Colissimo - Point Retrait']),
    );
    expect(names).not.toContain('DPD - Classic');
    for (const service of Object.values(data.services)) {
      expect(service.credentials_keys[0]).toBe('default');
      expect(data.service_users[service.id]!.length).toBeGreaterThan(0);
    }
  });

  it('finds points near an address city, nearest first, with hours for every day', async () => {
    const answer = await staff.get(
      mapQuery(search('DPD - Pickup', { address: { country: 'FR', city: 'lyon' } })),
    );
    expect(answer.status).toBe(200);
    const { center, points } = v.parse(PudoMapSchema, answer.body);
    expect(center).toEqual({ lat: 45.764, lng: 4.8357 });
    expect(points.length).toBeGreaterThan(5);
    expect(
      points.every((p) => p.address_detail.city === 'Lyon' && p.id.startsWith('DPD-FR-')),
    ).toBe(true);
    const distances = points.map((p) => distanceKm(center!, p));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(SEARCH_RADIUS_KM);
    for (const point of points)
      expect(Object.keys(point.work_hours)).toEqual([...WEEK_DAYS, 'closed_periods']);
    // The same search answers the same points.
    const again = await staff.get(
      mapQuery(search('DPD - Pickup', { address: { country: 'FR', city: 'lyon' } })),
    );
    expect(again.body).toEqual(answer.body);
  });

  it('searches round coordinates; no address is the carrier home city; test mode answers few', async () => {
    const near = v.parse(
      PudoMapSchema,
      (
        await staff.get(
          mapQuery(search('InPost - Paczkomat', { address: { lat: '50.06', lng: '19.94' } })),
        )
      ).body,
    );
    expect(near.points[0]!.address_detail.city).toBe('Kraków');
    expect(near.points[0]!.work_hours.su).toEqual([{ from: '00:00', to: '23:59' }]);
    const home = v.parse(
      PudoMapSchema,
      (await staff.get(mapQuery(search('InPost - Paczkomat')))).body,
    );
    expect(home.points[0]!.address_detail.city).toBe('Warszawa');
    const test = v.parse(
      PudoMapSchema,
      (await staff.get(mapQuery(search('InPost - Paczkomat', { is_test: 1 })))).body,
    );
    expect(test.points).toHaveLength(5);
    expect(test.points[0]!.id).toMatch(/^TEST-INP-PL-/);
    // A country the carrier does not serve: no centre, no points.
    const elsewhere = v.parse(
      PudoMapSchema,
      (await staff.get(mapQuery(search('InPost - Paczkomat', { address: { country: 'US' } }))))
        .body,
    );
    expect(elsewhere).toEqual({ center: null, points: [] });
  });

  it('refuses a search without service or user, or with one coordinate, saying why', async () => {
    const empty = await staff.get('/pudo_points/map');
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { message: PUDO_MESSAGES.serviceRequired, fields: ['services_list[0][id]'] },
      { message: PUDO_MESSAGES.userRequired, fields: ['user_id'] },
    ]);
    const oneCoordinate = await staff.get(
      mapQuery(search('DPD - Pickup', { address: { lat: '52.5' } })),
    );
    expect(oneCoordinate.status).toBe(400);
    expect(oneCoordinate.body).toEqual(errorsOf('Both coordinates required', ['address[lng]']));
    const outOfRange = await staff.get(
      mapQuery(search('DPD - Pickup', { address: { lat: '95', lng: 'x' } })),
    );
    expect(outOfRange.body.errors.map((e: { message: string }) => e.message)).toEqual([
      PUDO_MESSAGES.latitude,
      PUDO_MESSAGES.longitude,
    ]);
  });

  it('refuses a service without points, a user without an account and an unknown key', async () => {
    const dpd = serviceNamed('DPD - Pickup');
    const classic = server.db.services.find((s) => s.name === 'DPD - Classic')!;
    const answers = [
      await staff.get(
        mapQuery({ ...search('DPD - Pickup'), services_list: { 0: { id: classic.id } } }),
      ),
      await staff.get(mapQuery({ ...search('DPD - Pickup'), user_id: 999_999 })),
      await staff.get(
        mapQuery({
          ...search('DPD - Pickup'),
          services_list: { 0: { id: dpd.id, credentials_key: 'nope' } },
        }),
      ),
    ];
    expect(answers.map((a) => [a.status, a.body.errors[0].message])).toEqual([
      [400, PUDO_MESSAGES.noPickupPoints],
      [400, PUDO_MESSAGES.noAccount],
      [400, PUDO_MESSAGES.unknownKey],
    ]);
  });
});
