import type { AccessScope, Role, RoleGroup } from '../../../src/contract/users/users-schemas';
import { outranks } from '../../../src/contract/rights/decide';
import type { RoleKey } from '../../../src/contract/rights/role-rights';

// The role catalogue (spec b section 3; the spec leaves which roles exist open, decision 027).
// A role is what the console shows (title, badge, scope) and what it means here: the coarse kind
// every other area checks ('super_admin' | 'staff' | 'client'), the numeric access level that
// ranks users (src/contract/rights) and whether its holders manage users; its rights are the
// model's (role-rights.ts, decision 053). Saving a user with a role sets those flags from it, so
// a user's flags always match its role.

export type { RoleKey };

/** The coarse kind every other area checks (a seeded user's `role`, server/areas/auth/seed.ts). */
export type RoleKind = 'super_admin' | 'staff' | 'client';

/** What of a user its role is decided by (its own shape here, so this file needs no seed). */
type Actor = {
  role: RoleKind;
  accessLevel: number;
  canManageUsers: boolean;
  canManageOnlyGroup: boolean;
};

export type RoleDefinition = Omit<Role, 'hasAccess' | 'value'> & {
  value: RoleKey;
  kind: RoleKind;
  level: number;
  canManageUsers: boolean;
  canManageOnlyGroup: boolean;
};

export const ROLE_GROUPS: RoleGroup[] = [
  { value: 'platform', title: 'Platform', order: 1 },
  { value: 'staff', title: 'Staff', order: 2 },
  { value: 'clients', title: 'Clients', order: 3 },
];

const CP: AccessScope[] = ['control_panel'];
const BOTH: AccessScope[] = ['control_panel', 'api'];

type Flags = Pick<
  RoleDefinition,
  'kind' | 'level' | 'canManageUsers' | 'canManageOnlyGroup' | 'hasGroupAccess' | 'hasBillingAccess'
>;
const staff = (level: number, extra: Partial<Flags> = {}): Flags => ({
  kind: 'staff',
  level,
  canManageUsers: false,
  canManageOnlyGroup: false,
  hasGroupAccess: false,
  hasBillingAccess: false,
  ...extra,
});
// Every client account sits in a client's group (its owner's, or its own as the owner).
const client = (extra: Partial<Flags> = {}): Flags => ({
  ...staff(5, { hasGroupAccess: true }),
  kind: 'client',
  ...extra,
});

const role = (
  value: RoleKey,
  title: string,
  group: string,
  order: number,
  accessLevel: string,
  accessScope: AccessScope[],
  flags: Flags,
  description: string[],
): RoleDefinition => ({
  value,
  title,
  group,
  order,
  accessLevel,
  accessScope,
  description,
  ...flags,
});

