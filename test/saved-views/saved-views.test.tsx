import Dexie from 'dexie';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, deleteAccountCache } from '@/lib/offline/offline-cache';
import { renderApp, signIn } from '../support/render';

// Saved views of a kit list (issue 18 §4, decision 051), on the users list as a user meets them:
// saved with the filters, the table and its columns and the folded panel, kept per account on
// the device, reopened after a reload and from another state, renamed, deleted.

type HappyWindow = { happyDOM: { setViewport: (size: { width: number; height: number }) => void } };
const wide = () =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width: 1400, height: 900 });

async function openUsers(path = '/admin/users') {
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Users', level: 1 });
  await screen.findByRole('form', { name: 'Filters' });
  return app;
}

const chips = () => screen.getByRole('list', { name: 'Saved views' });
const chip = (name: string) => within(chips()).getByRole('button', { name });
const findChip = async (name: string) =>
  within(await screen.findByRole('list', { name: 'Saved views' })).findByRole('button', { name });
const filtersToggle = () =>
  within(screen.getByRole('form', { name: 'Filters' })).getByRole('button', { name: /^Filters/ });
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

async function saveView(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: 'Save view' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save current view' });
  const field = within(dialog).getByRole('textbox', { name: /View name/ });
  await user.clear(field);
  if (name) await user.paste(name);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

/** Saves the current view under a valid name: the dialog closes, the chip shows. */
async function saveNew(user: ReturnType<typeof renderApp>['user'], name: string) {
  await saveView(user, name);
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Save current view' })).toBeNull(),
  );
  return findChip(name.trim());
}

