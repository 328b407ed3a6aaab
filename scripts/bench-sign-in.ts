import type { Page } from '@playwright/test';

/**
 * Signs in through the API and leaves the account where the console looks for it, as
 * `openAs` does in the end-to-end tests (decision 041): a measure of a screen never pays the form.
 */
export async function signInByApi(page: Page, base: string, login: string): Promise<void> {
  const answer = await page.request.post(`${base}/admin/auth/login`, {
    data: { login, password: 'demo' },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (!answer.ok()) throw new Error(`${login} did not sign in`);
  const body = (await answer.json()) as {
    user: { id: number; login: string; headerIdentifier: string };
    session_id?: string;
  };
  const account = {
    id: body.user.id,
    login: body.user.login,
    headerIdentifier: body.user.headerIdentifier,
  };
  await page.addInitScript(
    ({ account, sessionId }) => {
      if (localStorage.getItem('activeAccounts')) return;
      localStorage.setItem('activeAccounts', JSON.stringify([account]));
      localStorage.setItem('lastActiveAccount', account.headerIdentifier);
      if (sessionId) localStorage.setItem('PHPSESSID', sessionId);
    },
    { account, sessionId: body.session_id },
  );
}
