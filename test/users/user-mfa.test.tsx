import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { UserMfaSwitch } from '@/features/users/components/user-mfa-switch';
import { apiDb, resetApiSession } from '../support/api-server';
import { recordPosts } from '../support/recorded-posts';
import { signIn } from '../support/render';
import { renderSidePart } from './side-harness';

// Two-factor authentication from the user modal (spec b section 4, issue 14): one's own, switched
// on after a confirmation, opens the setup modal whose six digits go by themselves; a wrong code
// shows the server's message and empties the boxes.

const posted = recordPosts();

beforeEach(() => resetApiSession({ fresh: true }));

describe('MFA setup', () => {
  it('asks first, shows the QR code, refuses a wrong code, then submits six digits itself', async () => {
    const account = await signIn('staff');
    const { user } = await renderSidePart(account, account.id, (detail) => (
      <UserMfaSwitch user={detail} />
    ));
    const toggle = screen.getByRole('switch', { name: /Two-factor authentication/ });
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeEnabled();
    expect(screen.getByText(/Google Authenticator only/)).toBeInTheDocument();

    // Cancelled: nothing is sent and the switch stays off.
    await user.click(toggle);
    const cancel = await screen.findByRole('dialog', { name: 'Warning!' });
    await user.click(within(cancel).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Warning!' })).toBeNull());
    expect(toggle).not.toBeChecked();
    expect(posted.some((p) => p.path === '/admin/users/enable_mfa')).toBe(false);

    await user.click(toggle);
    const confirm = await screen.findByRole('dialog', { name: 'Warning!' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    const setup = await screen.findByRole('dialog', { name: 'Set up two-factor authentication' });
    expect(posted).toContainEqual({
      path: '/admin/users/enable_mfa',
      body: { id: account.id, mfa: true },
    });
    expect(
      within(setup).getByRole('img', { name: 'QR code for Google Authenticator' }),
    ).toBeVisible();

    const first = within(setup).getByLabelText('Authentication code digit 1');
    await user.click(first);
    await user.keyboard('111111');
    expect(await within(setup).findByRole('alert')).toHaveTextContent('Wrong authentication code');
    expect(first).toHaveValue('');

    await user.click(first);
    await user.keyboard('123456');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Set up/ })).toBeNull());
    expect(posted.filter((p) => p.path === '/admin/users/save_mfa').map((p) => p.body)).toEqual([
      { mfa_code: '111111' },
      { mfa_code: '123456' },
    ]);
    expect(apiDb().users.find((u) => u.id === account.id)?.hasMfa).toBe(true);
    await waitFor(() => expect(toggle).toBeChecked());
  });

  // Issue 28 (F4): a user manager switched a peer's MFA off, then logged in as it.
  it("offers switching another user's MFA off to super admins only", async () => {
    const protectedId = apiDb().users.find((u) => u.login === 'mfa')!.id;
    const plain = apiDb().users.find((u) => u.login === 'inez.kshlerin')!;
    expect(plain.hasMfa).toBe(false);
    const staff = await signIn('staff');
    const peer = await renderSidePart(staff, protectedId, (detail) => (
      <UserMfaSwitch user={detail} />
    ));
    const locked = screen.getByRole('switch', { name: /Two-factor authentication/ });
    expect(locked).toBeChecked();
    expect(locked).toBeDisabled();
    expect(
      screen.getByText(
        "Only a super admin may switch off another user's two-factor authentication.",
      ),
    ).toBeInTheDocument();
    peer.unmount();

    // Switching it on for another user stays with the user managers.
    const other = await renderSidePart(staff, plain.id, (detail) => (
      <UserMfaSwitch user={detail} />
    ));
    expect(screen.getByRole('switch', { name: /Two-factor authentication/ })).toBeEnabled();
    other.unmount();

    resetApiSession();
    const admin = await signIn('superadmin');
    const { user } = await renderSidePart(admin, protectedId, (detail) => (
      <UserMfaSwitch user={detail} />
    ));
    const toggle = screen.getByRole('switch', { name: /Two-factor authentication/ });
    expect(toggle).toBeEnabled();
    await user.click(toggle);
    const confirm = await screen.findByRole('dialog', { name: 'Warning!' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(apiDb().users.find((u) => u.id === protectedId)?.hasMfa).toBe(false);
  });
});
