import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { api } from '../api/api-client';
import { ApiError } from '../api/api-error';
import type { Account } from './accounts';
import { accountsStore, STORAGE_KEYS } from './accounts-store';
import { type LoginResponse, LoginResponseSchema } from '@/contract/session/sign-in-schemas';

// Signing an account in and acting as another user (spec a sections 4 and 6). In lib because two
// features do it: the account menu (auth) and the user modal's 'Login as user' (users, issue 14);
// one flow, so both open the other account behind the same 'Switching user...' overlay.

/** Spec b section 6: login-as is refused for users with two-factor authentication. */
export const MFA_NOT_ALLOWED = 'User with MFA is not allowed';

export function toAccount(response: LoginResponse): Account {
  if (!response.user) throw new ApiError({ kind: 'no-account' }, 'login');
  const { id, login, email, headerIdentifier } = response.user;
  return { id, login, email, headerIdentifier };
}

/** Makes a signed-in account current and keeps the print-link session id (spec a section 7). */
export function completeSignIn(
  account: Account,
  response: LoginResponse,
  options: { switching?: boolean } = {},
): void {
  if (response.session_id) localStorage.setItem(STORAGE_KEYS.printSession, response.session_id);
  accountsStore.add(account, options);
}

/** POST /auth/login_as: the other user's account, to be opened with `useOpenSignedIn`. */
export function useLoginAs() {
  return useMutation({
    mutationFn: async (userId: number) => {
      const response = await api('auth/login_as', LoginResponseSchema, {
        method: 'POST',
        body: { userId },
      });
      if (response.need_mfa) throw new Error(MFA_NOT_ALLOWED);
      return { account: toAccount(response), response };
    },
  });
}

/**
 * A newly signed-in account (added or logged in as) becomes current behind the switching overlay
 * (routes/_app.tsx); the router reloads for it, and a page it may not open gives way to its
 * dashboard.
 */
export function useOpenSignedIn() {
  const router = useRouter();
  return (account: Account, response: LoginResponse) => {
    completeSignIn(account, response, { switching: true });
    void router.invalidate();
  };
}