async function chipAction(
  user: ReturnType<typeof renderApp>['user'],
  name: string,
  action: string,
) {
  await user.click(within(chips()).getByRole('button', { name: `Actions of view ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('saved views', () => {
  it('saves the filters, table, columns and folded panel, and reopens them after a reload', async () => {
    wide();
    await signIn('superadmin');
    const first = await openUsers('/admin/users?search=adm');
    const { user, router } = first;

    // The table without its E-mail column, the panel folded.
    await user.click(screen.getByRole('radio', { name: 'Table' }));
    await user.click(await screen.findByRole('button', { name: /^Columns/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'E-mail' }));
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(headers(table)).not.toContain('E-mail');
    await user.keyboard('{Escape}');
    await user.click(filtersToggle());

    expect(await saveNew(user, '  Admins  ')).toHaveAttribute('aria-current', 'true');

    // Another state: another filter, cards, panel open, every column: the view is not current.
    await user.click(screen.getByRole('radio', { name: 'Cards' }));
    await user.click(filtersToggle());
    await router.navigate({ to: '/users', search: { search: 'client', page: 2 } } as never);
    await waitFor(() => expect(chip('Admins')).not.toHaveAttribute('aria-current'));
    localStorage.removeItem('usersListColumns');
    first.unmount();

    // A reload: the chip is read back from the device and opens the whole view.
    const second = await openUsers('/admin/users?search=client&page=2');
    await second.user.click(await findChip('Admins'));
    await waitFor(() => expect(second.router.state.location.href).toBe('/users?search=adm'));
    const reopened = await screen.findByRole('table', { name: 'Users' });
    expect(headers(reopened)).not.toContain('E-mail');
    expect(headers(reopened)).toContain('Login');
    expect(filtersToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(chip('Admins')).toHaveAttribute('aria-current', 'true');
  });

  it('says why a name cannot be used and saves nothing', async () => {
    await signIn('superadmin');
    const { user } = await openUsers();
    await saveNew(user, 'Mine');

    let dialog = await saveView(user, '');
    expect(within(dialog).getByText('Enter a name for the view')).toBeInTheDocument();
    dialog = await saveView(user, ` mine `);
    expect(
      within(dialog).getByText('This list already has a view named "Mine"'),
    ).toBeInTheDocument();
    dialog = await saveView(user, 'x'.repeat(41));
    expect(within(dialog).getByText('A view name has at most 40 characters')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /View name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(chips()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('renames and, once confirmed, deletes a view', async () => {
    await signIn('superadmin');
    const { user } = await openUsers();
    await saveNew(user, 'First');
    await saveNew(user, 'Second');
    expect(within(chips()).getAllByRole('listitem')).toHaveLength(2);

    await chipAction(user, 'First', 'Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename view' });
    const field = within(dialog).getByRole('textbox', { name: /View name/ });
    expect(field).toHaveValue('First');
    await user.clear(field);
    await user.paste('Second');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(
      within(dialog).getByText('This list already has a view named "Second"'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.paste('Renamed');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(chips()).findByRole('button', { name: 'Renamed' })).toBeInTheDocument();

    // Cancelling the confirmation keeps the view.
    await chipAction(user, 'Renamed', 'Delete');
    let confirm = await screen.findByRole('dialog', { name: 'Delete view' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(chip('Renamed')).toBeInTheDocument();

    await chipAction(user, 'Renamed', 'Delete');
    confirm = await screen.findByRole('dialog', { name: 'Delete view' });
    expect(confirm).toHaveTextContent('Delete the view "Renamed" of this list?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(chips()).queryByRole('button', { name: 'Renamed' })).toBeNull(),
    );
    expect(chip('Second')).toBeInTheDocument();
  });

  it('updates a view with the current state', async () => {
    await signIn('superadmin');
    const { user, router } = await openUsers('/admin/users?search=adm');
    expect(await saveNew(user, 'By login')).toHaveAttribute('aria-current', 'true');
    await router.navigate({ to: '/users', search: { search: 'client' } } as never);
    await waitFor(() => expect(chip('By login')).not.toHaveAttribute('aria-current'));
    await chipAction(user, 'By login', 'Update with current');
    await waitFor(() => expect(chip('By login')).toHaveAttribute('aria-current', 'true'));
    await router.navigate({ to: '/users', search: {} } as never);
    await waitFor(() => expect(chip('By login')).not.toHaveAttribute('aria-current'));
    await user.click(chip('By login'));
    await waitFor(() => expect(router.state.location.href).toBe('/users?search=client'));
  });

  it('keeps views per account, and they leave with the account', async () => {
    const admin = await signIn('superadmin');
    const first = await openUsers();
    await saveNew(first.user, 'Admin view');
    first.unmount();

    // Another account signed in on this device sees none of them.
    const other = await signIn('teamlead');
    const second = await openUsers();
    expect(screen.queryByRole('list', { name: 'Saved views' })).toBeNull();
    await saveNew(second.user, 'Lead view');
    expect(within(chips()).queryByRole('button', { name: 'Admin view' })).toBeNull();
    second.unmount();

    // The account's removal (logout) deletes its database, views with it; the other keeps its.
    // Nothing reopens a signed-out account's database (decision 056): it is gone from the device.
    await deleteAccountCache(admin);
    expect(await Dexie.getDatabaseNames()).not.toContain(`console-cache-user-${admin.id}`);
    expect(() => db(admin)).toThrow();
    expect(await db(other).views.count()).toBe(1);
  });

  it('ignores a damaged view and opens one whose filters are no longer valid with defaults', async () => {
    const account = await signIn('superadmin');
    const base = {
      list: 'users',
      view: 'cards',
      filtersOpen: true,
      hiddenColumns: [],
      createdAt: 1,
      updatedAt: 1,
    };
    await db(account).views.bulkPut([
      { id: 'broken', list: 'users', name: 'Broken', view: 'grid' },
      { ...base, id: 'old', name: 'Old filters', search: { search: { nested: 1 }, mode: 'odd' } },
    ]);
    const { user, router } = await openUsers('/admin/users?search=adm&page=3');
    await user.click(await findChip('Old filters'));
    // Page 1, no search, the default mode: all stripped from the URL as defaults.
    await waitFor(() => expect(router.state.location.href).toBe('/users'));
    expect(router.state.location.search).toEqual({});
    expect(within(chips()).queryByRole('button', { name: 'Broken' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Users', level: 1 })).toBeInTheDocument();
  });
});

describe('the column chooser', () => {
  it('hides a column, kept per list, and never the last one', async () => {
    wide();
    localStorage.setItem('usersListView', 'table');
    await signIn('superadmin');
    const { user } = await openUsers();
    await user.click(await screen.findByRole('button', { name: /^Columns/ }));
    const group = await screen.findByRole('group', { name: 'Shown columns' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual(boxes.map(() => true));
    await user.click(within(group).getByRole('checkbox', { name: 'MFA' }));
    expect(headers(screen.getByRole('table', { name: 'Users' }))).not.toContain('MFA');
    expect(JSON.parse(localStorage.getItem('usersListColumns')!)).toEqual(['MFA']);
    expect(screen.getByRole('button', { name: /^Columns/ })).toHaveTextContent(
      `Columns (${boxes.length - 1}/${boxes.length})`,
    );

    // Every other column off: the last one shown cannot be unchecked.
    for (const box of boxes.slice(1)) if ((box as HTMLInputElement).checked) await user.click(box);
    expect(headers(screen.getByRole('table', { name: 'Users' }))).toEqual(['Id']);
    expect(boxes[0]).toBeDisabled();
    expect(boxes[0]).toBeChecked();
  });
});
