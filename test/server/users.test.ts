import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { groupOf } from '@/contract/rights/decide';
import type { UserPage } from '@/contract/users/users-schemas';
import { errorsOf, signedInAs } from './api-client';
import { formOf, idOf } from './users-forms';

// The users area of the reference server (spec b sections 2-7): the list, the form's lists, the
// secrets and the MFA switch (the save's rules: users-save.test.ts).

describe('users: reads', () => {
  const server = createApp();
  const { db } = server;
  const teamlead = idOf(server, 'teamlead');
  const client = idOf(server, 'client');

  it('seeds at least 200 users over every role, with groups, inactive and MFA users', () => {
    expect(db.users.length).toBeGreaterThanOrEqual(200);
    const roles = new Set(db.users.map((u) => u.roleKey));
    expect(roles.size).toBe(12);
    expect(db.users.some((u) => !u.active && u.role === 'staff')).toBe(true);
    expect(db.users.some((u) => u.hasMfa && u.role === 'client')).toBe(true);
    expect(db.users.filter((u) => u.roleKey === 'team_lead').length).toBeGreaterThan(2);
    const keys = [...db.userArea.profiles.values()].flatMap((p) => [p.apiKey ?? []]).flat();
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.every((k) => /^[A-Za-z0-9]{15}$/.test(k))).toBe(true);
    // Some API users run close to or over one of their limits.
    const over = [...db.userArea.profiles.values()].filter((p) =>
      Object.entries(p.apiLimits).some(([k, limit]) => p.apiLimitsUsageAverage[k]! >= limit),
    );
    expect(over.length).toBeGreaterThan(3);
  });

  it('lists 32 users a page by id, searched by login or id', async () => {
    const superadmin = await signedInAs(server, 'superadmin');
    const first = (await superadmin.get('/users')).body;
    expect(first.users).toHaveLength(32);
    expect(first.users[0]).toMatchObject({
      userId: 1,
      login: 'superadmin',
      role: 'super_admin',
      accessLevel: 'full_access',
      accountGroup: 'Master account',
      parent_id: 0,
      status: 1,
    });
    expect(first).toMatchObject({ hasMoreItems: true, total: db.users.length });
    const second = (await superadmin.get('/users?page=2&quantity=16')).body;
    expect(second.users.map((u: { userId: number }) => u.userId)[0]).toBe(17);
    // A quantity the console never sends falls back to the default.
    expect((await superadmin.get('/users?quantity=5000')).body.users).toHaveLength(32);
    const byLogin = (await superadmin.get('/users?search=TEAMLEAD')).body;
    expect(byLogin.users.map((u: { login: string }) => u.login)).toContain('teamlead');
    const byId = (await superadmin.get(`/users?search=${teamlead}`)).body;
    expect(
      byId.users.every(
        (u: { userId: number; login: string }) =>
          String(u.userId).includes(String(teamlead)) || u.login.includes(String(teamlead)),
      ),
    ).toBe(true);
    const member = byId.users.find((u: { userId: number }) => u.userId === teamlead);
    expect(member).toMatchObject({ role: 'team_lead', accessLevel: 'group_owner' });
    const child = (await superadmin.get('/users?search=northwind-traders-api2')).body;
    expect(child.users[0]).toMatchObject({ accountGroup: 'client', parent_id: client });
    expect(child.accountGroups).toEqual([{ id: client, login: 'client', name: 'Northwind API' }]);
  });

  it('shows a group-only manager its group alone, and marks what each may edit', async () => {
    const lead = await signedInAs(server, 'teamlead');
    const list = (await lead.get('/users')).body;
    const group = db.users.filter((u) => groupOf(u) === teamlead);
    expect(list.total).toBe(group.length);
    expect(list.users.every((u: { isEditable: boolean }) => u.isEditable)).toBe(true);
    const staff = await signedInAs(server, 'staff');
    const rows = (await staff.get('/users?search=superadmin')).body.users;
    expect(rows[0]).toMatchObject({ login: 'superadmin', isEditable: false });
  });

  it("answers the form's lists with the roles each user may give", async () => {
    const given = async (login: string) => {
      const page = (await (await signedInAs(server, login)).get('/users/save_page/?id=0')).body;
      expect(page.user).toBeNull();
      expect(page.roleGroups.map((g: { title: string }) => g.title)).toEqual([
        'Platform',
        'Staff',
        'Clients',
      ]);
      return page.roles
        .filter((r: { hasAccess: boolean }) => r.hasAccess)
        .map((r: { value: string }) => r.value);
    };
    expect(await given('superadmin')).toHaveLength(12);
    expect(await given('staff')).toEqual([
      'admin',
      'user_admin',
      'onboarding',
      'operator',
      'team_lead',
      'support',
      'viewer',
      'client_owner',
      'developer',
      'api_user',
      'accountant',
    ]);
    expect(await given('teamlead')).toEqual(['team_lead', 'support', 'viewer']);
    expect(await given('viewer')).toEqual([]);
  });

  it('answers a user with its lists; 404 for unknown users and users out of sight', async () => {
    const superadmin = await signedInAs(server, 'superadmin');
    const page = (await superadmin.get(`/users/save_page/?id=${client}`)).body as UserPage;
    const me = db.users.find((u) => u.id === client)!;
    expect(page.user).toMatchObject({ login: 'client', role: 'client_owner', isEditable: true });
    expect(Object.keys(page.user!.apiLimits).sort()).toEqual(
      Object.keys(page.user!.apiLimitsRoutesMap).sort(),
    );
    expect(page.user!.apiLimitsRoutesMap.create_parcel).toBe('/parcels');
    expect(page.services_list.length).toBe(db.services.length);
    const enabled = page.services_list.filter((s) => s.enabled).map((s) => s.id);
    expect(enabled).toEqual(expect.arrayContaining(me.serviceIds));
    expect(page.parents.map((p) => p.login)).toEqual(
      expect.arrayContaining(['client', 'teamlead']),
    );
    expect((await superadmin.get('/users/save_page/?id=99999')).body).toEqual(
      errorsOf('User not found'),
    );
    const lead = await signedInAs(server, 'teamlead');
    expect((await lead.get(`/users/save_page/?id=${client}`)).status).toBe(404);
    const leadPage = (await lead.get(`/users/save_page?id=${teamlead}`)).body as UserPage;
    expect(leadPage.parents.map((p) => p.id)).toEqual([teamlead]);
  });

  it('shows API keys to super admins only, credentials to whoever may edit the user', async () => {
    const superadmin = await signedInAs(server, 'superadmin');
    const full = (await superadmin.get(`/users/secrets/?id=${client}`)).body;
    expect(full.apiKey).toMatch(/^[A-Za-z0-9]{15}$/);
    const services = [...db.serviceArea.accounts]
      .filter(([, accounts]) => accounts.some((a) => a.userId === client))
      .map(([id]) => id);
    expect(full.credentials.map((c: { service_id: number }) => c.service_id)).toEqual(services);
    expect(full.credentials[0].accounts[0].fields[0]).toMatchObject({
      key: expect.any(String),
      title: expect.any(String),
      live: expect.any(String),
    });
    const staff = await signedInAs(server, 'staff');
    const partial = (await staff.get(`/users/secrets?id=${client}`)).body;
    expect(partial).toMatchObject({ apiKey: null, apiKeyAdditional: null });
    expect(partial.credentials).toEqual(full.credentials);
    // Credentials are read by those who may change them (decision 053): not a read-only viewer,
    // not even its own.
    const viewer = await signedInAs(server, 'viewer');
    expect((await viewer.get(`/users/secrets/?id=${client}`)).body).toEqual(errorsOf('Forbidden'));
    expect((await viewer.get(`/users/secrets/?id=${idOf(server, 'viewer')}`)).status).toBe(403);
  });
});

