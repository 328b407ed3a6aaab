import { describe, expect, it } from 'vitest';
import { type Actor, decide, groupOf, outranks, type UserAction } from '../../../server/authz';
import { createDb } from '../../../server/data/db';
import type { User } from '../../../server/areas/auth/seed';

// The one authorisation module (server/authz.ts) as a table of (actor, target, action) ->
// allowed, over every demo login and the users a group-only manager meets.

const db = createDb();
const byLogin = (login: string) => {
  const user = db.users.find((u) => u.login === login);
  if (!user) throw new Error(`no demo user ${login}`);
  return user;
};
const superadmin = byLogin('superadmin');
const staff = byLogin('staff');
const mfa = byLogin('mfa');
const blocked = byLogin('blocked');
const newuser = byLogin('newuser');
const teamlead = byLogin('teamlead');
const client = byLogin('client');
const team = db.users.filter((u) => u.parentId === teamlead.id);
const [member, secondMember] = team as [User, User];
const outsider = db.users.find(
  (u) => u.role === 'staff' && u.parentId === null && u.id > 5 && !u.hasMfa && !u.canManageUsers,
)!;
const clientColleague = db.users.find((u) => u.parentId === client.id)!;
const otherClient = db.users.find((u) => u.role === 'client' && u.clientId !== client.clientId)!;

const users: Record<string, User> = {
  superadmin,
  staff,
  mfa,
  blocked,
  newuser,
  teamlead,
  member,
  secondMember,
  outsider,
  client,
  clientColleague,
  otherClient,
};

type Row = [actor: string, action: UserAction, target: string, allowed: boolean, why?: string];

const table: Row[] = [
  // Login-as: an active, non-superadmin user other than oneself, never with MFA, never above.
  ['superadmin', 'login_as', 'staff', true],
  ['superadmin', 'login_as', 'client', true],
  ['superadmin', 'login_as', 'superadmin', false, 'You are already signed in as this user'],
  ['superadmin', 'login_as', 'mfa', false, 'User with MFA is not allowed'],
  ['superadmin', 'login_as', 'blocked', false, 'User is blocked'],
  ['superadmin', 'login_as', 'newuser', false, 'User is blocked'],
  ['staff', 'login_as', 'superadmin', false, 'Forbidden'],
  ['staff', 'login_as', 'client', true],
  ['staff', 'login_as', 'member', true],
  ['staff', 'login_as', 'teamlead', true],
  ['staff', 'login_as', 'staff', false, 'You are already signed in as this user'],
  ['staff', 'login_as', 'mfa', false, 'User with MFA is not allowed'],
  ['teamlead', 'login_as', 'member', true],
  ['teamlead', 'login_as', 'secondMember', true],
  ['teamlead', 'login_as', 'outsider', false, 'Forbidden'],
  ['teamlead', 'login_as', 'staff', false, 'Forbidden'],
  ['teamlead', 'login_as', 'client', false, 'Forbidden'],
  ['member', 'login_as', 'secondMember', false, 'Forbidden'],
  ['mfa', 'login_as', 'client', false, 'Forbidden'],
  ['client', 'login_as', 'clientColleague', false, 'Forbidden'],
  ['client', 'login_as', 'otherClient', false, 'Forbidden'],
  // MFA of another user: only with the right to manage them, never upward; one's own, on.
  ['staff', 'set_mfa', 'superadmin', false, 'Forbidden'],
  ['staff', 'set_mfa', 'outsider', true],
  ['staff', 'set_mfa', 'member', true],
  ['teamlead', 'set_mfa', 'member', true],
  ['teamlead', 'set_mfa', 'outsider', false, 'Forbidden'],
  ['client', 'set_mfa', 'clientColleague', false, 'Forbidden'],
  ['member', 'set_mfa', 'member', true],
  ['superadmin', 'set_mfa', 'staff', true],
  // Passwords: one's own, or a managed user's.
  ['client', 'change_password', 'client', true],
  ['client', 'change_password', 'clientColleague', false, 'Forbidden'],
  ['staff', 'change_password', 'superadmin', false, 'Forbidden'],
  ['staff', 'change_password', 'client', true],
  ['teamlead', 'change_password', 'member', true],
  ['teamlead', 'change_password', 'outsider', false, 'Forbidden'],
  ['mfa', 'change_password', 'staff', false, 'Forbidden'],
  ['superadmin', 'change_password', 'staff', true],
];

