import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { PLAIN_TEXT_MESSAGE } from '@/contract/plain-text';
import { createBrowser, signedInAs } from './api-client';

// Logins and the names the server stores are plain text (issue 28): a NUL or a right-to-left
// override (U+202E, which makes 'exe.pdf' of 'fdp.exe') is a 400 naming the field, before any
// lookup, whoever asks.

const NUL = '\u0000';
const RLO = '\u202E';
const refusal = (field: string) => ({ message: PLAIN_TEXT_MESSAGE, fields: [field] });

describe('control and format characters', () => {
  const server = createApp();

  it('are refused in a login: sign-in, recovery and the password link', async () => {
    const browser = createBrowser(server);
    for (const login of [`staff${NUL}`, `sta${RLO}ff`, `\u200Bstaff`]) {
      const answer = await browser.post('/admin/auth/login', { login, password: 'demo' });
      expect(answer.status, JSON.stringify(login)).toBe(400);
      expect(answer.body.errors).toContainEqual(refusal('login'));
      const recovery = await browser.post('/admin/recovery', { login });
      expect(recovery.status).toBe(400);
      expect(recovery.body.errors).toContainEqual(refusal('login'));
      const confirm = await browser.post('/admin/password_confirm', {
        token: 'demo-token',
        user: login,
      });
      expect(confirm.status).toBe(400);
      expect(confirm.body.errors).toContainEqual(refusal('user'));
    }
    // The plain login still signs in.
    expect(
      (await browser.post('/admin/auth/login', { login: 'staff', password: 'demo' })).status,
    ).toBe(200);
  });

  it('are refused in the names the server stores', async () => {
    const admin = await signedInAs(server, 'superadmin');
    const version = { carrierId: 1, kind: 'direct', version: 'v1' };
    const calls: Array<[string, unknown, string]> = [
      ['/carriers_docs/add_carrier', { carrierName: `Evil${RLO}cod` }, 'carrierName'],
      [
        '/carriers_docs/add_contact',
        { ...version, contact: { name: `Ann${NUL}`, email: '', phone: '' } },
        'contact.name',
      ],
      [
        '/carriers_docs/add_contact',
        { ...version, contact: { name: 'Ann', email: '', phone: `+1${RLO}234` } },
        'contact.phone',
      ],
      [
        '/carriers_docs/add_link',
        { ...version, version: `v1${RLO}`, part: 'booking', link: 'https://x.test' },
        'version',
      ],
      ['/carriers_docs/delete_label', { ...version, fileName: `label${RLO}fdp.exe` }, 'fileName'],
      [
        '/tracking_mapping/create',
        { carrier: 1, carrier_status: `DELIVERED${RLO}`, status: 1 },
        'carrier_status',
      ],
      [
        '/barcode_ranges/create',
        {
          user: 1,
          carrier_id: 1,
          barcodeGroup: `sscc${NUL}`,
          prefix: '',
          beginValue: '1',
          endValue: '2',
        },
        'barcodeGroup',
      ],
      [
        '/services/create_settings',
        { key: `default${RLO}`, user_id: 1, service_id: 1, data: {} },
        'key',
      ],
      [
        '/services/remove_credential',
        { accountName: `main${NUL}`, user_id: 1, service_id: 1 },
        'accountName',
      ],
      ['/robots/robotArguments', { group: `manifest${NUL}`, robot: 'retry_failed' }, 'group'],
      ['/robots/robotArguments', { group: 'manifest', robot: `retry${RLO}` }, 'robot'],
      ['/robots/stop', { name: `robot${RLO}` }, 'name'],
    ];
    for (const [path, body, field] of calls) {
      const answer = await admin.post(path, body);
      expect(answer.status, `${path} ${field}`).toBe(400);
      expect(answer.body.errors, `${path} ${field}`).toContainEqual(refusal(field));
    }
  });
});
