import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardRequests, ParcelsReport } from '@/contract/dashboard/dashboard-schemas';
import { apiDb } from '../support/api-server';
import {
  DASHBOARD_ENDPOINTS as ENDPOINT,
  drawCharts,
  openDashboard,
  spyOn,
} from './dashboard-test-kit';

const findRegion = (name: string) => screen.findByRole('region', { name });
const count = (value: number) => new Intl.NumberFormat('en-US').format(value);
/** The dashboard's URL query, as the address bar shows it. */
const searchOf = (app: Awaited<ReturnType<typeof openDashboard>>) => {
  const { pathname, searchStr } = app.router.state.location;
  expect(pathname).toBe('/dashboard');
  return Object.fromEntries(new URLSearchParams(searchStr));
};
const paramsOf = (call: { url: URL } | undefined) => Object.fromEntries(call!.url.searchParams);

describe('the requests widget', () => {
  it('asks for all users over 7 days, and shows the graph and the URI table', async () => {
    drawCharts();
    const calls = spyOn<DashboardRequests>(ENDPOINT.requests);
    await openDashboard('superadmin');
    const widget = await findRegion('Requests');
    const table = await within(widget).findByRole('table', { name: 'Requests by URI' });
    expect(paramsOf(calls[0])).toEqual({ days_range: '7' });
    const { uriData, requests } = calls[0]!.body;
    expect(uriData.length).toBeGreaterThan(0);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(uriData.length);
    expect(rows[0]).toHaveTextContent(`${uriData[0]!.uri}${count(uriData[0]!.requestsCount)}`);
    // 7 days of 600-s points: 168 h, so 3360-s buckets, rounded to 6 points: 168 bars of 1 h.
    expect(requests).toHaveLength(1008);
    const total = requests.reduce((sum, point) => sum + point.totalRequests, 0);
    const graph = within(widget).getByRole('img', { name: /^Requests over the last 7 days/ });
    expect(graph).toHaveAccessibleName(
      `Requests over the last 7 days: ${count(total)} in 168 bars of 1 h`,
    );
    expect(
      within(widget).getByText(`${count(total)} requests, one bar per 1 h (UTC)`),
    ).toBeVisible();
    // The chart code loads after the widget has painted.
    await waitFor(() =>
      expect(graph.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(168),
    );
    const bars = [...graph.querySelectorAll('.recharts-bar-rectangle path')];
    expect(Number(bars[0]!.getAttribute('width'))).toBeGreaterThan(0);
    expect(within(widget).getByRole('radio', { name: '7 days' })).toBeChecked();
  });

  it('keeps the user and days choice in the URL and sends them to the server', async () => {
    const calls = spyOn<DashboardRequests>(ENDPOINT.requests);
    const app = await openDashboard('superadmin');
    const widget = await findRegion('Requests');
    await within(widget).findByRole('table', { name: 'Requests by URI' });

    const client = apiDb().users.find((user) => user.login === 'client')!;
    const clientId = String(client.id);
    await app.user.click(within(widget).getByRole('combobox', { name: 'User' }));
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveTextContent('All users');
    await app.user.click(screen.getByRole('option', { name: client.name || client.login }));
    await waitFor(() => expect(searchOf(app)).toEqual({ user_id: clientId }));
    await waitFor(() =>
      expect(paramsOf(calls.at(-1))).toEqual({ days_range: '7', user_id: clientId }),
    );

    await app.user.click(within(widget).getByRole('radio', { name: '14 days' }));
    await waitFor(() => expect(searchOf(app)).toEqual({ days_range: '14', user_id: clientId }));
    await waitFor(() =>
      expect(paramsOf(calls.at(-1))).toEqual({ days_range: '14', user_id: clientId }),
    );

    await app.user.click(within(widget).getByRole('combobox', { name: 'User' }));
    await app.user.click(await screen.findByRole('option', { name: 'All users' }));
    await waitFor(() => expect(searchOf(app)).toEqual({ days_range: '14' }));
    await waitFor(() => expect(paramsOf(calls.at(-1))).toEqual({ days_range: '14' }));

    // Back to the defaults: nothing left in the URL. Their answer is still in the cache, asked
    // again only if it went stale meanwhile (how long the steps above took is the machine's).
    await app.user.click(within(widget).getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(searchOf(app)).toEqual({}));
    expect(calls.slice(4).map(paramsOf)).toEqual(calls.slice(4).map(() => paramsOf(calls[0])));
    expect(within(widget).getByRole('combobox', { name: 'User' })).toHaveValue('All users');
  });

  it('reads the choice from the URL, and falls back on garbage', async () => {
    const calls = spyOn(ENDPOINT.requests);
    const parcelCalls = spyOn(ENDPOINT.parcels);
    await openDashboard('superadmin', '/admin/dashboard?user_id=abc&days_range=99&group_by=x');
    const widget = await findRegion('Requests');
    await waitFor(() => expect(calls).not.toHaveLength(0));
    expect(paramsOf(calls[0])).toEqual({ days_range: '7' });
    expect(within(widget).getByRole('radio', { name: '7 days' })).toBeChecked();
    expect(within(widget).getByRole('combobox', { name: 'User' })).toHaveValue('All users');
    await waitFor(() => expect(parcelCalls).not.toHaveLength(0));
    expect(paramsOf(parcelCalls[0])).toEqual({ group_by: 'service', days_range: '30' });
  });

  it('opens on a one-day range with one bar per 600-s point', async () => {
    const calls = spyOn<DashboardRequests>(ENDPOINT.requests);
    await openDashboard('superadmin', '/admin/dashboard?days_range=1');
    const widget = await findRegion('Requests');
    const graph = await within(widget).findByRole('img', { name: /^Requests over the last 1 day/ });
    expect(paramsOf(calls[0])).toEqual({ days_range: '1' });
    expect(calls[0]!.body.requests).toHaveLength(144);
    expect(graph).toHaveAccessibleName(expect.stringContaining('in 144 bars of 10 min'));
  });
});

describe('the parcels widget', () => {
  it('shows the top 7 groups by count and sums the rest as Others', async () => {
    drawCharts();
    const calls = spyOn<ParcelsReport>(ENDPOINT.parcels);
    await openDashboard('superadmin');
    const widget = await findRegion('Parcels');
    const table = await within(widget).findByRole('table', { name: /^Parcels by/ });
    expect(paramsOf(calls[0])).toEqual({ group_by: 'service', days_range: '30' });
    const groups = [...calls[0]!.body.reports_data.report_data].sort((a, b) => b.count - a.count);
    expect(groups.length).toBeGreaterThan(7);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(8);
    groups.slice(0, 7).forEach((group, index) => {
      expect(rows[index]).toHaveTextContent(`${group.group}${count(group.count)}`);
    });
    const others = groups.slice(7).reduce((sum, group) => sum + group.count, 0);
    expect(rows[7]).toHaveTextContent(`Others${count(others)}`);
    // Others is told apart, under the bars, so the top 7 keep a readable scale.
    expect(
      within(widget).getByText(`Others (${groups.length - 7} more groups):`, { exact: false }),
    ).toHaveTextContent(`Others (${groups.length - 7} more groups): ${count(others)}`);
    // Spec a section 9: 50 px per row plus 100.
    const chart = within(widget).getByRole('img', { name: /^Parcels of the last 30 days/ });
    await waitFor(() =>
      expect(chart.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(7),
    );
    // 7 bars: 450 px, which Mantine writes in rem.
    expect(chart.firstElementChild?.getAttribute('style')).toContain('height: calc(28.125rem');
    // The figure's name still reads every group, Others with its sum.
    expect(chart).toHaveAccessibleName(expect.stringContaining(`Others ${count(others)}`));
    // Spec a section 9: each bar is half as thick as its row.
    const bars = [...chart.querySelectorAll('.recharts-bar-rectangle path')];
    expect(bars).toHaveLength(7);
    const thickness = Number(bars[0]!.getAttribute('height'));
    const row = Number(bars[1]!.getAttribute('y')) - Number(bars[0]!.getAttribute('y'));
    expect(Math.abs(thickness / row - 0.5)).toBeLessThan(0.01);
  });

  it('keeps the grouping in the URL; grouped by day, every day shows in date order', async () => {
    const calls = spyOn<ParcelsReport>(ENDPOINT.parcels);
    const app = await openDashboard('superadmin');
    const widget = await findRegion('Parcels');
    await within(widget).findByRole('table', { name: /^Parcels by/ });
    const dayName = calls[0]!.body.reports_data.group_by_list.find((o) => o.value === 'day')!.name;

    await app.user.click(within(widget).getByRole('combobox', { name: 'Group by' }));
    await app.user.click(await screen.findByRole('option', { name: dayName }));
    await waitFor(() => expect(searchOf(app)).toEqual({ group_by: 'day' }));
    await waitFor(() =>
      expect(paramsOf(calls.at(-1))).toEqual({ group_by: 'day', days_range: '30' }),
    );
    const table = await within(widget).findByRole('table', { name: `Parcels by ${dayName}` });
    const days = [...calls.at(-1)!.body.reports_data.report_data].map((row) => row.group).sort();
    expect(days.length).toBeGreaterThan(7);
    const shown = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.firstElementChild!.textContent);
    expect(shown).toEqual(days.map((day) => day.split('-').reverse().join('.')));
    expect(shown).not.toContain('Others');
  });
});
