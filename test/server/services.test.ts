import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createDb } from '../../server/data/db';
import { DATE_OUT_OF_RANGE } from '@/contract/dates';
import { errorsOf, signedInAs } from './api-client';

// The services area of the reference server (spec b sections 2-7, decision 024): the list and
// detail, who may read and write, the user toggle, logo and maintenance (default settings:
// services-settings.test.ts).

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString(
  'base64',
);
const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);

describe('services: reads', () => {
  const server = createApp();
  const db = server.db;

  it('lists every service with its type, version, status, maintenance and active users', async () => {
    const staff = await signedInAs(server, 'staff');
    const answer = await staff.get('/services');
    expect(answer.status).toBe(200);
    const list = answer.body as Array<Record<string, unknown>>;
    expect(list).toHaveLength(db.services.length);
    expect(new Set(list.map((s) => s.type))).toEqual(new Set(['pallet', 'pudo', 'courier']));
    expect(new Set(list.map((s) => s.kind))).toEqual(new Set(['direct', 'pallet', 'return']));
    expect(new Set(list.map((s) => s.carrierVersion))).toEqual(new Set(['v1', 'v2', null]));
    expect(list.filter((s) => s.status === 'disabled').map((s) => s.id)).toEqual(
      db.services.filter((s) => !s.is_active).map((s) => s.id),
    );
    const statuses = new Set(list.map((s) => s.maintenance_status));
    expect(statuses).toEqual(new Set(['active', 'inactive', null]));
    expect(list.filter((s) => s.logo === null).length).toBeGreaterThan(0);
    expect(list.filter((s) => String(s.logo).startsWith('data:image/')).length).toBeGreaterThan(
      100,
    );
    // Pallet carriers' services are pallet; pick-up products are pudo.
    expect(list.find((s) => s.name === 'DPD - Pickup')?.type).toBe('pudo');
    expect(list.find((s) => String(s.name).startsWith('Pallet Geodis'))?.type).toBe('pallet');
    // Carriers with products in two versions.
    const versions = list.filter((s) => s.carrier_display_name === 'DHL Express');
    expect(new Set(versions.map((s) => s.carrierVersion))).toEqual(new Set(['v1', 'v2']));
  });

  it('details a service: accounts ordered XML, active, inactive, without any value', async () => {
    const staff = await signedInAs(server, 'staff');
    for (const path of ['/services/save/?id=1', '/services/save?id=1']) {
      const answer = await staff.get(path);
      expect(answer.status).toBe(200);
      const detail = answer.body;
      expect(detail.accountListData.length).toBeGreaterThanOrEqual(180);
      expect(detail.accountListData[0]).toMatchObject({ login: 'XML', isXml: true });
      const flags = detail.accountListData.map((a: { isActive: boolean }) => a.isActive);
      expect(flags.indexOf(false)).toBeGreaterThan(0);
      expect(flags.slice(flags.indexOf(false)).every((f: boolean) => !f)).toBe(true);
      const active = detail.accountListData.slice(1, flags.indexOf(false));
      const logins = active.map((a: { login: string }) => a.login);
      expect(logins).toEqual([...logins].sort((a, b) => a.localeCompare(b)));
      expect(
        detail.accountListData.every((a: { accountNames: string[] }) =>
          a.accountNames.includes('default'),
        ),
      ).toBe(true);
      expect(JSON.stringify(detail)).not.toMatch(/live|BEGIN/);
      expect(detail.credentialsKeys).toEqual(Object.keys(detail.credentialsSpecification));
      expect(detail.sameVersionServiceIds).toEqual([2]);
    }
  });

  it('answers 404 for an unknown service, and with the values only per user', async () => {
    const staff = await signedInAs(server, 'staff');
    expect((await staff.get('/services/save/?id=9999')).body).toEqual(
      errorsOf('Service 9999 not found'),
    );
    expect((await staff.get('/services/save/?id=abc')).status).toBe(404);
    const xml = db.users.find((u) => u.login === 'XML')!;
    const values = await staff.get(
      `/services/credentials_by_user_and_service?service_id=1&user_id=${xml.id}`,
    );
    expect(values.status).toBe(200);
    expect(values.body).toMatchObject({ userId: xml.id, serviceId: 1 });
    expect(values.body.credentials.default.client_cert.live).toMatch(
      /^-----BEGIN CERTIFICATE-----\n/,
    );
    const stranger = await staff.get(
      '/services/credentials_by_user_and_service?service_id=1&user_id=1',
    );
    expect(stranger.status).toBe(400);
  });

  it('has services without credentials, without a test mode, and every field type', () => {
    const specs = [...db.serviceArea.specs.values()];
    expect(specs.filter((s) => Array.isArray(s)).length).toBeGreaterThanOrEqual(2);
    const types = new Set(
      specs.flatMap((s) => Object.values(Array.isArray(s) ? {} : s).map((f) => f.type)),
    );
    expect(types).toEqual(new Set(['text', 'ftp', 'autogenerated-range', 'range', 'enum']));
    const names = new Set(specs.flatMap((s) => Object.keys(Array.isArray(s) ? {} : s)));
    for (const name of ['private_key_ppk', 'public_key_pub', 'client_cert']) {
      expect(names.has(name)).toBe(true);
    }
    const profiles = [...db.serviceArea.profiles.values()];
    expect(profiles.some((p) => p.noTestCredentials)).toBe(true);
    expect(profiles.some((p) => p.typeAdditional !== null)).toBe(true);
  });

  it('gives the settings fields every type and constraint, and the seeded settings fit them', async () => {
    const staff = await signedInAs(server, 'staff');
    const fields = (await staff.get('/services/service_fields?id=1')).body;
    const all = JSON.stringify(fields);
    for (const word of [
      'minLength',
      'maxLength',
      'pattern',
      'enum',
      'minimum',
      'maximum',
      'minItems',
      'maxItems',
      'properties',
      'required',
    ]) {
      expect(all).toContain(`"${word}"`);
    }
    const types = new Set(Object.values(fields).map((f) => (f as { type: string }).type));
    expect(types).toEqual(new Set(['string', 'double', 'integer', 'boolean', 'array', 'object']));
    const arrays = Object.values(fields).map((f) => (f as { arrayType?: string }).arrayType);
    expect(new Set(arrays.filter(Boolean))).toEqual(new Set(['string', 'integer', 'object']));
    expect((await staff.get('/services/service_fields?id=113')).body).toEqual({});
    const settings = (await staff.get('/services/settings?id=1')).body;
    expect(settings.length).toBeGreaterThan(0);
    expect(settings.every((s: { service_id: number }) => s.service_id === 1)).toBe(true);
  });
});

