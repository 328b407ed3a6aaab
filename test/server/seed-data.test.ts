import { describe, expect, it } from 'vitest';
import { createDb } from '../../server/data/db';
import { verifyPassword } from '../../server/areas/auth/passwords';

describe('createDb', () => {
  // Its speed is the benchmark's (npm run bench), never a test's: a busy machine is slower.
  it('generates the same data at every start', () => {
    expect(createDb()).toEqual(createDb());
  });

  it('holds realistic carriers and services, some pallet, some inactive', () => {
    const db = createDb();
    expect(db.carriers.length).toBeGreaterThanOrEqual(40);
    expect(db.carriers.map((c) => c.name)).toEqual(
      expect.arrayContaining(['DHL Express', 'UPS', 'DPD', 'InPost']),
    );
    expect(new Set(db.carriers.map((c) => c.kind))).toEqual(
      new Set(['direct', 'pallet', 'return']),
    );
    expect(db.services.length).toBeGreaterThanOrEqual(110);
    expect(db.services.map((s) => s.name)).toContain('DPD - Classic');
    const pallet = db.services.filter((s) => (s.name.split('-')[0] ?? '').includes('Pallet'));
    expect(pallet.length).toBeGreaterThan(5);
    expect(pallet.every((s) => s.carrier_kind === 'pallet')).toBe(true);
    expect(db.services.some((s) => !s.is_active)).toBe(true);
  });

  it('seeds the demo users with the demo password and ~60 users in ~25 clients', async () => {
    const db = createDb();
    for (const login of [
      'superadmin',
      'staff',
      'client',
      'mfa',
      'blocked',
      'newuser',
      'teamlead',
      'viewer',
    ]) {
      const user = db.users.find((u) => u.login === login);
      expect(user && (await verifyPassword('demo', user.passwordHash))).toBe(true);
    }
    expect(db.users.length).toBeGreaterThanOrEqual(55);
    expect(db.clients).toHaveLength(25);
    // The built-in XML user belongs to no client.
    const apiUsers = db.users.filter((u) => u.role === 'client' && u.login !== 'XML');
    expect(apiUsers.every((u) => db.clients.some((c) => c.id === u.clientId))).toBe(true);
    expect(new Set(db.users.map((u) => u.login)).size).toBe(db.users.length);
  });

  it("appends the services' API users last, without a usable password, leaving the rest as it was", async () => {
    const db = createDb();
    const viewer = db.users.findIndex((u) => u.login === 'viewer');
    const teamlead = db.users.findIndex((u) => u.login === 'teamlead');
    expect(viewer).toBe(teamlead + 1);
    // The users area appends its staff and client accounts after these (staff first).
    const usersArea = db.users.findIndex((u, i) => i > viewer && u.role !== 'client');
    const appended = db.users.slice(viewer + 1, usersArea);
    expect(appended[0]?.login).toBe('XML');
    expect(appended.length).toBeGreaterThanOrEqual(150);
    expect(appended.every((u) => u.role === 'client')).toBe(true);
    expect(await verifyPassword('demo', appended[1]!.passwordHash)).toBe(false);
    // Only the clients' own users own parcels.
    const appendedIds = new Set(appended.map((u) => u.id));
    expect(db.parcels.some((p) => appendedIds.has(p.userId))).toBe(false);
    expect(db.serviceArea.accounts.get(1)!.length).toBeGreaterThanOrEqual(190);
  });

  it('has the reference lists the spec names', () => {
    const db = createDb();
    expect(db.countries.length).toBeGreaterThanOrEqual(60);
    expect(Object.keys(db.states).sort()).toEqual(['AU', 'CA', 'IT', 'MX', 'US']);
    expect(db.states.US).toContainEqual({ code: 'CA', name: 'California' });
    expect(db.trackingStatuses).toContainEqual(
      expect.objectContaining({ code: 4000, category: 'CANCEL_REVERTED' }),
    );
    expect(db.trackingCategories).toContainEqual({ key: 'CANCELING', name: 'Canceled' });
    const categories = new Set(db.trackingStatuses.map((s) => s.category));
    expect(db.trackingCategories.every((c) => categories.has(c.key))).toBe(true);
  });
});
