import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createDb } from '../../server/data/db';
import {
  ApiConsoleDataSchema,
  ProcessRequestAnswerSchema,
} from '@/contract/api-console/api-console-schemas';
import { errorsOf, signedInAs } from './api-client';

// The API console on the reference server (spec c sections 2-7): its URLs and users, who may
// send as whom, and the deterministic fake API behind process_request (200 for good input,
// 400 / 401 / 404 / 405 / 422 bodies for bad), never showing the key itself.

const db = createDb();
const server = createApp({ db });
const client = db.users.find((u) => u.login === 'client')!;
const clientKeys = db.userArea.profiles.get(client.id)!;
const parcelService = db.services.find(
  (s) => client.serviceIds.includes(s.id) && s.carrier_kind !== 'pallet' && s.is_active,
)!;
const withoutAdditional = db.users.find(
  (u) =>
    u.role === 'client' &&
    u.active &&
    db.userArea.profiles.get(u.id)?.apiKey &&
    !db.userArea.profiles.get(u.id)?.apiKeyAdditional,
)!;

const send = async (login: string, request: Record<string, unknown>) => {
  const caller = await signedInAs(server, login);
  return caller.post('/api_console/process_request', {
    user_id: client.id,
    api_key_name: 'api_key',
    method: 'GET',
    format: 'json',
    json_body: '',
    ...request,
  });
};
const answerOf = (raw: { status: number; body: unknown }) => {
  expect(raw.status).toBe(200);
  const answer = v.parse(ProcessRequestAnswerSchema, raw.body);
  return { ...answer, json: JSON.parse(answer.body) };
};

describe('api console: lists', () => {
  it('lists the API URLs and the users: the caller first, then API users', async () => {
    const staff = await signedInAs(server, 'staff');
    const data = v.parse(ApiConsoleDataSchema, (await staff.get('/api_console')).body);
    expect(data.api_urls.map((u) => u.url)).toEqual(
      expect.arrayContaining(['/parcels', '/labels', '/tracking', '/pallets', '/services']),
    );
    expect(data.api_urls.find((u) => u.url === '/parcels')!.methods).toEqual(['POST']);
    expect(data.users[0]!.login).toBe('staff');
    const rest = data.users.slice(1).map((u) => db.users.find((one) => one.id === u.id)!);
    expect(rest.length).toBeGreaterThan(100);
    expect(rest.every((u) => u.role === 'client' && u.clientId !== null && u.active)).toBe(true);
    expect(rest.map((u) => u.login)).toContain('client');
    expect(JSON.stringify(data)).not.toContain(clientKeys.apiKey!);

    const admin = await signedInAs(server, 'superadmin');
    const all = v.parse(ApiConsoleDataSchema, (await admin.get('/api_console')).body);
    expect(all.users[0]!.login).toBe('superadmin');
    expect(all.users.some((u) => u.login === 'XML')).toBe(true);
    expect(data.users.some((u) => u.login === 'XML')).toBe(false);
  });
});