describe('services: seeded data', () => {
  it('is the same at every start', () => {
    const at = Date.UTC(2026, 10, 23, 11);
    const first = createDb({ now: at });
    const second = createDb({ now: at });
    expect(second.serviceArea).toEqual(first.serviceArea);
    expect(second.barcodeRanges).toEqual(first.barcodeRanges);
    expect(first.serviceArea.accounts.get(1)!.length).toBeGreaterThanOrEqual(190);
    const counts = [...first.serviceArea.accounts.values()].map((list) => list.length);
    expect(counts.filter((n) => n >= 24).length).toBeGreaterThan(20);
  });
});

describe('services: access (decision 024)', () => {
  const server = createApp({ db: createDb() });

  it('lets a client read nothing, and read-only staff read but not write', async () => {
    const client = await signedInAs(server, 'client');
    expect((await client.get('/services')).status).toBe(403);
    expect((await client.get('/services/save/?id=1')).status).toBe(403);
    const viewer = await signedInAs(server, 'viewer');
    expect((await viewer.get('/services')).status).toBe(200);
    expect((await viewer.get('/services/settings?id=1')).status).toBe(200);
    const xml = server.db.users.find((u) => u.login === 'XML')!.id;
    const writes: Array<[string, unknown]> = [
      ['/services/save_credentials', [{ user_id: xml, service_id: 1, credentials: {} }]],
      ['/services/diff_credentials', { user_id: xml, service_id: 1, credentials: {} }],
      ['/service_credential_check/ftp', [{ user_id: xml, service_id: 1, credentials: {} }]],
      ['/services/toggle_user', { service_id: 1, user_id: xml, isActive: false }],
      ['/services/save_logo', { service_id: 1, logo: PNG }],
      ['/services/saveMaintenance', { service_id: 1, time_from: 1, time_to: 2, comments: '' }],
      ['/services/deleteMaintenance', { id: 1 }],
      ['/services/remove_credential', { accountName: 'x', user_id: xml, service_id: 1 }],
    ];
    for (const [path, body] of writes) {
      expect((await viewer.post(path, body)).status, path).toBe(403);
    }
    expect((await viewer.delete('/services/delete_settings', { id: 1, user_id: 1 })).status).toBe(
      403,
    );
  });
});

