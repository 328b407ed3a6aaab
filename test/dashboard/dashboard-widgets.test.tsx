import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  ErrorMapping,
  HealthStatus,
  ParcelsReport,
} from '@/contract/dashboard/dashboard-schemas';
import {
  answer,
  DASHBOARD_ENDPOINTS as ENDPOINT,
  fail,
  openDashboard,
  spyOn,
  WIDGET_TITLES,
} from './dashboard-test-kit';

const region = (name: string) => screen.getByRole('region', { name });
const findRegion = (name: string) => screen.findByRole('region', { name });

/** The parcels widget, which everyone sees, has drawn its chart. */
async function parcelsLoaded() {
  const parcels = await findRegion('Parcels');
  await within(parcels).findByRole('img', { name: /^Parcels of the last 30 days by/ });
  return parcels;
}

describe('dashboard widgets by role and access', () => {
  it('shows a super admin all five widgets under the greeting', async () => {
    await openDashboard('superadmin');
    expect(screen.getByText(/, superadmin\.$/)).toBeInTheDocument();
    for (const title of WIDGET_TITLES) expect(await findRegion(title)).toBeInTheDocument();
    expect(
      await within(region('Health statuses')).findAllByRole('img', { name: /success rate/ }),
    ).not.toHaveLength(0);
    await within(region('Requests')).findByRole('table', { name: 'Requests by URI' });
    await parcelsLoaded();
  });

  it('shows staff the health and parcels widgets, not the super-admin ones', async () => {
    const errorCalls = spyOn(ENDPOINT.errorMapping);
    const requestCalls = spyOn(ENDPOINT.requests);
    await openDashboard('staff');
    await parcelsLoaded();
    expect(await findRegion('Health statuses')).toBeInTheDocument();
    for (const title of ['Unmapped carrier errors', 'Unmapped tracking statuses', 'Requests']) {
      expect(screen.queryByRole('region', { name: title })).not.toBeInTheDocument();
    }
    expect(errorCalls).toHaveLength(0);
    expect(requestCalls).toHaveLength(0);
  });

  it('shows a client without health-check access only the parcels widget', async () => {
    const healthCalls = spyOn(ENDPOINT.health);
    await openDashboard('client');
    await parcelsLoaded();
    for (const title of WIDGET_TITLES.filter((title) => title !== 'Parcels')) {
      expect(screen.queryByRole('region', { name: title })).not.toBeInTheDocument();
    }
    expect(healthCalls).toHaveLength(0);
  });
});

describe('each widget loads and fails on its own', () => {
  it('shows a failing widget its own error while the others render, and retries', async () => {
    const restore = fail(ENDPOINT.health);
    const { user } = await openDashboard('superadmin');
    const health = await findRegion('Health statuses');
    const alert = await within(health).findByRole('alert');
    expect(alert).toHaveTextContent("Can't get data from server!");
    expect(alert).toHaveTextContent('Dashboard is down');
    await parcelsLoaded();
    expect(await within(region('Requests')).findByRole('table')).toBeInTheDocument();
    expect(await within(region('Unmapped carrier errors')).findByText(/Total/)).toBeInTheDocument();

    restore();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(health).findAllByRole('img', { name: /success rate/ })).not.toHaveLength(0);
    expect(within(health).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says Can't get requests list when the requests fail", async () => {
    fail(ENDPOINT.requests);
    await openDashboard('superadmin');
    const requests = await findRegion('Requests');
    expect(await within(requests).findByRole('alert')).toHaveTextContent("Can't get requests list");
    // The choices stay usable, so the user can try another range.
    expect(within(requests).getByRole('combobox', { name: 'User' })).toBeEnabled();
    await parcelsLoaded();
  });
});

const status = (label: string, rate: number | null): HealthStatus => ({
  label,
  additional_label: 'tracking',
  total: 120,
  failed: 3,
  periodsData: { '600': { rate } },
});

describe('widget messages', () => {
  it("says 'No data found' for an empty health list, report and request graph", async () => {
    answer(ENDPOINT.health, []);
    answer(ENDPOINT.requests, { requests: [], uriData: [] });
    const empty: ParcelsReport = {
      reports_data: {
        report_data: [],
        columns: [],
        group_by_list: [{ value: 'service', name: 'Service' }],
        group_by: 'service',
      },
    };
    answer(ENDPOINT.parcels, empty);
    await openDashboard('superadmin');
    for (const title of ['Health statuses', 'Requests', 'Parcels']) {
      expect(await within(await findRegion(title)).findByText('No data found')).toBeVisible();
    }
  });

  it("says 'Everything is fine' when nothing is unmapped and every health check is green", async () => {
    const nothing: ErrorMapping = { total_unmapped: 0, mappings_data: [] };
    answer(ENDPOINT.errorMapping, nothing);
    answer(ENDPOINT.trackingMapping, nothing);
    answer(ENDPOINT.health, [status('DHL', 99), status('UPS', 75.5)]);
    await openDashboard('superadmin');
    for (const title of ['Unmapped carrier errors', 'Unmapped tracking statuses']) {
      const widget = await findRegion(title);
      expect(await within(widget).findByText('Everything is fine')).toBeVisible();
      expect(within(widget).queryByRole('link')).not.toBeInTheDocument();
    }
    const health = region('Health statuses');
    expect(await within(health).findByText('Everything is fine')).toBeVisible();
    expect(within(health).getAllByRole('listitem')).toHaveLength(2);
  });

  it('colours each health row by its last 600 s and keeps the message away when one is not green', async () => {
    answer(ENDPOINT.health, [
      status('Green', 80),
      status('Orange', 75),
      status('Red', 25),
      status('Grey', null),
    ]);
    await openDashboard('staff');
    const health = await findRegion('Health statuses');
    // The badge reads 'Last 10 min: <rate>', the prefix visually hidden.
    const badge = async (rate: string) => {
      const prefixes = await within(health).findAllByText('Last 10 min:');
      const badges = prefixes.map((prefix) => prefix.closest('.mantine-Badge-root')!);
      const found = badges.find((element) => element.textContent === `Last 10 min: ${rate}`);
      expect(found).toBeDefined();
      return found!;
    };
    expect(await badge('80%')).toHaveAttribute(
      'style',
      expect.stringContaining('--mantine-color-green'),
    );
    expect(await badge('75%')).toHaveAttribute(
      'style',
      expect.stringContaining('--mantine-color-orange'),
    );
    expect(await badge('25%')).toHaveAttribute(
      'style',
      expect.stringContaining('--mantine-color-red'),
    );
    expect(await badge('No data')).toHaveAttribute(
      'style',
      expect.stringContaining('--mantine-color-gray'),
    );
    expect(within(health).queryByText('Everything is fine')).not.toBeInTheDocument();
  });
});
