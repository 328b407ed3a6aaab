import type { CurrentUser } from '@/lib/session/session-schemas';

// STUB written by the lead: the helper for the user modal's side tabs replaces this file.

/**
 * Spec b section 6: service access toggles are disabled unless the signed-in user manages users
 * (users, user_groups or superadmin access), or is a group-limited manager editing another user.
 */
export function canToggleServices(current: CurrentUser, targetId: number | null): boolean {
  void current;
  void targetId;
  return false;
}