describe('users: enable_mfa', () => {
  const server = createApp();
  const { db } = server;
  const user = (login: string) => db.users.find((u) => u.login === login)!;

  it("switches one's own on only with the code, answering the QR code", async () => {
    const viewer = await signedInAs(server, 'viewer');
    const on = await viewer.post('/users/enable_mfa', { id: user('viewer').id, mfa: true });
    expect(on.body.qr_code_url).toMatch(/^data:image\/png;base64,/);
    expect(user('viewer').hasMfa).toBe(false);
    expect(db.userArea.mfaPending.has(user('viewer').id)).toBe(true);
    expect((await viewer.post('/users/save_mfa', { mfa_code: '123456' })).status).toBe(200);
    expect(user('viewer').hasMfa).toBe(true);
    // Its owner may switch it off again (decision 053); another user's is a super admin's.
    const off = await viewer.post('/users/enable_mfa', { id: user('viewer').id, mfa: false });
    expect(off.status).toBe(200);
    expect(user('viewer').hasMfa).toBe(false);
  });

  it("switches another's on for its next sign-in, and off", async () => {
    const staff = await signedInAs(server, 'staff');
    const target = user('mia.welch');
    const on = await staff.post('/users/enable_mfa', { id: target.id, mfa: true });
    expect(on.status).toBe(200);
    expect(on.body.qr_code_url).toBeUndefined();
    expect(target.hasMfa).toBe(true);
    const form = await formOf(staff, target.id);
    expect((await staff.post('/users/save_process', form)).body.need_mfa).toBe(true);
    // Off is lowering its protection: not a user manager's, a super admin's (decision 053).
    expect((await staff.post('/users/enable_mfa', { id: target.id, mfa: false })).status).toBe(403);
    expect(target.hasMfa).toBe(true);
    const admin = await signedInAs(server, 'superadmin');
    await admin.post('/users/enable_mfa', { id: target.id, mfa: false });
    expect(target.hasMfa).toBe(false);
    const up = await staff.post('/users/enable_mfa', { id: 1, mfa: true });
    expect(up.body).toEqual(errorsOf('Forbidden'));
    const support = db.users.find((u) => u.roleKey === 'support' && !u.hasMfa && u.active)!;
    const plain = await signedInAs(server, support.login);
    expect((await plain.post('/users/enable_mfa', { id: target.id, mfa: true })).status).toBe(403);
  });
});
