import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import {
  ACTION_URLS,
  BILLING_ACTION_URLS,
  ALL_URLS,
  canAccess,
  USER_ACTION_URLS,
} from '../../server/shared/access-list';
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
    expect(lists.accessUrl).toEqual([
      ...ALL_URLS,
      ...ACTION_URLS,
      ...USER_ACTION_URLS,
      ...BILLING_ACTION_URLS,
      '/auth/login_as',
    ]);
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
    expect(lists.accessUrl).toHaveLength(
      ALL_URLS.length - 4 + ACTION_URLS.length + USER_ACTION_URLS.length + 1,
    );
  });

  it('gives super admins the billing write actions, and no one else', async () => {
    const admin = server.db.users.find((u) => u.login === 'superadmin')!;
    const staff = server.db.users.find((u) => u.login === 'staff')!;
    const client = server.db.users.find((u) => u.login === 'client')!;
    for (const url of BILLING_ACTION_URLS) {
      expect(canAccess(admin, url)).toBe(true);
      expect(canAccess(staff, url)).toBe(false);
      expect(canAccess(client, url)).toBe(false);
    }
    // A client reads its own billing under the screens' URLs; the areas check which client.
    expect(canAccess(client, '/billing_clients/get_client')).toBe(true);
    expect(canAccess(client, '/billing_prices')).toBe(true);
  });

  it('gives read-only staff (below level 30) the screens but no write action', async () => {
    const lists = await listsOf('viewer');
    expect(lists.currentUser).toMatchObject({ accessLevel: 10, canManageUsers: false });
    expect(lists.accessUrl).toContain('/services');
    expect(lists.accessUrl).toContain('/barcode_ranges');
    expect(lists.accessUrl.filter((url: string) => ACTION_URLS.includes(url as never))).toEqual([]);
    // Its own profile: the users write actions go to every staff account (authz decides whom).
    expect(lists.accessUrl).toEqual(expect.arrayContaining([...USER_ACTION_URLS]));
    const viewer = server.db.users.find((u) => u.login === 'viewer')!;
    expect(canAccess(viewer, '/services/save')).toBe(true);
    expect(canAccess(viewer, '/services/save_credentials')).toBe(false);
    const staff = server.db.users.find((u) => u.login === 'staff')!;
    expect(canAccess(staff, '/services/save_credentials')).toBe(true);
  });

  it("cuts a client's lists to its own services, user and client record", async () => {
    const lists = await listsOf('client');
    const me = server.db.users.find((u) => u.login === 'client')!;
    expect(lists.currentUser).toMatchObject({
      role: 'client',
      clientId: me.clientId,
      canManageUsers: false,
    });
    expect(lists.accessUrl).toEqual([
      '/dashboard',
      '/parcels',
      '/pallets',
      '/stats_requests',
      '/requests_log',
      '/billing_operations',
      '/billing_clients',
      '/billing_prices',
    ]);
    expect(lists.hideFilters).toEqual({ users: true });
    expect(lists.users.map((u: { id: number }) => u.id)).toEqual([me.id]);
    expect(lists.apiUsers.map((u: { id: number }) => u.id)).toEqual([me.id]);
    expect(lists.clients).toEqual([server.db.clients.find((c) => c.id === me.clientId)]);
    expect(lists.services.map((s: { id: number }) => s.id)).toEqual(me.serviceIds);
    const carrierIds = new Set(lists.services.map((s: { carrier_id: number }) => s.carrier_id));
    expect(lists.carriers.every((c: { id: number }) => carrierIds.has(c.id))).toBe(true);
  });

  it('canAccess follows the access list, including sub-paths', () => {
    const client = server.db.users.find((u) => u.login === 'client')!;
    expect(canAccess(client, '/parcels/details')).toBe(true);
    expect(canAccess(client, 'pallets')).toBe(true);
    expect(canAccess(client, '/users')).toBe(false);
    expect(canAccess(client, '/parcelsx')).toBe(false);
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