describe('decide(actor, action, target)', () => {
  it.each(table)('%s %s %s -> %s', (actor, action, target, allowed, why) => {
    const decision = decide(users[actor]!, action, users[target]!);
    expect(decision.allowed).toBe(allowed);
    if (!decision.allowed) expect(decision.message).toBe(why);
  });

  it('refuses everything on a super admin to a user who may not manage users', () => {
    const actions: UserAction[] = ['login_as', 'set_mfa', 'change_password', 'edit_user'];
    for (const actor of [staff, mfa, teamlead, member, client]) {
      for (const action of actions) expect(decide(actor, action, superadmin).allowed).toBe(false);
    }
  });

  it('lets nobody switch MFA off for a user ranked above them, nor a plain user for themselves', () => {
    expect(decide(staff, 'set_mfa', superadmin, { on: false }).allowed).toBe(false);
    expect(decide(member, 'set_mfa', member, { on: false }).allowed).toBe(false);
    expect(decide(staff, 'set_mfa', staff, { on: false }).allowed).toBe(true);
  });
});

describe('role changes: never upward', () => {
  const to = (role: User['role'], accessLevel: number) => ({ role, accessLevel });

  it('keeps one to their own role', () => {
    expect(decide(staff, 'change_role', staff, to('staff', staff.accessLevel)).allowed).toBe(true);
    expect(decide(staff, 'change_role', staff, to('super_admin', 100))).toMatchObject({
      allowed: false,
      message: 'You can only keep your own role',
    });
    expect(decide(client, 'change_role', client, to('staff', 50)).allowed).toBe(false);
  });

  it('never hands out a role above the actor, nor touches a user ranked above them', () => {
    expect(decide(staff, 'change_role', member, to('staff', 50)).allowed).toBe(true);
    expect(decide(staff, 'change_role', member, to('super_admin', 100)).allowed).toBe(false);
    expect(decide(staff, 'change_role', member, to('staff', 60)).allowed).toBe(false);
    expect(decide(teamlead, 'change_role', member, to('staff', 30)).allowed).toBe(true);
    expect(decide(teamlead, 'change_role', member, to('staff', 50)).allowed).toBe(false);
    expect(decide(teamlead, 'change_role', outsider, to('staff', 10)).allowed).toBe(false);
    expect(decide(staff, 'change_role', superadmin, to('staff', 10)).allowed).toBe(false);
    expect(decide(superadmin, 'change_role', staff, to('super_admin', 100)).allowed).toBe(true);
  });
});

describe('ranks and groups', () => {
  const actor = (over: Partial<Actor>): Actor => ({ ...staff, ...over });

  it('ranks by role first, then by access level', () => {
    expect(outranks(superadmin, staff)).toBe(true);
    expect(outranks(actor({ accessLevel: 1 }), client)).toBe(true);
    expect(outranks(actor({ accessLevel: 50 }), actor({ accessLevel: 30 }))).toBe(true);
    expect(outranks(staff, actor({ accessLevel: staff.accessLevel }))).toBe(false);
  });

  it('puts a master account and the accounts under it in one group', () => {
    expect(groupOf(teamlead)).toBe(teamlead.id);
    expect(team.map(groupOf)).toEqual([teamlead.id, teamlead.id]);
    expect(groupOf(outsider)).not.toBe(teamlead.id);
    expect(groupOf(clientColleague)).toBe(groupOf(client));
  });
});
