import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../support/render';

// Creating a parcel is a write of its own (issue 28, '/parcels/create_new'): reading the list
// does not grant it. The button, the palette's action and the create URL follow the access list.

async function openParcels(login: string, path = '/admin/parcels') {
  await signIn(login);
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Parcels', level: 1 });
  return app;
}

async function paletteOptions(user: ReturnType<typeof renderApp>['user']) {
  await user.keyboard('{Control>}k{/Control}');
  await screen.findByRole('dialog', { name: 'Command palette' });
  const listbox = screen.getByRole('listbox', { name: 'Results' });
  return within(listbox)
    .queryAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('who may create a parcel', () => {
  it('a read-only viewer reads parcels but is offered no way to create one', async () => {
    const { user } = await openParcels('viewer');
    expect(await screen.findByRole('list', { name: 'Parcels' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create parcel' })).toBeNull();
    expect(await paletteOptions(user)).not.toContainEqual(expect.stringMatching(/^Create parcel/));
  });

  it('the create URL leads a viewer back to the list, keeping its search', async () => {
    await signIn('viewer');
    const { router } = renderApp('/admin/parcels/create?mode=test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/parcels'));
    expect(router.state.location.search).toMatchObject({ mode: 'test' });
    await screen.findByRole('heading', { name: 'Parcels', level: 1 });
    expect(screen.queryByRole('dialog', { name: 'Create parcel' })).toBeNull();
  });

  it('staff with the create action gets the button, the palette action and the form', async () => {
    const { user, router } = await openParcels('staff');
    const button = await screen.findByRole('link', { name: 'Create parcel' });
    expect(await paletteOptions(user)).toContainEqual(expect.stringMatching(/^Create parcel/));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull(),
    );
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Create parcel' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/parcels/create');
  });
});
