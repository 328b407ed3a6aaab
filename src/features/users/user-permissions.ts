import { ACTION, type AccessUrl } from '@/config/access-urls';
import { WRITE_ACTION } from '@/config/action-urls';
import type { CurrentUser } from '@/contract/session/session-schemas';
import type { UserDetail } from '@/contract/users/users-schemas';

// What the signed-in user may do in the user modal's side parts (spec b section 6). The server
// decides again on every write (the rights model, src/contract/rights); these rules only keep the
// console from offering what it would refuse.

type Can = (url: AccessUrl) => boolean;

/** The role value of a super admin: the same word the current user's `role` carries. */
export const SUPER_ADMIN_ROLE = 'super_admin';

/** Spec b section 6: login-as is refused for users with two-factor authentication. */
export const LOGIN_AS_MFA_REFUSAL = 'User with MFA is not allowed';

/**
 * Spec b section 6: the service toggles are enabled for a super admin, a user manager without
 * the group-only limit, and a group-only manager editing ANOTHER user (so not their own services).
 * In create mode `targetId` is null: nobody's own record, so a group-only manager may toggle.
 */
export function canToggleServices(current: CurrentUser, targetId: number | null): boolean {
  if (current.isSuperAdmin) return true;
  if (!current.canManageUsers) return false;
  if (!current.canManageOnlyGroup) return true;
  return targetId !== current.id;
}

type LoginAsTarget = Pick<UserDetail, 'userId' | 'status' | 'role'>;

/**
 * Spec b section 6: 'Login as user' appears only for an active, non-superadmin user other than
 * oneself, with the login-as permission. MFA is not part of it: such a user is refused
 * (`loginAsRefusal`), which the button says.
 */
export function canLoginAsUser(current: CurrentUser, user: LoginAsTarget, can: Can): boolean {
  return (
    can(ACTION.loginAs) &&
    user.status === 1 &&
    user.role !== SUPER_ADMIN_ROLE &&
    user.userId !== current.id
  );
}

/** Why login-as would be refused before asking the server, or null. */
export function loginAsRefusal(user: Pick<UserDetail, 'mfa'>): string | null {
  return user.mfa ? LOGIN_AS_MFA_REFUSAL : null;
}

/**
 * The two-factor switch, with the enable_mfa permission: one's own, on or off (anyone may protect
 * their own account, or stop doing so); another user's, one the server lets the signed-in user
 * edit, on; off only for super admins, since switching it off lowers that user's protection
 * (issue 28: a manager could switch a peer's off and then log in as it).
 */
export function canSwitchMfa(
  current: CurrentUser,
  user: Pick<UserDetail, 'userId' | 'isEditable' | 'mfa'>,
  can: Can,
): boolean {
  if (!can(WRITE_ACTION.enableMfa)) return false;
  if (user.userId === current.id) return true;
  return user.isEditable && (!user.mfa || current.isSuperAdmin);
}

export const MFA_OFF_SUPER_ADMINS_ONLY =
  "Only a super admin may switch off another user's two-factor authentication.";

/** Why the switch is off for a user one may otherwise edit: only the rule above, or null. */
export function mfaSwitchNote(
  current: CurrentUser,
  user: Pick<UserDetail, 'userId' | 'isEditable' | 'mfa'>,
  can: Can,
): string | null {
  const othersOn = user.userId !== current.id && user.isEditable && user.mfa;
  return othersOn && can(WRITE_ACTION.enableMfa) && !current.isSuperAdmin
    ? MFA_OFF_SUPER_ADMINS_ONLY
    : null;
}

/**
 * The confirmation before switching two-factor authentication (spec b section 4). The spec gives
 * no text: these say what follows. Only one's own answers a QR code to scan now; another user
 * sets it up at their next sign-in.
 */
export function mfaConfirmText(on: boolean, self: boolean): string {
  if (!on) {
    return self
      ? 'Two-factor authentication will be turned off for your account. Continue?'
      : 'Two-factor authentication will be turned off for this user. Continue?';
  }
  return self
    ? 'You will scan a QR code with Google Authenticator and enter its 6-digit code. Continue?'
    : 'The user will have to set up Google Authenticator at next login. Continue?';
}
