import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../support/render';

// The carrier error mapping screens (spec c sections 2, 5, 6, 8) as a user meets them: the
// dashboard's unmapped filter from the URL, the create form's required fields, a failed example
// closing its modal, and read-only staff without any write control.

/** Aramex's one unmapped error: a list of one card draws fast under the modals. */
const ONE_CARD = 'carrier_id=17&error_code=not_mapped';

async function openList(path: string, login = 'superadmin') {
  await signIn(login);
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Carrier error mapping', level: 1 });
  const list = await screen.findByRole('list', { name: 'Carrier error mapping' });
  return { ...app, list };
}

const cardsOf = (list: HTMLElement) => within(list).getAllByRole('listitem');

describe('carrier error mapping screens', () => {
  it("the dashboard's link shows the unmapped errors of one carrier only", async () => {
    const { list } = await openList(
      '/admin/carrier_error_mapping?carrier_id=3&error_code=not_mapped',
    );
    const cards = cardsOf(list);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(within(card).getByText('Not mapped')).toBeInTheDocument();
      expect(card).toHaveAccessibleName(/^UPS v\d+: /);
    }
    // The folded panel's chips (or the open panel's fields) name the filters by their labels.
    expect(screen.getByRole('combobox', { name: 'Carrier' })).toHaveValue('UPS');
  });

  it('create asks for the carrier and the result error code; one version disables the select', async () => {
    const { list, user, router } = await openList(`/admin/carrier_error_mapping?${ONE_CARD}`);
    expect(cardsOf(list).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('link', { name: 'Create new' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create carrier error mapping' });
    expect(router.state.location.search).toMatchObject({ carrier_id: '17' });
    expect(within(dialog).getByRole('combobox', { name: 'Carrier version' })).toBeDisabled();

    await user.type(within(dialog).getByRole('textbox', { name: 'HTTP code' }), '42');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('Field is required')).toHaveLength(2);
    expect(within(dialog).getByRole('combobox', { name: 'Carrier' })).toBeInvalid();
    expect(
      within(dialog).getByText(/HTTP code must be a whole number from 100 to 599/),
    ).toBeInTheDocument();

    // Leaving the typed form asks first (spec c section 4).
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Warning!' });
    expect(
      within(confirm).getByText('Data was changed. Leave without saving ?'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/carrier_error_mapping'));
    expect(router.state.location.search).toMatchObject({ carrier_id: '17' });
  });

  it("edit from a link: the mapping found with no call for one, saved with the server's words", async () => {
    await signIn('superadmin');
    // Mapping 1002 is on the list's last page: not in the filtered list under the modal.
    const { router, user } = renderApp(`/admin/carrier_error_mapping/1002?${ONE_CARD}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit carrier error mapping' });
    expect(within(dialog).getByRole('textbox', { name: 'Carrier error pattern' })).toHaveValue(
      'Recipient phone number is invalid',
    );
    const message = within(dialog).getByRole('textbox', { name: 'Result error message' });
    await user.clear(message);
    await user.type(message, 'Check the phone number.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Carrier error mapping saved')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/carrier_error_mapping'));
    expect(router.state.location.search).toMatchObject({
      carrier_id: '17',
      error_code: 'not_mapped',
    });
  });

  it("a failed example says so and closes, back on the list's filters", async () => {
    await signIn('superadmin');
    const { router } = renderApp(`/admin/carrier_error_mapping/example/999999?${ONE_CARD}`);
    expect(await screen.findByText('Carrier error mapping not found', {})).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/carrier_error_mapping'));
    expect(router.state.location.search).toMatchObject({
      carrier_id: '17',
      error_code: 'not_mapped',
    });
    expect(screen.queryByRole('dialog', { name: 'Carrier error example' })).not.toBeInTheDocument();
  });

  it('read-only staff see the mappings and examples, but no create, edit or delete', async () => {
    const { list } = await openList('/admin/carrier_error_mapping', 'viewer');
    expect(within(list).getAllByRole('link', { name: /^Example of / }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Create new' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });
});
