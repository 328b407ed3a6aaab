import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatEntryDate } from '@/features/billing-clients/billing-rules';
import { apiDb } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

// The billing clients screens as a super admin and as a client user (issue 17 section 2): the
// list opening a client, the billing model switched after the confirmation, a per-request price
// added and deleted, the profile's e-mail rows, and a client user kept to its own record.

const ownerId = () => apiDb().users.find((u) => u.login === 'client')!.id;

describe('billing clients as a super admin', () => {
  it('lists the clients and opens one with its breadcrumb and tabs', async () => {
    await signIn('superadmin');
    const { user, router } = renderApp('/admin/billing_clients?users[]=x');
    const open = await screen.findByRole('link', { name: 'Open Northwind Traders' });
    expect(router.state.location.search).toEqual({});
    const unconfigured = [...apiDb().billingAccounts.values()].find((a) => !a.configured)!;
    expect(screen.getByRole('link', { name: `Configure ${unconfigured.name}` })).toHaveAttribute(
      'href',
      `/admin/billing_clients/${unconfigured.userId}`,
    );
    await user.click(open);
    expect(await screen.findByRole('heading', { name: 'Northwind Traders', level: 1 }));
    expect(router.state.location.pathname).toBe(`/billing_clients/${ownerId()}`);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Configuration' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Billing conditions' })).toBeEnabled();
    expect(screen.getByRole('tab', { name: 'Notifications' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toBeEnabled();
  });

  it('adds an upcoming per-request price and deletes it after the warning', async () => {
    await signIn('superadmin');
    const { user } = renderApp(
      `/admin/billing_clients/${ownerId()}?tab_billing_client_view=conditions`,
    );
    await user.click(await screen.findByRole('button', { name: 'Prices of Create shipment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create shipment prices' });
    // Active and expired prices cannot change.
    const table = within(dialog).getByRole('table', { name: 'Prices of Create shipment' });
    const activeRow = within(table).getByText('active').closest('tr')!;
    expect(within(activeRow).getByRole('button', { name: /^Delete price/ })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Add new' }));
    const cost = within(dialog).getByRole('textbox', { name: 'Cost per req, EUR' });
    await user.type(cost, '1e3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Incorrect amount')).toBeInTheDocument();
    expect(within(dialog).getByText('Effective date is required')).toBeInTheDocument();

    const start = Math.floor(Date.now() / 3_600_000) * 3600 + 400 * 86_400;
    await user.clear(cost);
    await user.type(cost, '0.0375');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Effective date (UTC)' }), {
      target: { value: formatEntryDate(start) },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Price added', {})).toBeInTheDocument();
    const label = `Delete price from ${formatEntryDate(start)}`;
    const remove = await within(dialog).findByRole('button', { name: label });
    expect(within(remove.closest('tr')!).getByText('€0.0375')).toBeInTheDocument();

    await user.click(remove);
    expect(await screen.findByText('Price will be deleted. Continue?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Price deleted', {})).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: label })).toBeNull());
  });

  it('switches the billing model after the confirmation, keeping the other one', async () => {
    await signIn('superadmin');
    const { user } = renderApp(
      `/admin/billing_clients/${ownerId()}?tab_billing_client_view=conditions`,
    );
    await screen.findByRole('table', { name: 'Request prices' });
    await user.click(screen.getByRole('radio', { name: 'Per service' }));
    expect(await screen.findByText('Change billing type confirmation!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('radio', { name: 'Per request' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Per service' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Billing type changed', {})).toBeInTheDocument();
    const markups = await screen.findAllByRole('table', { name: /^Markups of / });
    const rows = markups.flatMap((table) => within(table).getAllByRole('row'));
    const upcoming = rows.find((row) => within(row).queryByText('upcoming'))!;
    const active = rows.find((row) => within(row).queryByText('active'))!;
    expect(within(active).getByRole('button', { name: /^Edit markup/ })).toBeDisabled();
    expect(within(active).getByRole('button', { name: /^Delete markup/ })).toBeDisabled();
    expect(within(upcoming).getByRole('button', { name: /^Edit markup/ })).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: 'Per request' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('table', { name: 'Request prices' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prices of Create shipment' })).toBeInTheDocument();
  });
});

describe('billing clients as the client user', () => {
  it('opens its own record from the list, read-only but for its e-mails', async () => {
    await signIn('client');
    const { user, router } = renderApp('/admin/billing_clients');
    expect(
      await screen.findByRole('heading', { name: 'Northwind Traders', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/billing_clients/${ownerId()}`);
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toBeDisabled();

    const profile = screen.getByRole('form', { name: 'Profile' });
    const rows = within(profile).getAllByRole('textbox', { name: /^E-mail \d/ });
    for (let i = rows.length; i > 1; i -= 1) {
      await user.click(within(profile).getByRole('button', { name: `Remove e-mail ${i}` }));
    }
    expect(within(profile).getByRole('button', { name: 'Remove e-mail 1' })).toBeDisabled();
    const email = within(profile).getByRole('textbox', { name: 'E-mail 1' });
    await user.clear(email);
    await user.type(email, 'ap@northwind');
    await user.click(within(profile).getByRole('button', { name: 'Save' }));
    expect(await within(profile).findByText('Email is not valid')).toBeInTheDocument();
    void router.navigate({ to: '/dashboard' });
    expect(await screen.findByText('Data was changed. Leave without saving ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(`/billing_clients/${ownerId()}`);
    await user.type(email, '.example.com');
    await user.click(within(profile).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Client profile saved', {})).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Billing conditions' }));
    expect(await screen.findByRole('table', { name: 'Request prices' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Per service' })).toBeDisabled();
    await user.click(screen.getAllByRole('button', { name: /^Prices of / })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Add new' })).toBeNull();
  });

  it("shows the error view, not another client's data, for another record", async () => {
    await signIn('client');
    const other = [...apiDb().billingAccounts.values()].find(
      (a) => a.userId !== ownerId() && a.configured,
    )!;
    renderApp(`/admin/billing_clients/${other.userId}`);
    expect(await screen.findByText("Can't get data from server!", {})).toBeInTheDocument();
    expect(screen.queryByText(other.name)).toBeNull();
    expect(screen.getByRole('tab', { name: 'Notifications' })).toBeDisabled();
  });

  it("asks 'Only numbers' of a notification's value and clears it when switched off", async () => {
    await signIn('client');
    const { user } = renderApp(
      `/admin/billing_clients/${ownerId()}?tab_billing_client_view=notifications`,
    );
    const form = await screen.findByRole('form', { name: 'Notifications' });
    const amount = within(form).getByRole('group', { name: 'Balance is below an amount' });
    const value = within(amount).getByRole('textbox', { name: 'Balance below' });
    await user.clear(value);
    await user.type(value, '1e3');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(amount).findByText('Only numbers')).toBeInTheDocument();
    await user.click(within(amount).getByRole('switch', { name: 'Active' }));
    expect(within(amount).queryByRole('textbox', { name: 'Balance below' })).toBeNull();
    const negative = within(form).getByRole('group', { name: 'Balance is negative' });
    expect(within(negative).queryByRole('textbox')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notifications saved', {})).toBeInTheDocument();
    const saved = apiDb()
      .billingClients.configs.get(ownerId())!
      .notifications.find((n) => n.type === 'low_balance_amount')!;
    expect(saved).toMatchObject({ active: false, period: null, conditionValue: null });
  });
});
