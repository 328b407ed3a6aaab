import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UserCredentialsTab } from '@/features/users/components/user-credentials-tab';
import { UserLoginAsButton } from '@/features/users/components/user-login-as-button';
import { UserServicesTab } from '@/features/users/components/user-services-tab';
import { apiDb, apiServer, resetApiSession } from '../support/api-server';
import { renderWithProviders, signIn } from '../support/render';
import { renderSidePart } from './side-harness';
import { userService } from './user-service-fixture';

// The user modal's side tabs (issue 14): service switches with search and bulk actions, the
// credentials masked until shown and never stored, and 'Login as user' refused for MFA users.

const posted: string[] = [];
beforeEach(() => {
  resetApiSession({ fresh: true });
  posted.length = 0;
  apiServer.events.on('request:start', ({ request }) => {
    if (request.method === 'POST') posted.push(new URL(request.url).pathname);
  });
});
afterEach(() => apiServer.events.removeAllListeners());

const service = userService;
const services = [
  service(1, 'UPS Express', 'UPS'),
  service(2, 'DHL Parcel', 'DHL'),
  service(3, 'UPS Standard', 'UPS'),
];

function Services({ disabled = false }: { disabled?: boolean }) {
  const [value, setValue] = useState([2]);
  return (
    <>
      <UserServicesTab services={services} value={value} onChange={setValue} disabled={disabled} />
      <output aria-label="ids">{value.join(',')}</output>
    </>
  );
}

describe('Available Services', () => {
  it('groups by carrier, filters by name, and switches the shown ones on and off', async () => {
    const { user } = renderWithProviders(<Services />);
    expect(within(screen.getByRole('region', { name: 'UPS' })).getAllByRole('switch')).toHaveLength(
      2,
    );
    expect(screen.getByRole('switch', { name: /DHL Parcel/ })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: /UPS Standard/ }));
    expect(screen.getByLabelText('ids')).toHaveTextContent('2,3');

    await user.type(screen.getByLabelText('Search services'), 'ups');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'DHL' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Enable all' }));
    expect(screen.getByLabelText('ids')).toHaveTextContent('2,3,1');
    await user.click(screen.getByRole('button', { name: 'Disable all' }));
    // Only the shown ones: DHL Parcel, filtered out, stays on.
    expect(screen.getByLabelText('ids')).toHaveTextContent(/^2$/);
  });

  it('greys every switch and bulk button when disabled', () => {
    renderWithProviders(<Services disabled />);
    for (const toggle of screen.getAllByRole('switch')) expect(toggle).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enable all' })).toBeDisabled();
  });
});

describe('Credentials', () => {
  it('masks every value until its Show, and keeps none on the device', async () => {
    const account = await signIn('superadmin');
    const owner = apiDb()
      .serviceArea.accounts.get(54)!
      .find((a) => a.credentials.default)!;
    const secret = owner.credentials.default!.api_key!.live;
    const { user } = await renderSidePart(account, owner.userId, (detail) => (
      <UserCredentialsTab userId={detail.userId} />
    ));
    const name = apiDb().services.find((s) => s.id === 54)!.name;
    const region = await screen.findByRole('region', { name });
    const key = within(region).getByRole('group', { name: 'Account default' });
    expect(document.body.textContent).not.toContain(secret);
    await user.click(within(key).getByRole('button', { name: /^Show live API key/ }));
    expect(within(key).getByText(secret)).toBeInTheDocument();
    await user.click(within(key).getByRole('button', { name: /^Hide live API key/ }));
    expect(document.body.textContent).not.toContain(secret);
    expect(JSON.stringify({ ...localStorage })).not.toContain(secret);
  });
});

describe('Login as user', () => {
  it('is refused for a user with MFA without asking the server', async () => {
    const account = await signIn('superadmin');
    const mfa = apiDb().users.find((u) => u.login === 'mfa')!;
    const { user } = await renderSidePart(account, mfa.id, (detail) => (
      <UserLoginAsButton user={detail} />
    ));
    await user.click(screen.getByRole('button', { name: 'Login as user' }));
    expect(screen.getByRole('alert')).toHaveTextContent('User with MFA is not allowed');
    expect(posted).not.toContain('/admin/auth/login_as');
  });
});
