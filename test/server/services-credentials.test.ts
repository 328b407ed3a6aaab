import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { normaliseKeyFile } from '../../server/areas/services/credentials';
import { createDb } from '../../server/data/db';
import { errorsOf, signedInAs } from './api-client';

// Credentials writes of the reference server (spec b sections 4 and 5, decision 024): save,
// remove, the three answers of the diff, and the FTP check.

const MISMATCH = 'New credentials fields doesn`t match with target fields';

async function setup() {
  const server = createApp({ db: createDb() });
  const db = server.db;
  const xml = db.users.find((u) => u.login === 'XML')!.id;
  const staff = await signedInAs(server, 'staff');
  const valuesOf = async (serviceId: number, userId = xml) =>
    (
      await staff.get(
        `/services/credentials_by_user_and_service?service_id=${serviceId}&user_id=${userId}`,
      )
    ).body.credentials;
  return { server, db, xml, staff, valuesOf };
}

const serviceNamed = (db: ReturnType<typeof createDb>, name: string) =>
  db.services.find((s) => s.name === name)!.id;

describe('POST /services/save_credentials', () => {
  it('writes the values sent, keeps the rest, and a reload shows them', async () => {
    const { xml, staff, valuesOf } = await setup();
    const before = await valuesOf(14);
    const answer = await staff.post('/services/save_credentials', [
      {
        user_id: xml,
        service_id: 14,
        mode: 1,
        credentials: { default: { api_key: { live: 'new-live', test: 'new-test' } } },
      },
    ]);
    expect(answer.body).toEqual({ message: 'Credentials saved' });
    const after = await valuesOf(14);
    expect(after.default.api_key).toEqual({ live: 'new-live', test: 'new-test' });
    expect(after.default.account_number).toEqual(before.default.account_number);
    const mode = await staff.get(
      `/services/credentials_by_user_and_service?service_id=14&user_id=${xml}`,
    );
    expect(mode.body.mode).toBe(1);
  });

  it('re-wraps key files at 64 characters and trims them', async () => {
    const { xml, staff, valuesOf } = await setup();
    const body = 'A'.repeat(100);
    const sent = `  -----BEGIN CERTIFICATE-----\n${body.slice(0, 30)}\n${body.slice(30)}\n-----END CERTIFICATE-----\n `;
    await staff.post('/services/save_credentials', [
      {
        user_id: xml,
        service_id: 1,
        credentials: { default: { client_cert: { live: sent, test: '' } } },
      },
    ]);
    const cert = (await valuesOf(1)).default.client_cert.live;
    expect(cert).toBe(
      `-----BEGIN CERTIFICATE-----\n${'A'.repeat(64)}\n${'A'.repeat(36)}\n-----END CERTIFICATE-----`,
    );
    expect(normaliseKeyFile('  plain  ')).toBe('plain');
  });

  it('refuses unknown fields, users without an account and values over the limits', async () => {
    const { db, xml, staff, valuesOf } = await setup();
    const before = await valuesOf(14);
    const unknown = await staff.post('/services/save_credentials', [
      {
        user_id: xml,
        service_id: 14,
        credentials: { default: { api_key: { live: 'x', test: '' } } },
      },
      {
        user_id: xml,
        service_id: 14,
        credentials: { default: { colour: { live: 'x', test: '' } } },
      },
    ]);
    expect(unknown.body).toEqual(errorsOf(MISMATCH, ['1.credentials.default.colour']));
    // The first entry was valid, but a refused save changes nothing.
    expect(await valuesOf(14)).toEqual(before);
    const none = db.services.find((s) => Array.isArray(db.serviceArea.specs.get(s.carrier_id)))!;
    const noSpec = await staff.post('/services/save_credentials', [
      {
        user_id: xml,
        service_id: none.id,
        credentials: { default: { api_key: { live: 'x', test: '' } } },
      },
    ]);
    expect(noSpec.body.errors[0].message).toBe(MISMATCH);
    const stranger = await staff.post('/services/save_credentials', [
      { user_id: 1, service_id: 14, credentials: {} },
    ]);
    expect(stranger.body).toEqual(errorsOf('User 1 has no account in this service', ['0.user_id']));
    const choice = await staff.post('/services/save_credentials', [
      {
        user_id: xml,
        service_id: 14,
        credentials: { default: { label_format: { live: 'GIF', test: '' } } },
      },
    ]);
    expect(choice.body).toEqual(
      errorsOf('Must be one of: PDF, ZPL, PNG', ['0.credentials.default.label_format']),
    );
    const long = await staff.post('/services/save_credentials', [
      {
        user_id: xml,
        service_id: 14,
        credentials: { default: { api_key: { live: 'x'.repeat(8193), test: '' } } },
      },
    ]);
    expect(long.status).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`acc${i}`, {}]));
    const accounts = await staff.post('/services/save_credentials', [
      { user_id: xml, service_id: 14, credentials: many },
    ]);
    expect(accounts.body.errors[0].message).toBe('Too many accounts');
    expect((await staff.post('/services/save_credentials', [])).status).toBe(400);
    expect(
      (
        await staff.post('/services/save_credentials', [
          { user_id: xml, service_id: 9999, credentials: {} },
        ])
      ).status,
    ).toBe(404);
  });
});

