import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../support/render';

// The pickup points screen (spec c sections 2 and 5) as a user meets it: the required service
// and user and the coordinates rule stop a search; a search in the URL runs on load and a point
// chosen in the list is the selected one.

/** Round Lyon, where DPD - Pickup has points. */
const LYON = 'country=FR&city=Lyon';

async function open(path: string) {
  await signIn('staff');
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Pickup points', level: 1 });
  const form = await screen.findByRole('form', { name: 'Pickup points search' });
  return { ...app, form };
}

describe('pickup points screen', () => {
  it('asks for the service and the user, and for both coordinates', async () => {
    const { user, form, router } = await open('/admin/pudo_points');
    expect(screen.getByText('Choose a service and a user, then search.')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Latitude' }), '45.76');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(within(form).getAllByText('Field is required')).toHaveLength(2);
    expect(within(form).getByText('Both coordinates required')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Longitude' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(router.state.location.search).toEqual({});
  });

  it('runs the search of the URL on load; a point chosen in the list is the selected one', async () => {
    await signIn('staff');
    const services = await import('../../server/areas/pudo-points/queries');
    const { createDb } = await import('../../server/data/db');
    const data = services.pudoPointsData(createDb());
    const dpd = Object.values(data.services).find((s) => s.name === 'DPD - Pickup')!;
    const login = data.service_users[dpd.id]![0]!;
    const { user, form, router } = await open(
      `/admin/pudo_points?service=${dpd.id}&user_id=${login.id}&is_test=1&${LYON}&credentials_key=default`,
    );
    expect(within(form).getByRole('combobox', { name: 'Service' })).toHaveValue('DPD - Pickup');
    expect(within(form).getByRole('radio', { name: 'Test' })).toBeChecked();
    const list = await screen.findByRole('list', { name: 'Pickup points' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(items[0]!).getByText('Monday')).toBeInTheDocument();
    await user.click(within(items[2]!).getAllByRole('button')[0]!);
    await waitFor(() => expect(items[2]).toHaveAttribute('aria-current', 'true'));
    expect(items.filter((item) => item.getAttribute('aria-current') === 'true')).toHaveLength(1);

    // A new search goes to the URL at once (nothing typed is left unsearched).
    const city = within(form).getByRole('textbox', { name: 'City' });
    await user.clear(city);
    await user.type(city, 'Marseille');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ city: 'Marseille' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
