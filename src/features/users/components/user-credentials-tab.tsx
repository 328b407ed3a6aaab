// STUB written by the lead: the helper for the user modal's side tabs replaces this file.

export function UserCredentialsTab(props: { userId: number }) {
  void props;
  return null;
}