describe('api console: who may send as whom', () => {
  it('staff may send as a client user, not as a built-in or another staff user', async () => {
    expect((await send('staff', { api_url: '/services' })).status).toBe(200);
    const xml = db.users.find((u) => u.login === 'XML')!;
    const refused = await send('staff', { user_id: xml.id, api_url: '/services' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(errorsOf('You may not send requests as this user'));
    const other = db.users.find((u) => u.login === 'superadmin')!;
    expect((await send('staff', { user_id: other.id, api_url: '/services' })).status).toBe(403);
    expect((await send('superadmin', { user_id: xml.id, api_url: '/services' })).status).toBe(200);
  });

  it('viewer may not send at all; bodies past the limits are refused', async () => {
    expect((await send('viewer', { api_url: '/services' })).status).toBe(403);
    expect((await send('staff', { api_url: '/services', method: 'PUT' })).status).toBe(400);
    const huge = await send('staff', { api_url: '/services', json_body: 'x'.repeat(262_145) });
    expect(huge.status).toBe(400);
  });
});

describe('api console: the fake API', () => {
  const parcel = {
    service_id: parcelService.id,
    reference: 'ORDER-1001',
    destination_address: {
      name: 'Ana Silva',
      addr1: '2 Rue de la Paix',
      city: 'Paris',
      zip: '75002',
      country: 'FR',
    },
    weight: 2.5,
  };

  it('creates a parcel for good input, the same answer for the same call', async () => {
    const request = { api_url: '/parcels', method: 'POST', json_body: JSON.stringify(parcel) };
    const first = answerOf(await send('staff', request));
    expect(first.code).toBe(200);
    expect(first.header['Content-Type']).toBe('application/json; charset=utf-8');
    expect(first.json).toMatchObject({
      reference: 'ORDER-1001',
      service_id: parcelService.id,
      status: 'created',
    });
    expect(first.json.tracking_number).toMatch(/^[A-Z]{2}\d{11}$/);
    expect(answerOf(await send('superadmin', request))).toEqual(first);
    const text = JSON.stringify(first);
    expect(text).not.toContain(clientKeys.apiKey!);
  });

  it('answers 422 naming the refused fields, 400 for a body that is not JSON', async () => {
    const bad = {
      ...parcel,
      weight: 0,
      destination_address: { ...parcel.destination_address, zip: '' },
    };
    const refused = answerOf(
      await send('staff', { api_url: '/parcels', method: 'POST', json_body: JSON.stringify(bad) }),
    );
    expect(refused.code).toBe(422);
    expect(refused.json.errors.map((e: { field: string }) => e.field)).toEqual([
      'destination_address.zip',
      'weight',
    ]);
    const broken = answerOf(
      await send('staff', { api_url: '/parcels', method: 'POST', json_body: '{"a":' }),
    );
    expect(broken.code).toBe(400);
    expect(broken.json.errors[0].message).toBe('The request body is not valid JSON');
    const missing = answerOf(await send('staff', { api_url: '/tracking' }));
    expect(missing.code).toBe(422);
    expect(missing.json.errors[0]).toMatchObject({ field: 'tracking_number', code: 'REQUIRED' });
  });

  it('reads GET parameters as JSON or as a query string, and the URL as logged', async () => {
    const asJson = answerOf(
      await send('staff', { api_url: '/tracking', json_body: '{"tracking_number":"1Z999"}' }),
    );
    const asParameters = answerOf(
      await send('staff', {
        api_url: '/tracking',
        format: 'parameters',
        json_body: 'tracking_number=1Z999',
      }),
    );
    expect(asJson.code).toBe(200);
    expect(asJson.json.tracking_number).toBe('1Z999');
    expect(asParameters.json.tracking_number).toBe('1Z999');
    expect(asParameters.json.events.length).toBeGreaterThan(0);
    const logged = answerOf(
      await send('staff', {
        api_url: 'https://api.shipping.example/v1/tracking?tracking_number=1Z999',
        format: 'parameters',
      }),
    );
    expect(logged.code).toBe(200);
    expect(logged.json.tracking_number).toBe('1Z999');
  });

  it('answers 404 for an unknown URL, 405 for a wrong method, 401 without the chosen key', async () => {
    const unknown = answerOf(await send('staff', { api_url: '/v1/nothing' }));
    expect(unknown.code).toBe(404);
    expect(unknown.json.errors[0].message).toBe('No such endpoint: GET /nothing');
    const wrong = answerOf(await send('staff', { api_url: '/tracking', method: 'POST' }));
    expect(wrong.code).toBe(405);
    expect(wrong.header.Allow).toBe('GET');
    const noKey = answerOf(
      await send('staff', {
        user_id: withoutAdditional.id,
        api_key_name: 'api_key_additional',
        api_url: '/services',
      }),
    );
    expect(noKey.code).toBe(401);
    expect(noKey.json.errors[0].message).toBe('API key is missing or invalid');
    const services = answerOf(await send('staff', { api_url: '/services' }));
    expect(services.json.services.map((s: { id: number }) => s.id).sort()).toEqual(
      [...client.serviceIds].filter((id) => db.services.find((s) => s.id === id)!.is_active).sort(),
    );
  });
});
