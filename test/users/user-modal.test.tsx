import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../support/render';

// The user form's leave guard (spec b sections 2 and 4): a changed form asks before the close
// button or the browser's back takes it away; Stay keeps what was typed, Leave discards it.

const QUESTION = 'Data was changed. Leave without saving ?';

async function openBlocked() {
  await signIn('superadmin');
  const app = renderApp('/admin/users?search=blocked');
  const list = await screen.findByRole('list', { name: 'Users' });
  await app.user.click(within(list).getByRole('link', { name: 'blocked' }));
  const dialog = await screen.findByRole('dialog', { name: 'User blocked' });
  const email = await within(dialog).findByRole('textbox', { name: 'E-mail' });
  return { ...app, dialog, email };
}

async function answer(label: 'Leave' | 'Stay', user: ReturnType<typeof renderApp>['user']) {
  const confirm = await screen.findByRole('dialog', { name: 'Warning!' });
  expect(within(confirm).getByText(QUESTION)).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: label }));
}

describe('user modal leave guard', () => {
  // The browser's back goes through the browser's history, which the memory history of these
  // tests does not have: test/e2e/users.spec.ts presses it in Chromium.
  it('asks on Close and on a route change; Stay keeps the text, Leave discards it', async () => {
    const { dialog, email, user, router } = await openBlocked();
    await user.clear(email);
    await user.type(email, 'b@x.io');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await answer('Stay', user);
    expect(screen.getByRole('dialog', { name: 'User blocked' })).toBeInTheDocument();
    expect(email).toHaveValue('b@x.io');

    // Another tab of the same user loses nothing: no question.
    await user.click(within(dialog).getByRole('tab', { name: 'Api limits' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ tab_user_view: 'limits' }),
    );
    expect(screen.queryByText(QUESTION)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Main' }));

    void router.navigate({ to: '/dashboard' });
    await answer('Stay', user);
    expect(router.state.location.pathname).toMatch(/^\/users\/\d+$/);
    expect(email).toHaveValue('b@x.io');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answer('Leave', user);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'User blocked' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/users');
    expect(router.state.location.search).toMatchObject({ search: 'blocked' });
  });

  it('an unchanged form closes without a question', async () => {
    const { dialog, user } = await openBlocked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'User blocked' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(QUESTION)).not.toBeInTheDocument();
  });
});
