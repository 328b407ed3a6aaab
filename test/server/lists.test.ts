import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { accessUrlsOf } from '@/contract/rights/decide';
import { AREAS, urlsOf } from '@/contract/rights/rights-areas';
import { actorOf } from '../../server/rights/actor';
import { createBrowser } from './api-client';

const server = createApp();
const listsOf = async (login: string) => {
  const browser = createBrowser(server);
  const identifier = await browser.login(login);
  return (await browser.get('/admin/main/get_all_lists', { identifier })).body;
};

describe('common lists per user', () => {
  it('gives superadmin every URL and the whole dataset', async () => {
    const lists = await listsOf('superadmin');
    expect(lists.currentUser).toMatchObject({
      isSuperAdmin: true,
      canManageUsers: true,
      role: 'super_admin',
    });
    const declared = AREAS.flatMap((area) =>
      (['read', 'write', 'secrets'] as const).flatMap((action) => urlsOf(area, action)),
    );
    expect([...lists.accessUrl].sort()).toEqual([...new Set(declared)].sort());
    expect(lists.services).toHaveLength(server.db.services.length);
    expect(lists.availableServices.every((s: { is_active: boolean }) => s.is_active)).toBe(true);
    expect(lists.availableServices.length).toBeLessThan(lists.services.length);
    expect(lists.users).toHaveLength(server.db.users.length);
    expect(lists.clients).toHaveLength(server.db.clients.length);
    expect(lists.hideFilters).toEqual({ users: false });
  });

  it('gives staff everything but billing (decision 043) and the version page', async () => {
    const lists = await listsOf('staff');
    expect(lists.currentUser).toMatchObject({ isSuperAdmin: false, canManageUsers: true });
    expect(lists.accessUrl).not.toContain('/billing_clients');
    expect(lists.accessUrl).not.toContain('/billing_prices');
    expect(lists.accessUrl).not.toContain('/billing_operations');
    expect(lists.accessUrl).not.toContain('/app/version');
    expect(lists.accessUrl).not.toContain('/billing_operations/add_income');
    expect(lists.accessUrl).toContain('/auth/login_as');
    // What the rights model says of the account, nothing else (decision 053).
    const staff = server.db.users.find((u) => u.login === 'staff')!;
    expect(lists.accessUrl).toEqual(accessUrlsOf(actorOf(server.db, staff)));
  });

  it('gives super admins the billing write actions, and no one else', async () => {
    const money = urlsOf('billing', 'write');
    expect((await listsOf('superadmin')).accessUrl).toEqual(expect.arrayContaining([...money]));
    for (const login of ['staff', 'client']) {
      const urls: string[] = (await listsOf(login)).accessUrl;
      expect(urls.filter((url) => money.includes(url))).toEqual([]);
    }
    // A client with its billing switch on reads its own billing under the screens' URLs.
    expect((await listsOf('client')).accessUrl).toContain('/billing_prices');
  });

  it('gives read-only staff (below level 30) the screens but no write action', async () => {
    const lists = await listsOf('viewer');
    expect(lists.currentUser).toMatchObject({ accessLevel: 10, canManageUsers: false });
    expect(lists.accessUrl).toContain('/services');
    expect(lists.accessUrl).toContain('/barcode_ranges');
    const writes = AREAS.filter((area) => area !== 'users').flatMap((area) =>
      urlsOf(area, 'write'),
    );
    expect(lists.accessUrl.filter((url: string) => writes.includes(url))).toEqual([]);
    // Its own profile: the users write actions go to every staff account (the model: itself).
    expect(lists.accessUrl).toEqual(expect.arrayContaining([...urlsOf('users', 'write')]));
    expect(lists.accessUrl).not.toContain('/services/credentials_by_user_and_service');
    expect((await listsOf('staff')).accessUrl).toContain('/services/save_credentials');
  });

  it("cuts a client's lists to its own services, user and client record", async () => {
    const lists = await listsOf('client');
    const me = server.db.users.find((u) => u.login === 'client')!;
    expect(lists.currentUser).toMatchObject({
      role: 'client',
      clientId: me.clientId,
      canManageUsers: false,
    });
    expect([...lists.accessUrl].sort()).toEqual([
      '/billing_clients',
      '/billing_operations',
      '/billing_prices',
      '/dashboard',
      '/pallets',
      '/parcels',
      '/parcels/create_new',
      '/requests_log',
      '/stats_requests',
    ]);
    expect(lists.hideFilters).toEqual({ users: true });
    expect(lists.users.map((u: { id: number }) => u.id)).toEqual([me.id]);
    expect(lists.apiUsers.map((u: { id: number }) => u.id)).toEqual([me.id]);
    expect(lists.clients).toEqual([server.db.clients.find((c) => c.id === me.clientId)]);
    expect(lists.services.map((s: { id: number }) => s.id)).toEqual(me.serviceIds);
    const carrierIds = new Set(lists.services.map((s: { carrier_id: number }) => s.carrier_id));
    expect(lists.carriers.every((c: { id: number }) => carrierIds.has(c.id))).toBe(true);
  });
});

describe('who each user may log in as (spec b section 6)', () => {
  const allowedIds = async (login: string) =>
    (await listsOf(login)).users
      .filter((u: { canLoginAs: boolean }) => u.canLoginAs)
      .map((u: { id: number }) => u.id);

  it('marks the users the server would let this user log in as, MFA aside', async () => {
    const superadmin = server.db.users.find((u) => u.login === 'superadmin')!;
    const teamlead = server.db.users.find((u) => u.login === 'teamlead')!;
    const mfa = server.db.users.find((u) => u.login === 'mfa')!;
    const staffIds = await allowedIds('staff');
    expect(staffIds).not.toContain(superadmin.id);
    expect(staffIds).toContain(mfa.id);
    expect(staffIds).not.toContain(server.db.users.find((u) => u.login === 'blocked')!.id);
    const team = server.db.users.filter((u) => u.parentId === teamlead.id).map((u) => u.id);
    expect((await allowedIds('teamlead')).sort()).toEqual(team.sort());
    expect(await allowedIds('client')).toEqual([]);
  });
});
