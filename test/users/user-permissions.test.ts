import { describe, expect, it } from 'vitest';
import { ACTION, type AccessUrl } from '@/config/access-urls';
import { WRITE_ACTION } from '@/config/action-urls';
import type { CurrentUser } from '@/contract/session/session-schemas';
import {
  canLoginAsUser,
  canSwitchMfa,
  canToggleServices,
  loginAsRefusal,
  MFA_OFF_SUPER_ADMINS_ONLY,
  mfaConfirmText,
  mfaSwitchNote,
} from '@/features/users/user-permissions';

// Spec b section 6: who may toggle a user's services, log in as a user, switch its MFA.

const base: CurrentUser = {
  id: 10,
  login: 'me',
  role: 'staff',
  parentId: null,
  clientId: null,
  isSuperAdmin: false,
  canManageUsers: false,
  canManageOnlyGroup: false,
  accessLevel: 50,
};
const superAdmin = { ...base, role: 'super_admin', isSuperAdmin: true, canManageUsers: true };
const manager = { ...base, canManageUsers: true };
const groupManager = { ...base, canManageUsers: true, canManageOnlyGroup: true };
const viewer = base;
// A client group owner: group-limited, but no user management at all.
const clientOwner = { ...base, role: 'client', canManageOnlyGroup: true };

const granting =
  (...urls: AccessUrl[]) =>
  (url: AccessUrl) =>
    urls.includes(url);

describe('canToggleServices', () => {
  it.each([
    ['a super admin, for anyone and for oneself', superAdmin, [11, 10, null], true],
    ['a manager without the group limit', manager, [11, 10, null], true],
    ['a viewer, never', viewer, [11, 10, null], false],
    ['a client group owner, never', clientOwner, [11, 10, null], false],
  ] as const)('%s', (_, current, targets, expected) => {
    for (const target of targets) expect(canToggleServices(current, target)).toBe(expected);
  });

  it('lets a group-only manager toggle another user and a new one, not their own', () => {
    expect(canToggleServices(groupManager, 11)).toBe(true);
    expect(canToggleServices(groupManager, null)).toBe(true);
    expect(canToggleServices(groupManager, 10)).toBe(false);
  });
});

describe('canLoginAsUser', () => {
  const target = { userId: 11, status: 1 as const, role: 'staff' };
  const can = granting(ACTION.loginAs);

  it('offers an active, non-superadmin user other than oneself, with the permission', () => {
    expect(canLoginAsUser(manager, target, can)).toBe(true);
    expect(canLoginAsUser(manager, { ...target, role: 'client' }, can)).toBe(true);
  });

  it.each([
    ['without the permission', target, granting()],
    ['for an inactive user', { ...target, status: 0 as const }, can],
    ['for a super admin', { ...target, role: 'super_admin' }, can],
    ['for oneself', { ...target, userId: 10 }, can],
  ])('hides it %s', (_, user, access) => {
    expect(canLoginAsUser(superAdmin, user, access)).toBe(false);
  });

  it('refuses a user with MFA with the spec message, and nobody else', () => {
    expect(loginAsRefusal({ mfa: true })).toBe('User with MFA is not allowed');
    expect(loginAsRefusal({ mfa: false })).toBeNull();
  });
});

describe('canSwitchMfa', () => {
  const can = granting(WRITE_ACTION.enableMfa);
  const other = { userId: 11, isEditable: true, mfa: false };
  it('needs the permission, and an editable user or oneself', () => {
    expect(canSwitchMfa(manager, other, can)).toBe(true);
    expect(canSwitchMfa(viewer, { userId: 10, isEditable: false, mfa: false }, can)).toBe(true);
    expect(canSwitchMfa(manager, { ...other, isEditable: false }, can)).toBe(false);
    expect(canSwitchMfa(superAdmin, other, granting())).toBe(false);
  });

  it("offers switching another user's MFA off to super admins only; one's own to anyone", () => {
    const protectedUser = { ...other, mfa: true };
    expect(canSwitchMfa(manager, protectedUser, can)).toBe(false);
    expect(canSwitchMfa(groupManager, protectedUser, can)).toBe(false);
    expect(canSwitchMfa(superAdmin, protectedUser, can)).toBe(true);
    expect(canSwitchMfa(viewer, { userId: 10, isEditable: false, mfa: true }, can)).toBe(true);
    expect(canSwitchMfa(manager, { userId: 10, isEditable: true, mfa: true }, can)).toBe(true);
    expect(mfaSwitchNote(manager, protectedUser, can)).toBe(MFA_OFF_SUPER_ADMINS_ONLY);
    for (const [current, user] of [
      [superAdmin, protectedUser],
      [manager, other],
      [manager, { ...protectedUser, isEditable: false }],
      [manager, { ...protectedUser, userId: 10 }],
    ] as const)
      expect(mfaSwitchNote(current, user, can)).toBeNull();
  });

  it('warns differently for oneself (the QR code now) and another user (next login)', () => {
    expect(mfaConfirmText(true, true)).toMatch(/QR code/);
    expect(mfaConfirmText(true, false)).toMatch(/next login/);
    expect(mfaConfirmText(false, false)).toMatch(/turned off/);
  });
});
