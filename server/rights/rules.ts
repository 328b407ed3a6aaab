import { consoleRole } from '../../src/contract/rights/decide';
import type { User } from '../areas/auth/seed';
import type { Refusal, TargetRule } from './route-rights';
import { fieldOf, idOf } from './targets';

// The model's rules about a target itself, past its scope (spec b section 6): whom nobody may
// sign in as. Shared by the login-as route's guard and the users' `canLoginAs` flags.

export const REFUSALS = {
  forbidden: 'Forbidden',
  mfa: 'User with MFA is not allowed',
  blocked: 'User is blocked',
  self: 'You are already signed in as this user',
  superAdmin: 'A super admin cannot be signed in as',
  apiOnly: 'This account has API access only',
  ownRole: 'You can only keep your own role',
} as const;

/** Why `actor` may not sign in as `target` whatever its rights, if it may not. */
export function loginAsRefusal(
  actor: Pick<User, 'id'>,
  target: Pick<User, 'id' | 'role' | 'active' | 'hasMfa' | 'roleKey'>,
  options: { ignoreMfa?: boolean } = {},
): Refusal | undefined {
  if (target.id === actor.id) return { status: 400, message: REFUSALS.self };
  if (target.role === 'super_admin') return { status: 403, message: REFUSALS.superAdmin };
  if (!consoleRole(target.roleKey)) return { status: 400, message: REFUSALS.apiOnly };
  if (!target.active) return { status: 400, message: REFUSALS.blocked };
  if (target.hasMfa && !options.ignoreMfa) return { status: 400, message: REFUSALS.mfa };
  return undefined;
}

/** POST /auth/login_as {userId}: an unknown user is left to the route (404). */
export const loginAsRule: TargetRule = ({ db, body }, actor) => {
  const id = idOf(fieldOf(body, 'userId'));
  const target = id === undefined ? undefined : db.users.find((u) => u.id === id);
  return target ? loginAsRefusal(actor, target) : undefined;
};
