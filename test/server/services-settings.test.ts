import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createDb } from '../../server/data/db';
import { errorsOf, signedInAs } from './api-client';

// Default parcel settings of the reference server (spec b sections 3, 5 and 7): keys per user,
// their data checked against the service's fields with the messages of spec b section 5.

describe('services: default settings', () => {
  const server = createApp({ db: createDb() });
  const db = server.db;
  const setting = db.serviceArea.settings.find((s) => s.service_id === 1)!;
  const base = { key: 'new-key', user_id: setting.user_id, service_id: 1 };

  it('creates, edits and deletes a key, refusing a key that exists', async () => {
    const staff = await signedInAs(server, 'staff');
    const created = await staff.post('/services/create_settings', {
      ...base,
      data: { label_format: 'pdf' },
    });
    expect(created.body).toMatchObject({
      settings_key: { key: 'new-key', user_id: setting.user_id },
    });
    const id = created.body.settings_key.id;
    const again = await staff.post('/services/create_settings', { ...base, data: {} });
    expect(again.body).toEqual(errorsOf('Key new-key is already exist for this user', ['key']));
    const edited = await staff.post('/services/save_settings', {
      ...base,
      id,
      data: { signature_required: true },
    });
    expect(edited.status).toBe(200);
    const settings = (await staff.get('/services/settings?id=1')).body;
    expect(settings.find((s: { id: number }) => s.id === id).data).toEqual({
      signature_required: true,
    });
    const renamed = await staff.post('/services/save_settings', {
      ...base,
      key: 'other',
      id,
      data: {},
    });
    expect(renamed.status).toBe(400);
    expect((await staff.post('/services/save_settings', { ...base, data: {} })).body).toEqual(
      errorsOf('Field is required', ['id']),
    );
    expect(
      (await staff.delete('/services/delete_settings', { id, user_id: base.user_id })).body,
    ).toEqual({ message: 'Settings deleted' });
    expect(
      (await staff.delete('/services/delete_settings', { id, user_id: base.user_id })).status,
    ).toBe(404);
    const detail = (await staff.get('/services/save/?id=1')).body;
    expect(detail.settings_keys.some((k: { id: number }) => k.id === id)).toBe(false);
  });

  it.each([
    [{ parcels_per_pickup: 1.5 }, 'Must be an integer (whole number)', 'data.parcels_per_pickup'],
    [{ insurance_amount: 'ten' }, 'Must be a valid number', 'data.insurance_amount'],
    [{ reference_prefix: 'A' }, 'Minimum length: 2', 'data.reference_prefix'],
    [{ reference_prefix: 'ABCDEFGHIJK' }, 'Maximum length: 10', 'data.reference_prefix'],
    [
      { reference_prefix: 'ab' },
      'Format does not match the required pattern',
      'data.reference_prefix',
    ],
    [{ insurance_amount: -1 }, 'Minimum value: 0', 'data.insurance_amount'],
    [{ parcels_per_pickup: 100 }, 'Maximum value: 99', 'data.parcels_per_pickup'],
    [{ pickup_weekdays: [] }, 'Minimum number of items: 1', 'data.pickup_weekdays'],
    [
      { notification_emails: ['a', 'b', 'c', 'd', 'e', 'f'] },
      'Maximum number of items: 5',
      'data.notification_emails',
    ],
    [{ packages: [{ weight: 80 }] }, 'Maximum value: 70', 'data.packages.0.weight'],
    [{ packages: [{ length: 10 }] }, 'Field is required', 'data.packages.0.weight'],
    [
      { sender: { name: 'A', phone: 'call me' } },
      'Format does not match the required pattern',
      'data.sender.phone',
    ],
    [{ label_format: 'gif' }, 'Must be one of: pdf, zpl, png', 'data.label_format'],
    [{ colour: 'red' }, 'Unknown field', 'data.colour'],
  ])('refuses %j with %s', async (data, message, field) => {
    const staff = await signedInAs(server, 'staff');
    const answer = await staff.post('/services/create_settings', { ...base, key: 'bad', data });
    expect(answer.body).toEqual(errorsOf(message, [field]));
  });

  it('refuses a user without an account, a service without fields, and oversized data', async () => {
    const staff = await signedInAs(server, 'staff');
    const stranger = await staff.post('/services/create_settings', {
      ...base,
      user_id: 1,
      data: {},
    });
    expect(stranger.status).toBe(400);
    const returns = db.services.find((s) => s.carrier_kind === 'return' && s.is_active)!;
    const account = db.serviceArea.accounts.get(returns.id)![0]!;
    const none = await staff.post('/services/create_settings', {
      ...base,
      service_id: returns.id,
      user_id: account.userId,
      data: {},
    });
    expect(none.body).toEqual(errorsOf('This service has no default settings', ['service_id']));
    const big = await staff.post('/services/create_settings', {
      ...base,
      data: { reference_prefix: 'x'.repeat(70_000) },
    });
    expect(big.body).toEqual(errorsOf('Settings are too large', ['data']));
  });
});
