import { describe, expect, it } from 'vitest';
import {
  type Actor,
  accessUrlsOf,
  consoleRole,
  groupOf,
  inScope,
  may,
  outranks,
  scopeOf,
  type Subject,
} from '@/contract/rights/decide';
import { AREAS, RIGHTS_AREAS } from '@/contract/rights/rights-areas';
import { ROLE_KEYS, ROLE_RIGHTS } from '@/contract/rights/role-rights';
import type { User } from '../../../server/areas/auth/seed';
import { createDb } from '../../../server/data/db';
import { actorOf, subjectOf } from '../../../server/rights/actor';
import { loginAsRefusal } from '../../../server/rights/rules';

// The rights model (decision 053) as tables: each scope's rule, what each demo role may do to the
// users a manager meets, the login-as rules, and the access list each role's rights stand for.

const db = createDb();
const byLogin = (login: string) => db.users.find((u) => u.login === login)!;
const actor = (login: string) => actorOf(db, byLogin(login));
const subject = (login: string) => subjectOf(byLogin(login));
const teamlead = byLogin('teamlead');
const [member] = db.users.filter((u) => u.parentId === teamlead.id) as [User];

const base: Actor = {
  id: 10,
  roleKey: 'admin',
  kind: 'staff',
  level: 30,
  parentId: null,
  clientId: null,
  withBilling: false,
};

describe('scopes', () => {
  const cases: Array<[scope: Parameters<typeof inScope>[1], subject: Subject, inside: boolean]> = [
    ['all', {}, true],
    ['below', { id: 2, kind: 'staff', level: 30 }, true],
    ['below', { id: 2, kind: 'staff', level: 31 }, false],
    ['below', { id: 2, kind: 'super_admin', level: 1 }, false],
    ['below', { id: 2, kind: 'client', level: 99 }, true],
    // A record that names nobody known is below everyone: the route answers its own 404.
    ['below', {}, true],
    ['team', { id: 11, kind: 'staff', level: 30, parentId: 10 }, true],
    ['team', { id: 10, kind: 'staff', level: 30, parentId: null }, true],
    ['team', { id: 11, kind: 'staff', level: 50, parentId: 10 }, false],
    ['team', { id: 12, kind: 'staff', level: 10, parentId: null }, false],
    ['team', {}, false],
    ['members', { id: 11, kind: 'staff', level: 30, parentId: 10 }, true],
    ['members', { id: 10, kind: 'staff', level: 30, parentId: null }, false],
    ['client', { clientId: 4 }, false],
    ['self', { id: 10 }, true],
    ['self', { id: 11 }, false],
  ];
  it.each(cases)('%s reaches %j: %s', (scope, target, inside) => {
    expect(inScope(base, scope, target)).toBe(inside);
  });

  it('reaches its own client only, and no client for an actor without one', () => {
    const clientActor: Actor = { ...base, kind: 'client', clientId: 4 };
    expect(inScope(clientActor, 'client', { clientId: 4 })).toBe(true);
    expect(inScope(clientActor, 'client', { clientId: 5 })).toBe(false);
    expect(inScope(clientActor, 'client', {})).toBe(false);
    expect(inScope(base, 'client', { clientId: null })).toBe(false);
  });

  it('ranks by kind first, then by level, and groups a master with its members', () => {
    expect(outranks({ kind: 'super_admin', level: 1 }, { kind: 'staff', level: 99 })).toBe(true);
    expect(outranks({ kind: 'staff', level: 1 }, { kind: 'client', level: 99 })).toBe(true);
    expect(outranks({ kind: 'staff', level: 30 }, { kind: 'staff', level: 30 })).toBe(false);
    expect(outranks({}, { kind: 'client', level: 1 })).toBe(false);
    expect(groupOf(teamlead)).toBe(teamlead.id);
    expect(groupOf(member)).toBe(teamlead.id);
  });
});