export const ROLE_DEFINITIONS: RoleDefinition[] = [
  role(
    'super_admin',
    'Super admin',
    'platform',
    1,
    'full_access',
    BOTH,
    {
      ...staff(100, { canManageUsers: true, hasBillingAccess: true }),
      kind: 'super_admin',
    },
    [
      'Everything in the console and the API',
      'Sees API keys and full carrier names',
      'May change logins',
    ],
  ),
  role(
    'admin',
    'Administrator',
    'staff',
    1,
    'full_access',
    CP,
    staff(50, { canManageUsers: true }),
    ['Every screen and write action', 'Creates and edits users up to its own level'],
  ),
  role(
    'user_admin',
    'User administrator',
    'staff',
    2,
    'editor',
    CP,
    staff(30, { canManageUsers: true }),
    ['Creates and edits users up to its own level', 'Changes services and barcode ranges'],
  ),
  role('onboarding', 'Onboarding', 'staff', 3, 'viewer', CP, staff(10, { canManageUsers: true }), [
    'Creates client and read-only accounts',
    'Read-only elsewhere',
  ]),
  role('operator', 'Operator', 'staff', 4, 'editor', CP, staff(50, { hasGroupAccess: true }), [
    'Every screen and write action',
    'Cannot manage users',
  ]),
  role(
    'team_lead',
    'Team lead',
    'staff',
    5,
    'group_owner',
    CP,
    staff(30, {
      canManageUsers: true,
      canManageOnlyGroup: true,
      hasGroupAccess: true,
    }),
    ['Manages the users of its own team', 'Changes services and barcode ranges'],
  ),
  role('support', 'Support', 'staff', 6, 'editor', CP, staff(30, { hasGroupAccess: true }), [
    'Changes services and barcode ranges',
    'Cannot manage users',
  ]),
  role('viewer', 'Viewer', 'staff', 7, 'viewer', CP, staff(10, { hasGroupAccess: true }), [
    'Reads every staff screen',
    'Changes nothing but its own profile',
  ]),
  role(
    'client_owner',
    'Client owner',
    'clients',
    1,
    'group_owner',
    BOTH,
    client({
      canManageOnlyGroup: true,
      hasBillingAccess: true,
    }),
    ["The client's master account", 'Console, API and billing'],
  ),
  role('developer', 'Developer', 'clients', 2, 'editor', BOTH, client(), [
    'Console and API',
    "Works on its client's parcels",
  ]),
  role('api_user', 'API user', 'clients', 3, 'api_only', ['api'], client(), [
    'API calls only',
    'Never signs in to the console',
  ]),
  role(
    'accountant',
    'Accountant',
    'clients',
    4,
    'billing',
    CP,
    client({ hasBillingAccess: true }),
    ["The client's invoices and billing operations"],
  ),
];

const BY_KEY = new Map<string, RoleDefinition>(ROLE_DEFINITIONS.map((r) => [r.value, r]));

export const roleByKey = (key: string): RoleDefinition | undefined => BY_KEY.get(key);

/** The role of a user (every seeded and saved user has one). */
export const roleOf = (user: { roleKey: RoleKey }): RoleDefinition => BY_KEY.get(user.roleKey)!;

/**
 * Whether `actor` may hand out `role` (spec b section 6, `hasAccess`): user managers only, never
 * a role above themselves; a group-only manager only roles of its own kind at or below its own
 * level that manage no more than its group. Clients give none.
 */
export function canGiveRole(actor: Actor, role: RoleDefinition): boolean {
  if (!actor.canManageUsers || actor.role === 'client') return false;
  if (
    outranks({ kind: role.kind, level: role.level }, { kind: actor.role, level: actor.accessLevel })
  ) {
    return false;
  }
  if (actor.canManageOnlyGroup) {
    const managesMore = role.canManageUsers && !role.canManageOnlyGroup;
    return role.kind === actor.role && role.level <= actor.accessLevel && !managesMore;
  }
  return true;
}

/** The role catalogue as the signed-in user's form sees it. */
export function rolesFor(actor: Actor): Role[] {
  return ROLE_DEFINITIONS.map(
    ({ kind: _k, level: _l, canManageUsers: _m, canManageOnlyGroup: _g, ...shown }) => ({
      ...shown,
      hasAccess: canGiveRole(actor, roleByKey(shown.value)!),
    }),
  );
}

/** The role value matching a seeded user's flags (the seed set those before roles existed). */
export function roleKeyFor(user: Actor & { apiOnly: boolean }): RoleKey {
  if (user.role === 'super_admin') return 'super_admin';
  if (user.role === 'client') {
    if (user.apiOnly) return 'api_user';
    return user.canManageOnlyGroup ? 'client_owner' : 'developer';
  }
  if (user.canManageUsers) {
    if (user.canManageOnlyGroup) return 'team_lead';
    return user.accessLevel >= 50 ? 'admin' : user.accessLevel >= 30 ? 'user_admin' : 'onboarding';
  }
  return user.accessLevel >= 50 ? 'operator' : user.accessLevel >= 30 ? 'support' : 'viewer';
}
