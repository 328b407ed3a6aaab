import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../support/render';

// A service's modal over the list (spec b section 2): its tabs by the spec's rules, its sidebar,
// closing with typed data, and who may change what (the writes: service-modal-writes.test.tsx).

async function open(path: string, login = 'superadmin') {
  await signIn(login);
  const app = renderApp(path);
  const dialog = await screen.findByRole('dialog', {});
  await within(dialog).findByRole('complementary', { name: 'Service details' });
  return { ...app, dialog };
}

const tabNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('service modal', () => {
  it('shows the tabs the service has, the default first, and the tab in the URL', async () => {
    const { dialog, user, router } = await open(
      '/admin/services/99?kind=pallet&tab_service_view=nonsense',
    );
    expect(dialog).toHaveAccessibleName('Pallet Geodis - Half Pallet');
    await waitFor(() =>
      expect(tabNames(dialog)).toEqual([
        'Credentials',
        'Barcode Ranges',
        'Default parcels settings',
      ]),
    );
    expect(within(dialog).getByRole('tab', { name: 'Credentials' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(within(dialog).getByRole('tab', { name: 'Barcode Ranges' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        kind: 'pallet',
        tab_service_view: 'barcode-ranges',
      }),
    );
    expect(router.state.location.pathname).toBe('/services/99');
  });

  it('says when a service has no tabs, and shows its facts in the sidebar', async () => {
    const { dialog } = await open('/admin/services/117?kind=return');
    expect(
      await within(dialog).findByText(
        'This service has no credentials, barcode ranges or default parcels settings.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryAllByRole('tab')).toHaveLength(0);
    const sidebar = within(dialog).getByRole('complementary', { name: 'Service details' });
    expect(within(sidebar).getByText('Service id').nextSibling).toHaveTextContent('117');
    expect(within(sidebar).getByText('Kind').nextSibling).toHaveTextContent('return');
    expect(within(sidebar).getByText('Type').nextSibling).toHaveTextContent('pudo');
    expect(within(sidebar).getByText('Carrier version').nextSibling).toHaveTextContent('v0');
    const flags = within(sidebar).getByRole('list', { name: 'Availability' });
    expect(within(flags).getAllByRole('listitem')).toHaveLength(4);
    expect(within(flags).getByText(/^Tracking: (available|not available)$/)).toBeInTheDocument();
    expect(within(sidebar).getByText('No maintenance windows')).toBeInTheDocument();
  });

  it('a service that cannot be loaded is said and the modal goes back to the list', async () => {
    await signIn('superadmin');
    const { router } = renderApp('/admin/services/999999?kind=return');
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
    expect(await screen.findByText('Failed')).toBeInTheDocument();
  });

  it('`create` explains that services come with deployments', async () => {
    await signIn('superadmin');
    renderApp('/admin/services/create?kind=return');
    const dialog = await screen.findByRole('dialog', { name: 'New service' });
    expect(within(dialog).getByText(/added by deployments/)).toBeInTheDocument();
  });

  it('asks before a form with typed data is closed', async () => {
    const { dialog, user, router } = await open(
      '/admin/services/99?kind=pallet&tab_service_view=barcode-ranges',
    );
    const panel = await within(dialog).findByRole('tabpanel', { name: 'Barcode Ranges' });
    await user.click(within(panel).getByRole('button', { name: 'Create new' }));
    const form = await screen.findByRole('dialog', { name: 'Create new barcode' });
    await user.type(within(form).getByRole('textbox', { name: 'Barcode group' }), 'typed');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Stay' }));
    expect(within(form).getByRole('textbox', { name: 'Barcode group' })).toHaveValue('typed');

    // Leaving the service (as its close button does) goes through the same question.
    void router.navigate({ to: '/services', search: { kind: 'pallet' } as never });
    expect(
      await screen.findByText('You have unsaved changes. Leave and lose them?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/services/99');
  });

  it('a read-only viewer sees no write controls', async () => {
    const { dialog } = await open(
      '/admin/services/33?quickSearch=PostNL&tab_service_view=barcode-ranges',
      'viewer',
    );
    const panel = await within(dialog).findByRole('tabpanel', { name: 'Barcode Ranges' });
    expect(within(panel).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('list', { name: 'Maintenance windows' })).toBeInTheDocument();
    for (const name of [
      /^Create new$/,
      /^Add maintenance$/,
      /^Choose logo$/,
      /^Delete maintenance/,
      /^Edit maintenance/,
    ]) {
      expect(within(dialog).queryByRole('button', { name })).toBeNull();
    }
    expect(within(dialog).queryByLabelText('Logo file')).toBeNull();
  });
});
