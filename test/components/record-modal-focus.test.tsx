import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiDb } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

// A record modal is a child route over its list: it mounts opened and unmounts on close, so
// Mantine's own focus return never ran and focus fell to <body> (issue 9).

async function openList(path: string, heading: string) {
  await signIn('superadmin');
  const app = renderApp(path);
  await screen.findByRole('heading', { name: heading, level: 1 });
  return app;
}

describe('focus after a record modal closes', () => {
  it('goes back to the parcel card link that opened it (keyboard, Escape)', async () => {
    const { user, router } = await openList('/admin/parcels', 'Parcels');
    const parcel = apiDb().parcels[1]!;
    const card = await screen.findByRole('listitem', { name: `Parcel ${parcel.tracking}` });
    const link = within(card).getByRole('link', { name: parcel.tracking });
    link.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: `Parcel ${parcel.tracking}` });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/parcels'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: `Parcel ${parcel.tracking}` })).getByRole(
          'link',
          { name: parcel.tracking },
        ),
      ).toHaveFocus(),
    );
  });

  it('goes back to the pallet card link after Cancel', async () => {
    const { user, router } = await openList('/admin/pallets', 'Pallets');
    const pallet = apiDb().pallets[2]!;
    const card = await screen.findByRole('listitem', { name: pallet.tracking_number });
    const link = within(card).getByRole('link', { name: pallet.tracking_number });
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: `Pallet ${pallet.tracking_number}` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pallets'));
    await waitFor(() => expect(link).toHaveFocus());
  });

  it("goes back to 'Create parcel' after the create form is cancelled", async () => {
    const { user, router } = await openList('/admin/parcels', 'Parcels');
    const create = screen.getByRole('link', { name: 'Create parcel' });
    await user.click(create);
    const dialog = await screen.findByRole('dialog', { name: 'Create parcel' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parcels'));
    await waitFor(() => expect(create).toHaveFocus());
  });

  it('opened by its URL, falls back to the link to the record in the list', async () => {
    const parcel = apiDb().parcels[0]!;
    const { user } = await openList(`/admin/parcels/${parcel.id}`, 'Parcels');
    const dialog = await screen.findByRole('dialog', { name: `Parcel ${parcel.tracking}` });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const card = await screen.findByRole('listitem', { name: `Parcel ${parcel.tracking}` });
    await waitFor(() =>
      expect(within(card).getByRole('link', { name: parcel.tracking })).toHaveFocus(),
    );
  });

  it('leaves focus alone when a link in the modal leads off the list', async () => {
    const parcel = apiDb().parcels.find((row) => row.palletId !== null)!;
    const { user, router } = await openList(`/admin/parcels/${parcel.id}`, 'Parcels');
    const dialog = await screen.findByRole('dialog', { name: `Parcel ${parcel.tracking}` });
    await user.click(within(dialog).getByRole('link', { name: `Pallet ${parcel.palletId}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/pallets/${parcel.palletId}`));
    const pallet = await screen.findByRole('dialog', { name: /^Pallet / });
    await waitFor(() => expect(pallet).toContainElement(document.activeElement as HTMLElement));
  });
});
