import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../support/render';

// /app/version as a super admin meets it (spec c sections 2 and 4): locked until the passphrase
// is accepted; then the commits with 'Latest commit', the search, and 'No commits found.'.

describe('app version screen', () => {
  it('refuses a wrong passphrase, then unlocks the commits and searches them', async () => {
    await signIn('superadmin');
    const { user } = renderApp('/admin/app/version');
    await screen.findByRole('heading', { name: 'App Version', level: 1 });
    expect(screen.queryByRole('region', { name: 'Commits' })).not.toBeInTheDocument();

    const passphrase = screen.getByLabelText(/^Passphrase/);
    await user.type(passphrase, 'guess');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Wrong passphrase', {})).toBeInTheDocument();

    await user.clear(passphrase);
    await user.type(passphrase, 'demo');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    const commits = await screen.findByRole('region', { name: 'Commits' });
    expect(screen.getByText('Latest commit')).toBeInTheDocument();
    expect(commits.querySelectorAll('[role="listitem"]').length).toBeGreaterThan(3);
    expect(screen.queryByLabelText(/^Passphrase/)).not.toBeInTheDocument();

    const search = screen.getByRole('textbox', { name: /Search commits/ });
    await user.type(search, 'Release');
    expect(await screen.findByText(/^\d+ found$/)).toBeInTheDocument();
    expect(screen.queryByText('Latest commit')).not.toBeInTheDocument();
    await user.click(search);
    await user.paste(' nothing-like-this');
    expect(await screen.findByText('No commits found.')).toBeInTheDocument();
  });
});