describe('what the demo roles may do', () => {
  type Row = [
    actor: string,
    area: Parameters<typeof may>[1],
    action: Parameters<typeof may>[2],
    target: string | null,
    allowed: boolean,
  ];
  const rows: Row[] = [
    // F1: carrier credentials are read by those who change them, in their scope.
    ['viewer', 'service_accounts', 'secrets', 'client', false],
    ['teamlead', 'service_accounts', 'secrets', 'client', false],
    ['teamlead', 'service_accounts', 'secrets', member.login, true],
    ['staff', 'service_accounts', 'secrets', 'client', true],
    ['orie.cole', 'service_accounts', 'secrets', 'client', true],
    ['faith.kirlin', 'service_accounts', 'secrets', 'client', false],
    // F3: a team lead switches and saves its team's accounts only, never its own.
    ['teamlead', 'service_accounts', 'write', 'client', false],
    ['teamlead', 'service_accounts', 'write', member.login, true],
    ['teamlead', 'service_accounts', 'write', 'teamlead', false],
    // F4: another user's MFA goes off only by a super admin; one's own by oneself.
    ['staff', 'user_protection', 'write', 'reilly.balistreri', false],
    ['staff', 'user_protection', 'write', 'staff', true],
    ['superadmin', 'user_protection', 'write', 'reilly.balistreri', true],
    ['staff', 'users', 'write', 'reilly.balistreri', true],
    // F5: billing for roles with billing whose switch is on; a developer none.
    ['northwind-traders-api2', 'billing', 'read', null, false],
    ['client', 'billing', 'read', null, true],
    ['mayer-llc-api1', 'billing', 'read', null, false],
    ['wade.christiansen', 'billing', 'read', null, true],
    ['client', 'billing', 'write', null, false],
    ['client', 'billing_profile', 'write', null, true],
    ['staff', 'billing', 'read', null, false],
    // Users: managers below themselves, a team lead its team, everyone else itself.
    ['staff', 'users', 'write', 'superadmin', false],
    ['staff', 'users', 'write', 'client', true],
    ['faith.kirlin', 'users', 'write', 'staff', false],
    ['faith.kirlin', 'users', 'write', 'viewer', true],
    ['teamlead', 'users', 'write', member.login, true],
    ['teamlead', 'users', 'write', 'libby.schiller', false],
    ['teamlead', 'users', 'read', 'libby.schiller', false],
    ['viewer', 'users', 'write', 'viewer', true],
    ['viewer', 'users', 'write', 'client', false],
    ['mfa', 'login_as', 'write', 'client', false],
    ['teamlead', 'login_as', 'write', member.login, true],
    ['client', 'login_as', 'write', 'northwind-traders-api2', false],
    // Read-only staff change nothing; parcel creation is a write.
    ['viewer', 'parcels', 'write', null, false],
    ['viewer', 'parcels', 'read', null, true],
    ['client', 'parcels', 'write', null, true],
    ['wade.christiansen', 'parcels', 'read', null, false],
    // Only a super admin reads and changes API keys and logins, and sees the platform widgets.
    ['staff', 'api_keys', 'secrets', 'client', false],
    ['superadmin', 'api_keys', 'secrets', 'client', true],
    ['staff', 'user_logins', 'write', 'client', false],
    ['staff', 'platform_overview', 'read', null, false],
    ['superadmin', 'app_version', 'read', null, true],
    ['staff', 'app_version', 'read', null, false],
  ];
  it.each(rows)('%s %s %s %s -> %s', (who, area, action, target, allowed) => {
    expect(may(actor(who), area, action, target ? [subject(target)] : [])).toBe(allowed);
  });

  it('gives the API-only role no console at all', () => {
    expect(consoleRole('api_user')).toBe(false);
    expect(ROLE_KEYS.filter((key) => !consoleRole(key))).toEqual(['api_user']);
  });

  it('names only areas that exist, in every role', () => {
    for (const key of ROLE_KEYS) {
      for (const area of Object.keys(ROLE_RIGHTS[key].areas)) expect(AREAS).toContain(area);
    }
  });
});

describe('login-as rules past the scope (spec b section 6)', () => {
  const rows: Array<[target: string, message: string | undefined]> = [
    ['superadmin', 'A super admin cannot be signed in as'],
    ['staff', 'You are already signed in as this user'],
    ['mfa', 'User with MFA is not allowed'],
    ['blocked', 'User is blocked'],
    ['XML', 'This account has API access only'],
    ['client', undefined],
  ];
  it.each(rows)('staff as %s: %s', (target, message) => {
    expect(loginAsRefusal(byLogin('staff'), byLogin(target))?.message).toBe(message);
  });

  it('leaves MFA aside for the lists, which keep the action and say why', () => {
    expect(loginAsRefusal(byLogin('staff'), byLogin('mfa'), { ignoreMfa: true })).toBeUndefined();
  });
});

describe('the access list each role stands for', () => {
  const urls = (login: string) => accessUrlsOf(actor(login));

  it('gives a super admin every URL the areas declare', () => {
    const all = AREAS.flatMap((area) =>
      Object.values(RIGHTS_AREAS[area] as Record<string, readonly string[]>).flat(),
    );
    expect(urls('superadmin').sort()).toEqual([...new Set(all)].sort());
  });

  it('gives read-only staff the screens and its own profile, no other write', () => {
    const viewer = urls('viewer');
    expect(viewer).toContain('/services');
    expect(viewer).toContain('/users/save_process');
    expect(viewer).not.toContain('/services/save_credentials');
    expect(viewer).not.toContain('/services/credentials_by_user_and_service');
    expect(viewer).not.toContain('/parcels/create_new');
    expect(viewer).not.toContain('/auth/login_as');
  });

  it('gives a client its traffic, and billing only with its switch on', () => {
    expect(urls('client')).toEqual(
      expect.arrayContaining(['/dashboard', '/parcels', '/parcels/create_new', '/billing_clients']),
    );
    expect(urls('client')).not.toContain('/billing_operations/add_income');
    expect(urls('mayer-llc-api1')).not.toContain('/billing_clients');
    expect(urls('northwind-traders-api2')).not.toContain('/billing_operations');
    expect(urls('wade.christiansen').sort()).toEqual([
      '/billing_clients',
      '/billing_operations',
      '/billing_prices',
      '/dashboard',
      '/stats_requests',
    ]);
  });

  it('scopes a team lead to its team where the model says', () => {
    expect(scopeOf(actor('teamlead'), 'users', 'write')).toBe('team');
    expect(scopeOf(actor('teamlead'), 'service_accounts', 'write')).toBe('members');
    expect(urls('teamlead')).toContain('/auth/login_as');
  });
});