describe('POST /services/remove_credential', () => {
  it('removes an account name, never the default one, and 404s an unknown one', async () => {
    const { xml, staff, valuesOf } = await setup();
    await staff.post('/services/save_credentials', [
      {
        user_id: xml,
        service_id: 14,
        credentials: { returns: { api_key: { live: 'r', test: '' } } },
      },
    ]);
    expect(Object.keys(await valuesOf(14))).toContain('returns');
    const body = { accountName: 'returns', user_id: xml, service_id: 14 };
    expect((await staff.post('/services/remove_credential', body)).body).toEqual({
      message: 'Credentials removed',
    });
    expect(Object.keys(await valuesOf(14))).not.toContain('returns');
    expect((await staff.post('/services/remove_credential', body)).body).toEqual(
      errorsOf('Account returns not found'),
    );
    const fallback = await staff.post('/services/remove_credential', {
      ...body,
      accountName: 'default',
    });
    expect(fallback.body).toEqual(
      errorsOf('The default account cannot be removed', ['accountName']),
    );
    const detail = (await staff.get('/services/save/?id=14')).body;
    const mine = detail.accountListData.find((a: { userId: number }) => a.userId === xml);
    expect(mine.accountNames).toEqual(['default']);
  });
});

describe('POST /services/diff_credentials: the three answers (spec b section 4)', () => {
  it('1: a carrier version with no other service gives only a message', async () => {
    const { db, xml, staff, valuesOf } = await setup();
    const id = serviceNamed(db, 'GLS - Business Parcel');
    const answer = await staff.post('/services/diff_credentials', {
      user_id: xml,
      service_id: id,
      credentials: await valuesOf(id),
    });
    expect(answer.body).toEqual({
      data: [],
      services_ids: [],
      message: 'There are no other services of this carrier version for this user',
    });
  });

  it('2: other services with the same or no values are named for a direct save', async () => {
    const { db, xml, staff, valuesOf } = await setup();
    // DPD: only the first service of the version holds the user's values.
    const classic = serviceNamed(db, 'DPD - Classic');
    const changed = await valuesOf(classic);
    changed.default.api_key.live = 'changed';
    const dpd = await staff.post('/services/diff_credentials', {
      user_id: xml,
      service_id: classic,
      credentials: changed,
    });
    expect(dpd.body.data).toEqual([]);
    expect(dpd.body.services_ids).toEqual([classic + 1, classic + 2, classic + 3]);
    // DHL Express v2: the same values in services 1 and 2, sent unchanged.
    const same = await staff.post('/services/diff_credentials', {
      user_id: xml,
      service_id: 1,
      credentials: await valuesOf(1),
    });
    expect(same.body).toMatchObject({ data: [], services_ids: [2] });
  });

  it('3: other services holding different values list what would change', async () => {
    const { xml, staff, valuesOf } = await setup();
    const changed = await valuesOf(1);
    const old = changed.default.password.live;
    changed.default.password.live = 'brand-new';
    const answer = await staff.post('/services/diff_credentials', {
      user_id: xml,
      service_id: 1,
      credentials: changed,
    });
    expect(answer.body.data).toEqual({
      2: {
        service_name: 'DHL Express - Express 12:00',
        items: [
          { account: 'default', field: 'password', mode: 'live', current: old, next: 'brand-new' },
        ],
      },
    });
    // FedEx: values differ per service, so even an unchanged save lists differences.
    const fedex = await staff.post('/services/diff_credentials', {
      user_id: xml,
      service_id: 14,
      credentials: await valuesOf(14),
    });
    expect(Object.keys(fedex.body.data)).toEqual(['15', '16']);
    expect(fedex.body.data['15'].items.length).toBeGreaterThan(0);
  });

  it('refuses fields that are not the service’s', async () => {
    const { xml, staff } = await setup();
    const answer = await staff.post('/services/diff_credentials', {
      user_id: xml,
      service_id: 1,
      credentials: { default: { colour: { live: '', test: '' } } },
    });
    expect(answer.body).toEqual(errorsOf(MISMATCH, ['credentials.default.colour']));
  });
});

describe('POST /service_credential_check/ftp', () => {
  // The check changes nothing: one dataset serves every case.
  const shared = setup();
  const check = async (value: string) => {
    const { db, xml, staff } = await shared;
    const id = serviceNamed(db, 'Pallet Geodis - Euro Pallet');
    return staff.post('/service_credential_check/ftp', [
      {
        user_id: xml,
        service_id: id,
        credentials: { default: { manifest_ftp: { live: value, test: '' } } },
      },
    ]);
  };

  it('succeeds for an ftp:// or sftp:// URL', async () => {
    expect((await check('sftp://u:p@ftp.geodis.example.com:22/in')).body).toEqual({
      success: true,
      message: 'Connection to the FTP server was successful',
      fields: [],
    });
    expect((await check('ftp://u:p@ftp.geodis.example.com/in')).body.success).toBe(true);
  });

  it.each(['ftp://u:p@ftp.geodis.invalid/in', 'https://ftp.geodis.example.com', 'not a url', ''])(
    'fails for %j, naming the field',
    async (value) => {
      const answer = await check(value);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        success: false,
        message: 'Could not connect to the FTP server',
        fields: ['manifest_ftp'],
      });
    },
  );

  it('refuses a body without an ftp field', async () => {
    const { xml, staff } = await shared;
    const answer = await staff.post('/service_credential_check/ftp', [
      {
        user_id: xml,
        service_id: 14,
        credentials: { default: { api_key: { live: 'x', test: '' } } },
      },
    ]);
    expect(answer.body).toEqual(errorsOf('There are no FTP fields to check'));
  });
});