describe('services: writes', () => {
  it('toggles an account, and refuses a group-only manager switching themselves off', async () => {
    const server = createApp({ db: createDb() });
    const db = server.db;
    const staff = await signedInAs(server, 'staff');
    const api = db.users.find(
      (u) => u.role === 'client' && u.serviceIds.includes(1) && u.login !== 'XML',
    )!;
    const off = await staff.post('/services/toggle_user', {
      service_id: 1,
      user_id: api.id,
      isActive: false,
    });
    expect(off.status).toBe(200);
    const list = (await staff.get('/services')).body as Array<{ id: number; users: number[] }>;
    expect(list.find((s) => s.id === 1)!.users).not.toContain(api.id);
    expect(api.serviceIds).not.toContain(1);
    const stranger = await staff.post('/services/toggle_user', {
      service_id: 1,
      user_id: 1,
      isActive: true,
    });
    expect(stranger.status).toBe(400);

    const teamlead = db.users.find((u) => u.login === 'teamlead')!;
    const lead = await signedInAs(server, 'teamlead');
    const self = { service_id: 1, user_id: teamlead.id, isActive: false };
    expect((await lead.post('/services/toggle_user', self)).status).toBe(403);
    // Staff may switch the team lead off and on; the lead never switches itself (decision 053).
    expect((await staff.post('/services/toggle_user', self)).status).toBe(200);
    const on = { ...self, isActive: true };
    expect((await lead.post('/services/toggle_user', on)).status).toBe(403);
    expect((await staff.post('/services/toggle_user', on)).status).toBe(200);
  });

  it('saves a png or jpeg logo and refuses anything else', async () => {
    const server = createApp({ db: createDb() });
    const staff = await signedInAs(server, 'staff');
    const saved = await staff.post('/services/save_logo', {
      service_id: 2,
      logo: `data:image/png;base64,${PNG}`,
    });
    expect(saved.body).toEqual({ message: 'Logo saved' });
    const detail = (await staff.get('/services/save/?id=2')).body;
    expect(detail.logo).toBe(`data:image/png;base64,${PNG}`);
    const gif = Buffer.from('GIF89a....').toString('base64');
    expect((await staff.post('/services/save_logo', { service_id: 2, logo: gif })).body).toEqual(
      errorsOf('Logo must be a .jpg, .jpeg or .png image', ['logo']),
    );
    const huge = await staff.post('/services/save_logo', {
      service_id: 2,
      logo: 'A'.repeat(350_001),
    });
    expect(huge.status).toBe(400);
    expect((await staff.post('/services/save_logo', { service_id: 9999, logo: PNG })).status).toBe(
      404,
    );
  });

  it('saves, edits and deletes maintenance windows, with statuses by the clock', async () => {
    const server = createApp({ db: createDb() });
    const staff = await signedInAs(server, 'staff');
    const window = {
      service_id: 5,
      time_from: now() - HOUR,
      time_to: now() + HOUR,
      comments: 'Carrier upgrade',
    };
    expect((await staff.post('/services/saveMaintenance', window)).body).toEqual({
      message: 'Maintenance saved',
    });
    let detail = (await staff.get('/services/save/?id=5')).body;
    const saved = detail.maintenance.find(
      (m: { comment: string }) => m.comment === 'Carrier upgrade',
    );
    expect(saved.status).toBe('active');
    expect(detail.maintenance_status).toBe('active');
    const later = {
      ...window,
      id: saved.id,
      time_from: now() + 10 * HOUR,
      time_to: now() + 12 * HOUR,
    };
    expect((await staff.post('/services/saveMaintenance', later)).status).toBe(200);
    detail = (await staff.get('/services/save/?id=5')).body;
    expect(detail.maintenance.find((m: { id: number }) => m.id === saved.id).status).toBe(
      'scheduled',
    );
    const reversed = { ...window, time_from: window.time_to, time_to: window.time_from };
    expect((await staff.post('/services/saveMaintenance', reversed)).body).toEqual(
      errorsOf('Incorrect range', ['body']),
    );
    const long = { ...window, comments: 'x'.repeat(501) };
    expect((await staff.post('/services/saveMaintenance', long)).body).toEqual(
      errorsOf('Maximum length: 500', ['comments']),
    );
    expect(
      (await staff.post('/services/saveMaintenance', { ...later, service_id: 6 })).status,
    ).toBe(404);
    expect((await staff.post('/services/deleteMaintenance', { id: saved.id })).body).toEqual({
      message: 'Maintenance deleted',
    });
    expect((await staff.post('/services/deleteMaintenance', { id: saved.id })).body).toEqual(
      errorsOf(`Maintenance ${saved.id} not found`),
    );
    detail = (await staff.get('/services/save/?id=5')).body;
    expect(detail.maintenance.some((m: { id: number }) => m.id === saved.id)).toBe(false);
  });

  it('refuses a maintenance window outside real dates: time_to 1e308, time_from 0 (issue 28)', async () => {
    const server = createApp({ db: createDb() });
    const staff = await signedInAs(server, 'staff');
    const count = () => server.db.serviceArea.maintenance.length;
    const before = count();
    const window = { service_id: 5, time_from: now(), time_to: now() + HOUR, comments: '' };
    const refusals: Array<[Record<string, number>, string]> = [
      [{ time_to: 1e308 }, 'time_to'],
      [{ time_from: 0 }, 'time_from'],
      [{ time_from: -HOUR }, 'time_from'],
      [{ time_to: Date.UTC(2101, 0, 1) / 1000 }, 'time_to'],
      [{ time_from: Date.UTC(1999, 11, 31) / 1000 }, 'time_from'],
    ];
    for (const [change, field] of refusals) {
      const answer = await staff.post('/services/saveMaintenance', { ...window, ...change });
      expect(answer, JSON.stringify(change)).toMatchObject({
        status: 400,
        body: errorsOf(DATE_OUT_OF_RANGE, [field]),
      });
    }
    expect(count()).toBe(before);
    const farthest = { ...window, time_to: Date.UTC(2100, 11, 31, 23, 59, 59) / 1000 };
    expect((await staff.post('/services/saveMaintenance', farthest)).status).toBe(200);
    expect(count()).toBe(before + 1);
  });
});
