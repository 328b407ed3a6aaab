import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/lib/api/api-client';
import { ApiError } from '@/lib/api/api-error';
import type { Account } from '@/lib/session/accounts';
import { accountsStore } from '@/lib/session/accounts-store';
import { toAccount } from '@/lib/session/sign-in';
import {
  type LoginResponse,
  LoginResponseSchema,
  SuccessSchema,
} from '@/contract/auth/auth-schemas';

// Sign-in answers either an account or a need_mfa step (spec a section 4).
export type SignInResult =
  | { kind: 'signed-in'; account: Account }
  | { kind: 'mfa'; identifier: string; qrCodeUrl: string | undefined };

// The shared sign-in pieces (toAccount, completeSignIn, login-as) are in lib/session/sign-in.ts:
// the users feature opens another account the same way (issue 14).
export { completeSignIn, MFA_NOT_ALLOWED, useLoginAs } from '@/lib/session/sign-in';

function toResult(response: LoginResponse): SignInResult {
  if (response.need_mfa) {
    const identifier = response.user?.headerIdentifier;
    if (!identifier) throw new ApiError({ kind: 'no-account' }, 'login');
    return { kind: 'mfa', identifier, qrCodeUrl: response.qr_code_url };
  }
  return { kind: 'signed-in', account: toAccount(response) };
}

export function useLogin() {
  return useMutation({
    mutationFn: async (credentials: { login: string; password: string }) => {
      const response = await api('auth/login', LoginResponseSchema, {
        method: 'POST',
        body: credentials,
        identifier: null,
        context: 'login',
      });
      const result = toResult(response);
      return { result, response };
    },
  });
}

export function useLoginMfa() {
  return useMutation({
    mutationFn: async ({ identifier, code }: { identifier: string; code: string }) => {
      const response = await api('auth/login_mfa', LoginResponseSchema, {
        method: 'POST',
        body: { mfa_code: code },
        identifier,
        context: 'login',
      });
      return { account: toAccount(response), response };
    },
  });
}

/**
 * Sends the accounts' pending undoable writes (decision 028) before they sign out; without it
 * the leaving account's actions would be dropped with its data. A failure never blocks a logout.
 */
async function flushPendingOf(accountIds: readonly number[]): Promise<void> {
  try {
    const { pendingActions } = await import('@/lib/pending-actions/pending-actions');
    await Promise.all(accountIds.map((id) => pendingActions.flushAccount(id)));
  } catch {
    // Sent or not, the user asked to leave.
  }
}

// Leaving accounts take their cached data with them (app/account-data.ts listens to the store).
/** Signs one account out: its pending writes first, then the server, then the device. */
export async function logout(account: Account) {
  // Its undoable writes still in their delay are sent first, with its own identifier.
  await flushPendingOf([account.id]);
  // Signed out locally whatever the server says: the user asked to leave.
  await api('auth/logout', v.unknown(), {
    method: 'POST',
    identifier: account.headerIdentifier,
  }).catch(() => undefined);
  return accountsStore.remove(account.headerIdentifier);
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}

export async function logoutAll(): Promise<void> {
  await flushPendingOf(accountsStore.getState().accounts.map((account) => account.id));
  await api('auth/logoutAll', v.unknown(), { method: 'POST', identifier: null }).catch(
    () => undefined,
  );
  // The session is gone on the server too (decision 015); its print id leaves with its last
  // account (accounts-store.ts).
  accountsStore.clear();
  // Each leaving account takes its own data; this also sweeps any stray database or cache.
  await import('@/lib/offline/offline-cache').then(({ deleteAllCaches }) => deleteAllCaches());
}

export function useLogoutAll() {
  return useMutation({ mutationFn: logoutAll });
}

export function useActivation() {
  return useMutation({
    mutationFn: (body: { token: string; password: string; password_confirm: string }) =>
      api('activation', SuccessSchema, { method: 'POST', body, identifier: null }),
  });
}

export function useRecoveryRequest() {
  return useMutation({
    mutationFn: (body: { login: string }) =>
      api('recovery', SuccessSchema, { method: 'POST', body, identifier: null }),
  });
}

export function useRecoverySet() {
  return useMutation({
    mutationFn: (body: {
      user: string;
      token: string;
      password: string;
      password_confirm: string;
    }) => api('recovery', SuccessSchema, { method: 'POST', body, identifier: null }),
  });
}

export function usePasswordConfirm() {
  return useMutation({
    mutationFn: (body: { token: string; user: string }) =>
      api('password_confirm', SuccessSchema, { method: 'POST', body, identifier: null }),
  });
}
