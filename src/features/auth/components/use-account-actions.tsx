import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { confirmAction } from '@/lib/confirm';
import { notifyFailure } from '@/lib/notify';
import type { Account } from '@/lib/session/accounts';
import { accountsStore } from '@/lib/session/accounts-store';
import { useOpenSignedIn } from '@/lib/session/sign-in';
import { useLogout, useLogoutAll } from '../api/auth-mutations';
import type { LoginResponse } from '@/contract/auth/auth-schemas';

export const LOGOUT_CONFIRM = {
  title: 'Warning!',
  text: 'You are going to logout. Continue?',
  confirmLabel: 'Logout',
  cancelLabel: 'Stay',
} as const;

export type AccountModal = 'add' | 'login-as' | null;

/** Everything the account dropdown (and its narrow-screen twin) can do. */
export function useAccountActions() {
  const router = useRouter();
  const logout = useLogout();
  const logoutAll = useLogoutAll();
  const openSignedIn = useOpenSignedIn();
  const [modal, setModal] = useState<AccountModal>(null);

  const afterAccountChange = (next: Account | null) => {
    if (next) void router.invalidate();
    else void router.navigate({ to: '/login', replace: true });
  };

  return {
    modal,
    setModal,
    switchTo(account: Account) {
      accountsStore.switchTo(account.headerIdentifier);
      void router.invalidate();
    },
    /** A newly signed-in account (added or logged in as) becomes current behind the overlay. */
    signedIn(account: Account, response: LoginResponse) {
      setModal(null);
      openSignedIn(account, response);
    },
    async logout(account: Account) {
      if (!(await confirmAction(LOGOUT_CONFIRM))) return;
      logout.mutate(account, { onSuccess: afterAccountChange, onError: notifyFailure });
    },
    async logoutAll() {
      const ok = await confirmAction({
        ...LOGOUT_CONFIRM,
        text: 'You are going to logout of all accounts. Continue?',
        confirmLabel: 'Logout all',
      });
      if (!ok) return;
      logoutAll.mutate(undefined, { onSuccess: () => afterAccountChange(null) });
    },
  };
}
