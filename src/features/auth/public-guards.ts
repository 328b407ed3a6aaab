import { redirect } from '@tanstack/react-router';
import { accountsStore } from '@/lib/session/accounts-store';
import { logoutAll } from './api/auth-mutations';
import { safeReturnPath } from './auth-validation';

/** /login and /recover-password send a signed-in user back to where they were (spec c section 2). */
export function redirectWhenSignedIn(): void {
  const { current } = accountsStore.getState();
  if (current) {
    throw redirect({
      href: safeReturnPath(accountsStore.lastVisited(current)),
      replace: true,
    });
  }
}

/** Activation and recovery links sign every account out first (spec a section 2). */
export async function signOutEveryone() {
  if (accountsStore.getState().accounts.length === 0) return;
  await logoutAll();
}
