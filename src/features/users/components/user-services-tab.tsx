import type { UserService } from '../api/users-schemas';

// STUB written by the lead: the helper for the user modal's side tabs replaces this file.

export function UserServicesTab(props: {
  services: UserService[];
  value: number[];
  onChange: (ids: number[]) => void;
  disabled: boolean;
}) {
  void props;
  return null;
}
