import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { addDecimals, formatMoney } from '@/contract/money';
import { apiDb, apiServer } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

// /billing_operations as its users use it (spec c sections 2-9; issue 17; decisions 043, 047):
// a super admin chooses a client, adds income and sees the balance grow by exactly that amount,
// and filters one tab without touching the other; the client user sees its own balance and
// rows only, without the client filter or column; a failed first load is the error view.

async function open(login: string, path: string) {
  await signIn(login);
  return renderApp(path);
}

/** The demo client's billing id (its owner's user id) and its ledger. */
function northwind() {
  const db = apiDb();
  const client = db.users.find((u) => u.login === 'client')!;
  const account = [...db.billingAccounts.values()].find((a) => a.clientId === client.clientId)!;
  const ledger = db.billingOperations.ledgers().get(account.userId)!;
  return { id: account.userId, ledger, balance: () => ledger.entries.at(-1)!.balanceAfter };
}

describe('billing operations as a super admin', () => {
  it('chooses a client, adds income with the checks, and sees the balance grow by exactly it', async () => {
    const { user, router } = await open('superadmin', '/admin/billing_operations');
    await screen.findByRole('list', { name: 'Reports' });
    // No client chosen: every client's rows, no balance card.
    expect(screen.queryByRole('region', { name: 'Current balance' })).not.toBeInTheDocument();
    const own = northwind();

    await user.click(screen.getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Northwind Traders' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ client_id: String(own.id) }),
    );
    const card = await screen.findByRole('region', { name: 'Current balance' });
    const before = own.balance();
    expect(await within(card).findByText(formatMoney(before, 'EUR'), {})).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add income' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add income' });
    const amount = within(dialog).getByRole('textbox', { name: /^Amount, EUR/ });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Amount is required')).toBeInTheDocument();
    await user.type(amount, '1e3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Incorrect amount')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '100.25');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Income of €100.25 added to Northwind Traders', {}),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const after = addDecimals(before, '100.25');
    expect(own.balance()).toBe(after);
    expect(await within(card).findByText(formatMoney(after, 'EUR'), {})).toBeVisible();
    // The statement's newest row is the income, with the new balance after it.
    const first = within(await screen.findByRole('list', { name: 'Reports' })).getAllByRole(
      'listitem',
    )[0]!;
    await waitFor(() => expect(first).toHaveTextContent('Manual income'));
    expect(first).toHaveTextContent(formatMoney(after, 'EUR'));
  });

  it('filters reports by request and pages transactions, each leaving the other tab as it was', async () => {
    const transactions = 't_date_from=01-11-2026%2000:00:00&t_date_to=19-11-2026%2023:59:59';
    const { user, router } = await open('superadmin', `/admin/billing_operations?${transactions}`);
    const filter = await screen.findByRole('form', { name: 'Reports filter' });
    await user.click(within(filter).getByRole('combobox', { name: 'Request' }));
    await user.click(await screen.findByRole('option', { name: 'GET /tracking' }));
    await user.click(within(filter).getByRole('button', { name: 'Apply filter' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        request: ['GET /tracking'],
        t_date_from: '01-11-2026 00:00:00',
        t_date_to: '19-11-2026 23:59:59',
      }),
    );
    await waitFor(() => {
      const rows = within(screen.getByRole('list', { name: 'Reports' })).getAllByRole('listitem');
      for (const row of rows) expect(row).toHaveAccessibleName('Charge: GET /tracking');
    });
    // Every client's rows: the Client field shows.
    const [row] = within(screen.getByRole('list', { name: 'Reports' })).getAllByRole('listitem');
    expect(within(row!).getByText('Client')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Transactions logs' }));
    const list = await screen.findByRole('list', { name: 'Transactions logs' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(32);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Transactions pages' })).getByRole('button', {
        name: 'Next',
      }),
    );
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        tab: 'transactions',
        t_page: expect.stringMatching(/^2$/),
        request: ['GET /tracking'],
      }),
    );
    expect(router.state.location.search).not.toHaveProperty('r_page');
  });
});

describe('billing operations as the client user', () => {
  it('shows its own balance and rows, without the client filter or column', async () => {
    const own = northwind();
    const { user, router } = await open(
      'client',
      '/admin/billing_operations?tab=transactions&client_id=20',
    );
    const card = await screen.findByRole('region', { name: 'Current balance' });
    expect(await within(card).findByText(formatMoney(own.balance(), 'EUR'), {})).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add income' })).not.toBeInTheDocument();
    // Another client's id in the URL means nothing to a client user: it is dropped.
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('client_id'));

    const list = await screen.findByRole('list', { name: 'Transactions logs' });
    const rows = within(list).getAllByRole('listitem');
    // Per-request billing: URI and Quantity, no Service; never a Client.
    const withUri = rows.find((r) => within(r).queryByText('URI'))!;
    expect(withUri).toBeDefined();
    expect(within(list).queryAllByText('Service')).toHaveLength(0);
    expect(within(list).queryAllByText('Client')).toHaveLength(0);
    const detailed = own.ledger.entries.findLast((e) => e.info !== null)!;
    const toggle = await within(list).findByRole('button', {
      name: `Details of transaction ${detailed.id}`,
    });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(list).getByText(detailed.info!)).toBeVisible();
  });

  it('shows the error view when the first load fails', async () => {
    apiServer.use(
      http.get('*/admin/billing_operations/reports', () =>
        HttpResponse.json({ errors: [{ message: 'Down' }] }, { status: 500 }),
      ),
    );
    await open('client', '/admin/billing_operations');
    expect(await screen.findByText("Can't get data from server!", {})).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
