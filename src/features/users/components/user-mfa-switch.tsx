import type { UserDetail } from '../api/users-schemas';

// STUB written by the lead: the helper for the user modal's side tabs replaces this file.

export function UserMfaSwitch(props: { user: UserDetail }) {
  void props;
  return null;
}
