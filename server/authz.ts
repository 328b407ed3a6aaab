import type { Role, User } from './areas/auth/seed';
import { canAccess } from './shared/access-list';

// Who may do what to which user (spec b section 6), decided here and only here: every route that
// acts on another user asks `decide`, whatever the console shows or hides. The answer names the
// refusal so the route can answer with it.

export type UserAction = 'login_as' | 'set_mfa' | 'change_password' | 'change_role' | 'edit_user';

export type Actor = Pick<
  User,
  | 'id'
  | 'role'
  | 'active'
  | 'hasMfa'
  | 'canManageUsers'
  | 'canManageOnlyGroup'
  | 'accessLevel'
  | 'parentId'
>;

export type Decision = { allowed: true } | { allowed: false; status: 400 | 403; message: string };

export const REFUSALS = {
  forbidden: 'Forbidden',
  mfa: 'User with MFA is not allowed',
  blocked: 'User is blocked',
  self: 'You are already signed in as this user',
  superAdmin: 'A super admin cannot be signed in as',
  ownRole: 'You can only keep your own role',
} as const;

/** The access URL each action needs (spec b section 6's checked URLs). */
export const ACTION_URLS: Record<UserAction, string> = {
  login_as: '/auth/login_as',
  set_mfa: '/users/enable_mfa',
  change_password: '/users/save_process',
  change_role: '/users/save_process',
  edit_user: '/users/save_process',
};

const ROLE_RANK: Record<Role, number> = { client: 1, staff: 2, super_admin: 3 };

/** A user's group: a master account and the accounts under it (spec b: parent group). */
export const groupOf = (user: Pick<User, 'id' | 'parentId'>) => user.parentId ?? user.id;

/** Role first, then access level: `a` is above `b` when it outranks it on either. */
export function outranks(
  a: Pick<User, 'role' | 'accessLevel'>,
  b: Pick<User, 'role' | 'accessLevel'>,
): boolean {
  const byRole = ROLE_RANK[a.role] - ROLE_RANK[b.role];
  return byRole !== 0 ? byRole > 0 : a.accessLevel > b.accessLevel;
}

const allow: Decision = { allowed: true };
const refuse = (message: string, status: 400 | 403 = 403): Decision => ({
  allowed: false,
  status,
  message,
});

/**
 * Whether `actor` manages `target` at all: the right access, never a user ranked above oneself,
 * and only within one's own group for a group-only manager.
 */
function manages(actor: Actor, target: Actor, action: UserAction): boolean {
  if (!actor.canManageUsers || !canAccess(actor, ACTION_URLS[action])) return false;
  if (outranks(target, actor)) return false;
  if (actor.canManageOnlyGroup && groupOf(target) !== groupOf(actor)) return false;
  return true;
}

export type DecideOptions = {
  /** change_role: the role asked for. */
  role?: Role;
  /** change_role: the access level that role carries. */
  accessLevel?: number;
  /** set_mfa: switching it on (true) or off (false). */
  on?: boolean;
};

export function decide(
  actor: Actor,
  action: UserAction,
  target: Actor,
  options: DecideOptions = {},
): Decision {
  const self = actor.id === target.id;
  switch (action) {
    case 'login_as':
      // Spec b section 6: an active, non-superadmin user other than oneself, with the
      // permission; refused for users with two-factor authentication.
      if (!manages(actor, target, action)) return refuse(REFUSALS.forbidden);
      if (self) return refuse(REFUSALS.self, 400);
      if (target.role === 'super_admin') return refuse(REFUSALS.superAdmin);
      if (!target.active) return refuse(REFUSALS.blocked, 400);
      if (target.hasMfa) return refuse(REFUSALS.mfa, 400);
      return allow;
    case 'set_mfa':
      // Anyone may protect their own account; another's needs the right to manage them.
      if (self && options.on !== false) return allow;
      return manages(actor, target, action) ? allow : refuse(REFUSALS.forbidden);
    case 'change_password':
    case 'edit_user':
      if (self) return allow;
      return manages(actor, target, action) ? allow : refuse(REFUSALS.forbidden);
    case 'change_role': {
      const asked = { role: options.role ?? target.role, accessLevel: options.accessLevel ?? 0 };
      if (self) {
        return asked.role === actor.role && asked.accessLevel === actor.accessLevel
          ? allow
          : refuse(REFUSALS.ownRole);
      }
      if (!manages(actor, target, action)) return refuse(REFUSALS.forbidden);
      // Never upward: nobody hands out a role above their own.
      return outranks(asked, actor) ? refuse(REFUSALS.forbidden) : allow;
    }
  }
}
