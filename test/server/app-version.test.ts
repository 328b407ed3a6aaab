import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { COMMIT_COUNT } from '../../server/areas/app-version/seed';
import { createDb } from '../../server/data/db';
import { AppVersionSchema } from '@/contract/app-version/app-version-schemas';
import { errorsOf, signedInAs } from './api-client';

// App version on the reference server (spec c sections 2 and 7): the commit history behind the
// demo passphrase, for super admins only, wrong tries counted and refused past the limit.

const db = createDb();

describe('app version', () => {
  it('answers the commit history, newest first, for the demo passphrase', async () => {
    const server = createApp({ db });
    const admin = await signedInAs(server, 'superadmin');
    const answer = await admin.post('/app/version', { passphrase: 'demo' });
    expect(answer.status).toBe(200);
    const info = v.parse(AppVersionSchema, answer.body);
    expect(info.version_info).toHaveLength(COMMIT_COUNT);
    const dates = info.version_info.map((c) => c.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const commit of info.version_info.slice(0, 50)) {
      expect(commit.hash).toMatch(/^[0-9a-f]{40}$/);
      expect(commit.author).not.toBe('');
      expect(commit.message).not.toBe('');
    }
    expect(new Set(info.version_info.map((c) => c.hash)).size).toBe(COMMIT_COUNT);
    const release = info.version_info.find((c) => c.message.startsWith('Release '))!;
    expect(info.latest_release_date).toBe(release.date);
    // The same history at every start.
    const again = await (
      await signedInAs(createApp({ db: createDb() }), 'superadmin')
    ).post('/app/version', { passphrase: 'demo' });
    expect(again.body).toEqual(answer.body);
  });

  it('refuses a wrong or missing passphrase with a clear message, and staff altogether', async () => {
    const server = createApp({ db });
    const admin = await signedInAs(server, 'superadmin');
    const wrong = await admin.post('/app/version', { passphrase: 'nope' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(errorsOf('Wrong passphrase'));
    expect(JSON.stringify(wrong.body)).not.toContain('nope');
    const missing = await admin.post('/app/version', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(errorsOf('Field is required', ['passphrase']));
    const long = await admin.post('/app/version', { passphrase: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    const staff = await signedInAs(server, 'staff');
    expect((await staff.post('/app/version', { passphrase: 'demo' })).status).toBe(403);
  });

  it('after 5 wrong tries answers 429 with Retry-After, even for the right passphrase', async () => {
    const server = createApp({ db });
    const admin = await signedInAs(server, 'superadmin');
    for (let i = 0; i < 5; i += 1) {
      expect((await admin.post('/app/version', { passphrase: `guess${i}` })).status).toBe(400);
    }
    const limited = await admin.post('/app/version', { passphrase: 'demo' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(limited.body.errors[0].message).toMatch(
      /^Too many attempts\. Try again in 15 minutes\.$/,
    );
  });

  it('a right passphrase resets the count of wrong tries', async () => {
    const server = createApp({ db });
    const admin = await signedInAs(server, 'superadmin');
    for (let i = 0; i < 4; i += 1) await admin.post('/app/version', { passphrase: 'x' });
    expect((await admin.post('/app/version', { passphrase: 'demo' })).status).toBe(200);
    for (let i = 0; i < 4; i += 1) await admin.post('/app/version', { passphrase: 'x' });
    expect((await admin.post('/app/version', { passphrase: 'demo' })).status).toBe(200);
  });
});
