import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mappingOverview } from '../../server/areas/tracking-mapping/queries';
import { apiDb, resetApiSession } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

// /tracking_mapping_overview as a mapping owner uses it (issue 15 section 1; decision 032): the
// URL's filters shape the matrix, and each count links to the list filtered to it.

beforeEach(() => resetApiSession({ fresh: true }));

async function open(path: string) {
  await signIn('superadmin');
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Tracking mapping overview', level: 1 });
  const table = await screen.findByRole('table', { name: 'Tracking statuses by carrier' });
  return { ...app, table };
}

describe('tracking mapping overview', () => {
  it('shows the carriers of the URL, most unmapped first, counts linking to the list', async () => {
    const all = mappingOverview(apiDb(), {} as never);
    const [first, second] = all.rows;
    const { table } = await open(
      `/admin/tracking_mapping_overview?carrier[]=${second!.carrierId}&carrier[]=${first!.carrierId}`,
    );
    const rows = within(table).getAllByRole('row');
    // Header, two carriers, totals.
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(first!.carrierName);
    expect(within(table).getAllByRole('columnheader')[1]).toHaveTextContent('Not mapped');

    const unmapped = within(table).getByRole('link', {
      name: `${first!.carrierName}, Not mapped: ${first!.unmapped}`,
    });
    expect(unmapped).toHaveAttribute(
      'href',
      `/admin/tracking_mapping?carrier=${first!.carrierId}&status=0`,
    );
    expect(
      within(table).getByRole('link', {
        name: `All carriers, Not mapped: ${first!.unmapped + second!.unmapped}`,
      }),
    ).toHaveAttribute(
      'href',
      `/admin/tracking_mapping?carrier[]=${second!.carrierId}&carrier[]=${first!.carrierId}&status=0`,
    );
  });

  it('narrows the columns to a category chosen in the filter, and keeps it in the URL', async () => {
    // One carrier: a small table draws fast in the test DOM.
    const [row] = mappingOverview(apiDb(), {} as never).rows;
    const { user, router, table } = await open(
      `/admin/tracking_mapping_overview?carrier[]=${row!.carrierId}`,
    );
    const before = within(table).getAllByRole('columnheader').length;
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Delivered' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        category: 'DELIVERED',
        carrier: [String(row!.carrierId)],
      }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Tracking statuses by carrier' }))
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual([
        'Carrier',
        'Not mapped',
        'Delivered',
        'Delivered to neighbour',
        'Picked up at service point',
        'Total',
      ]),
    );
    expect(before).toBeGreaterThan(6);
  });
});
