import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiDb } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

// /manual_tracking as staff use it (issue 16 section 6): a run of 10,000 numbers answers with
// both groups and renders only the rows in view; the exclusive options; typed numbers ask before
// they are left.

async function open() {
  await signIn('staff');
  const app = renderApp('/admin/manual_tracking');
  await screen.findByRole('heading', { name: 'Manual tracking', level: 1 });
  return app;
}

describe('manual tracking page', () => {
  it('runs 10,000 numbers and shows each group with only the rows in view', async () => {
    const { user } = await open();
    const db = apiDb();
    const client = db.users.find((u) => u.login === 'client')!;
    const parcel = db.parcels.find(
      (p) => p.userId === client.id && !db.manualRuns.carrierRefusals.has(p.id),
    )!;
    const carrier = db.carriers.find((c) => c.id === parcel.carrierId)!;

    await user.click(screen.getByRole('combobox', { name: 'Carrier' }));
    await user.click(screen.getByRole('option', { name: new RegExp(`^${carrier.name}`) }));
    // One change event rather than a keystroke each: the list has hundreds of users.
    const userSelect = screen.getByRole('combobox', { name: 'User' });
    await user.click(userSelect);
    fireEvent.change(userSelect, { target: { value: 'client' } });
    await user.click(screen.getAllByRole('option', { name: /^client – / })[0]!);
    const numbers = Array.from({ length: 9_999 }, (_, i) => `QQ${String(i).padStart(8, '0')}`);
    fireEvent.change(screen.getByRole('textbox', { name: 'Tracking numbers' }), {
      target: { value: [parcel.tracking, ...numbers].join('\n') },
    });
    expect(await screen.findByText(/10000 to run\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run' }));

    const errors = await screen.findByRole('region', { name: 'Errors' });
    const notFound = within(errors).getByRole('article', { name: 'Tracking number not found' });
    expect(within(notFound).getByText('9999')).toBeInTheDocument();
    const rows = within(
      within(notFound).getByRole('region', {
        name: 'Tracking numbers: Tracking number not found',
      }),
    ).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(60);
    expect(rows[0]).toHaveTextContent('QQ00000000');
    const success = screen.getByRole('region', { name: 'Success' });
    expect(
      within(success).getByRole('article', { name: 'Tracking events reprocessed' }),
    ).toHaveTextContent(parcel.tracking);
  });

  it('keeps reset and delete exclusive, and asks before typed numbers are left', async () => {
    const { user, router } = await open();
    const reset = screen.getByRole('checkbox', { name: 'Reset parcel status' });
    await user.click(screen.getByRole('checkbox', { name: 'Delete tracking events' }));
    expect(reset).toBeDisabled();
    expect(screen.getByPlaceholderText('Choose a carrier first')).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Delete tracking events' }));
    expect(reset).toBeEnabled();
    expect(screen.queryByPlaceholderText('Choose a carrier first')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Tracking numbers' }), 'AB123456');
    void router.navigate({ to: '/dashboard' });
    const question = await screen.findByText('Data was changed. Leave without saving ?');
    expect(question).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/manual_tracking');
  });
});
