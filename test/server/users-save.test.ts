import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/areas/auth/passwords';
import { createApp } from '../../server/app';
import { errorsOf, signedInAs } from './api-client';
import { formOf, idOf, newUser } from './users-forms';

// POST /users/save_process (spec b sections 2, 5 and 6): the form's rules, enforced by the server
// whatever the console sends.

describe('users: save_process', () => {
  const server = createApp();
  const { db } = server;
  const teamlead = idOf(server, 'teamlead');
  const client = idOf(server, 'client');
  const member = db.users.find((u) => u.parentId === teamlead)!;

  it('creates a user a manager may see, who signs in with the password given', async () => {
    const superadmin = await signedInAs(server, 'superadmin');
    const answer = await superadmin.post(
      '/users/save_process',
      newUser({ role: 'developer', parent_id: client, accessScope: ['api', 'control_panel'] }),
    );
    expect(answer.body).toEqual({
      id: answer.body.id,
      need_mfa: false,
      message: 'Saved successfully',
    });
    const created = db.users.find((u) => u.id === answer.body.id)!;
    expect(created).toMatchObject({ role: 'client', roleKey: 'developer', parentId: client });
    expect(created.clientId).toBe(db.users.find((u) => u.id === client)!.clientId);
    expect(await verifyPassword('longenough', created.passwordHash)).toBe(true);
    const listed = (await superadmin.get('/users?search=new.person')).body.users;
    expect(listed).toHaveLength(1);
  });

  it('refuses a taken login, a missing e-mail, and passwords the form refuses', async () => {
    const staff = await signedInAs(server, 'staff');
    expect((await staff.post('/users/save_process', newUser({ login: ' STAFF ' }))).body).toEqual(
      errorsOf('Login is already exist', ['login']),
    );
    expect(
      (await staff.post('/users/save_process', newUser({ login: 'no-email', email: '' }))).body,
    ).toEqual(errorsOf('Required field', ['email']));
    const spaced = await staff.post(
      '/users/save_process',
      newUser({ login: 'spaced', password: 'has space 1' }),
    );
    expect(spaced.status).toBe(400);
    expect(spaced.body.errors[0].message).toBe('No spaces allowed');
  });

  it('lets only super admins change a login', async () => {
    const staff = await signedInAs(server, 'staff');
    const form = await formOf(staff, member.id);
    form.user.login = 'renamed';
    expect((await staff.post('/users/save_process', form)).body).toEqual(errorsOf('Forbidden'));
    const superadmin = await signedInAs(server, 'superadmin');
    expect((await superadmin.post('/users/save_process', form)).status).toBe(200);
    expect(member.login).toBe('renamed');
  });

  it('gives only roles the actor may give; oneself keeps its own', async () => {
    const staff = await signedInAs(server, 'staff');
    const up = await staff.post(
      '/users/save_process',
      newUser({ login: 'up', role: 'super_admin' }),
    );
    expect(up.body).toEqual(errorsOf('Forbidden'));
    const own = await formOf(staff, idOf(server, 'staff'));
    expect(
      (await staff.post('/users/save_process', { ...own, user: { ...own.user, role: 'operator' } }))
        .body,
    ).toEqual(errorsOf('You can only keep your own role'));
    expect((await staff.post('/users/save_process', own)).status).toBe(200);
    const lead = await signedInAs(server, 'teamlead');
    const asAdmin = await lead.post(
      '/users/save_process',
      newUser({ login: 'lead-admin', role: 'admin' }),
    );
    expect(asAdmin.status).toBe(403);
    const unknown = await staff.post(
      '/users/save_process',
      newUser({ login: 'emperor', role: 'emperor' }),
    );
    expect(unknown.body).toEqual(errorsOf('Unknown role', ['role']));
  });

  it("keeps a group-only manager's users in its group, and parents to the role's kind", async () => {
    const lead = await signedInAs(server, 'teamlead');
    const outside = await lead.post('/users/save_process', newUser({ login: 'outside' }));
    expect(outside.status).toBe(403);
    const inside = await lead.post(
      '/users/save_process',
      newUser({ login: 'inside', parent_id: teamlead }),
    );
    expect(inside.status).toBe(200);
    expect((await lead.get('/users?search=inside')).body.users).toHaveLength(1);
    const staff = await signedInAs(server, 'staff');
    const mixed = await staff.post(
      '/users/save_process',
      newUser({ login: 'mixed', role: 'developer', parent_id: teamlead }),
    );
    expect(mixed.body).toEqual(errorsOf('Parent group is not available', ['parent_id']));
    // A role without group access is always a master account.
    const admin = await staff.post(
      '/users/save_process',
      newUser({ login: 'flat', role: 'admin', parent_id: teamlead }),
    );
    expect(db.users.find((u) => u.id === admin.body.id)!.parentId).toBeNull();
  });

  it('keeps billing to billing roles and never changes it for oneself', async () => {
    const superadmin = await signedInAs(server, 'superadmin');
    const saved = await superadmin.post(
      '/users/save_process',
      newUser({ login: 'no-billing', role: 'support', withBilling: true }),
    );
    expect(db.userArea.profiles.get(saved.body.id)!.withBilling).toBe(false);
    const own = await formOf(superadmin, 1);
    own.user.withBilling = !own.user.withBilling;
    expect((await superadmin.post('/users/save_process', own)).status).toBe(403);
  });

  it('sets API keys by super admins only, for roles that reach the API', async () => {
    const staff = await signedInAs(server, 'staff');
    const form = await formOf(staff, client);
    const key = { apiKey: 'Abcdefghij12345' };
    expect(
      (await staff.post('/users/save_process', { ...form, user: { ...form.user, ...key } })).status,
    ).toBe(403);
    const superadmin = await signedInAs(server, 'superadmin');
    const ok = await superadmin.post('/users/save_process', {
      ...form,
      user: { ...form.user, ...key },
    });
    expect(ok.status).toBe(200);
    expect(db.userArea.profiles.get(client)!.apiKey).toBe(key.apiKey);
    const support = await superadmin.post(
      '/users/save_process',
      newUser({ login: 'keyed', ...key }),
    );
    expect(support.body).toEqual(
      errorsOf('API keys are only for roles with API access', ['apiKey']),
    );
  });

  it('checks the services and who may toggle them', async () => {
    const staff = await signedInAs(server, 'staff');
    const form = await formOf(staff, client);
    const unknown = await staff.post('/users/save_process', { ...form, services: [999_999] });
    expect(unknown.body).toEqual(errorsOf('Unknown service', ['services']));
    expect((await staff.post('/users/save_process', { ...form, services: [1, 2] })).status).toBe(
      200,
    );
    expect(db.users.find((u) => u.id === client)!.serviceIds).toEqual([1, 2]);
    const lead = await signedInAs(server, 'teamlead');
    const own = await formOf(lead, teamlead);
    expect((await lead.post('/users/save_process', { ...own, services: [] })).status).toBe(403);
  });

  it('keeps a password changed by a non-superadmin until it is confirmed', async () => {
    const staff = await signedInAs(server, 'staff');
    const target = db.users.find((u) => u.login === 'northwind-traders-api2')!;
    const form = await formOf(staff, target.id);
    const answer = await staff.post('/users/save_process', {
      ...form,
      user: { ...form.user, password: 'brandnew1' },
    });
    expect(answer.body.message).toBe('Saved successfully');
    expect(await verifyPassword('demo', target.passwordHash)).toBe(true);
    expect(db.userArea.pendingPasswords.get(target.id)?.by).toBe(idOf(server, 'staff'));
    const superadmin = await signedInAs(server, 'superadmin');
    await superadmin.post('/users/save_process', {
      ...form,
      user: { ...form.user, password: 'brandnew1' },
    });
    expect(await verifyPassword('brandnew1', target.passwordHash)).toBe(true);
  });

  it('lets every staff account save its own profile, and no client anything', async () => {
    const viewer = await signedInAs(server, 'viewer');
    const own = await formOf(viewer, idOf(server, 'viewer'));
    own.user.notification_emails = ['me@example.com'];
    expect((await viewer.post('/users/save_process', own)).status).toBe(200);
    expect(db.userArea.profiles.get(idOf(server, 'viewer'))!.notificationEmails).toEqual([
      'me@example.com',
    ]);
    const other = await formOf(viewer, member.id);
    expect((await viewer.post('/users/save_process', other)).status).toBe(403);
    const clientCaller = await signedInAs(server, 'client');
    expect((await clientCaller.post('/users/save_process', own)).status).toBe(403);
    const loginAs = await clientCaller.post('/auth/login_as', { userId: member.id });
    expect(loginAs.status).toBe(403);
    const staff = await signedInAs(server, 'staff');
    expect((await staff.post('/auth/login_as', { userId: idOf(server, 'mfa') })).body).toEqual(
      errorsOf('User with MFA is not allowed'),
    );
  });
});
