import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { formatStatsDate } from '@/features/statistics/stats-format';
import {
  StatisticsFilterDataSchema,
  StatisticsGraphSchema,
  StatisticsTableSchema,
} from '@/contract/statistics/statistics-schemas';
import { statisticsSearchSchema } from '@/features/statistics/statistics-search';
import {
  type StatisticsFilter,
  statisticsFilter,
  statisticsTableQuery,
} from '@/features/statistics/statistics-filter';
import { api } from '@/lib/api/api-client';
import { parseSearch } from '@/lib/query-string';
import { apiServer, forward } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

// The statistics page against the reference server (MSW forwards to it); only the error states
// and a forced row without a user are answered here.

const PATH = '/admin/stats_requests';

async function openPage(path = PATH, login = 'superadmin') {
  await signIn(login);
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Statistics', level: 1 });
  return app;
}

const searchOf = (app: ReturnType<typeof renderApp>) =>
  app.router.state.location.search as Record<string, unknown>;

/** The filter the page sends for a URL search, default dates filled from today. */
const filterOf = (search = '') =>
  statisticsFilter(v.parse(statisticsSearchSchema, parseSearch(search)), new Date());

const graphFor = (filter: StatisticsFilter) =>
  api('stats_requests', StatisticsGraphSchema, { query: filter });
const tableFor = (search = '') =>
  api('stats_requests/get_table', StatisticsTableSchema, {
    query: statisticsTableQuery(v.parse(statisticsSearchSchema, parseSearch(search)), new Date()),
  });
const filterData = () => api('stats_requests/for_filter', StatisticsFilterDataSchema);

const count = (value: number) => value.toLocaleString('en-US');
const day = (date: string) => date.slice(0, 10);
const tile = (name: string) => screen.findByRole('link', { name: new RegExp(`^${name}: `) });
const hrefOf = (element: HTMLElement) => decodeURIComponent(element.getAttribute('href') ?? '');

type User = ReturnType<typeof renderApp>['user'];

async function choose(user: User, label: string, option: string) {
  const filters = screen.getByRole('form', { name: 'Filters' });
  await user.click(within(filters).getByRole('combobox', { name: label }));
  const listbox = await within(filters).findByRole('listbox', { name: label });
  await user.click(within(listbox).getByRole('option', { name: option }));
}

async function optionsOf(user: User, label: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox', { name: label });
  const names = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return names;
}

/** get_all_lists as the server answers it, with some lists replaced. */
function listsWith(patch: Record<string, unknown>) {
  return http.get('*/admin/main/get_all_lists', async ({ request }) => {
    const lists = (await (await forward(request)).json()) as Record<string, unknown>;
    return HttpResponse.json({ ...lists, ...patch });
  });
}

const failWith500 = (path: string) =>
  http.get(`*/admin/${path}`, () =>
    HttpResponse.json({ errors: [{ message: 'Statistics are down' }] }, { status: 500 }),
  );

type HappyWindow = { happyDOM: { setViewport: (size: { width: number }) => void } };
const setWidth = (width: number) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width });

describe('statistics page', () => {
  afterEach(() => {
    setWidth(1024);
    apiServer.events.removeAllListeners('request:start');
  });

  it("shows the default last 7 days (in the panel, not in the URL), the three tiles with grouped counts and percents linking to the request log, the graph's series named with the summary, and offers super admins 'No services' and 'No users' first", async () => {
    const app = await openPage();
    const filter = filterOf();
    const { summary } = await graphFor(filter);
    expect(summary.total).toBeGreaterThanOrEqual(1000);
    const total = await tile('Total');
    expect(total).toHaveTextContent(new RegExp(`^${count(summary.total)}$`));
    expect(total.textContent).toContain(',');
    expect(await tile('Success')).toHaveTextContent(
      `${count(summary.success.total)} (${summary.success.percent.toLocaleString('en-US', { maximumFractionDigits: 2 })}%)`,
    );
    expect(await tile('Failed')).toHaveTextContent(
      `${count(summary.error.total)} (${summary.error.percent.toLocaleString('en-US', { maximumFractionDigits: 2 })}%)`,
    );

    const dates = `date_from=${day(filter.date_from)} 00:00:00&date_to=${day(filter.date_to)} 23:59:59`;
    expect(hrefOf(total)).toBe(`/admin/requests_log?${dates}`);
    expect(hrefOf(await tile('Success'))).toBe(
      `/admin/requests_log?${dates}&http_response_codes[]=200&http_response_codes[]=207`,
    );
    expect(hrefOf(await tile('Failed'))).toBe(
      `/admin/requests_log?${dates}` +
        ['400', '401', '403', '404', '406', '429', '500']
          .map((code) => `&http_response_codes[]=${code}`)
          .join(''),
    );

    expect(app.router.state.location.href).toBe('/stats_requests');
    expect(screen.getByRole('button', { name: /^Date range/ })).toHaveTextContent(
      `${filter.date_from} – ${filter.date_to}`,
    );

    const graph = await graphFor(filter);
    const figure = await screen.findByRole('img', { name: /^Requests per day/ });
    expect(figure).toHaveAccessibleName(
      new RegExp(
        `${count(graph.summary.total)} total, ${count(graph.summary.success.total)} success`,
      ),
    );
    const series = screen.getByRole('list', { name: 'Series' });
    for (const column of graph.columns) {
      expect(within(series).getByText(column.name)).toBeInTheDocument();
      const description = graph.descriptions[column.key];
      if (description) expect(within(series).getByText(description)).toBeInTheDocument();
    }

    expect((await optionsOf(app.user, 'Services'))[0]).toBe('No services');
    expect((await optionsOf(app.user, 'Users'))[0]).toBe('No users');
  });

  it('carries the page filters into the tile links, and Discard goes back to the defaults, keeping the tab', async () => {
    const search =
      '?date_from=10-11-2026 06:00:00&date_to=12-11-2026 18:00:00' +
      '&user_ids[]=0&service_ids[]=0&request_types[]=/parcels' +
      '&statistics_per=week&page=3&tab_stats_view=table';
    const app = await openPage(`${PATH}${search}`);
    expect(hrefOf(await tile('Success'))).toBe(
      '/admin/requests_log?date_from=10-11-2026 00:00:00&date_to=12-11-2026 23:59:59' +
        '&user_ids[]=0&service_ids[]=0&request_types[]=/parcels' +
        '&http_response_codes[]=200&http_response_codes[]=207',
    );

    await app.user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(searchOf(app)).toEqual({ tab_stats_view: 'table' }));
  });

  it('shows the tile figures as text without access to the request log', async () => {
    await signIn('superadmin');
    apiServer.use(listsWith({ accessUrl: ['/dashboard', '/stats_requests'] }));
    renderApp(PATH);
    const totals = await screen.findByRole('list', { name: 'Totals' });
    expect(within(totals).getAllByRole('listitem')).toHaveLength(3);
    expect(within(totals).queryAllByRole('link')).toHaveLength(0);
    expect(totals).toHaveTextContent(/Total[\d,]+Success/);
  });

  it('applies a request type: the URL gets a bracket array and the counts follow', async () => {
    const app = await openPage();
    await tile('Total');
    const { requestType } = await filterData();
    const wanted = requestType[0]!;
    const expected = await graphFor({ ...filterOf(), request_types: [wanted.value] });
    const before = await graphFor(filterOf());
    expect(expected.summary.total).not.toBe(before.summary.total);

    await choose(app.user, 'Request type', wanted.name);
    expect(searchOf(app).request_types).toBeUndefined();
    await app.user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(decodeURIComponent(app.router.state.location.href)).toContain(
        `request_types[]=${wanted.value}`,
      ),
    );
    await waitFor(async () =>
      expect(await tile('Total')).toHaveTextContent(count(expected.summary.total)),
    );
    expect(hrefOf(await tile('Total'))).toContain(`&request_types[]=${wanted.value}`);
  });

  it("changes 'Statistics per' through the URL and the graph", async () => {
    const app = await openPage();
    expect(await screen.findByRole('img', { name: /^Requests per day from/ })).toBeInTheDocument();
    await choose(app.user, 'Statistics per', 'Week');
    await app.user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(searchOf(app).statistics_per).toBe('week'));
    expect(await screen.findByRole('img', { name: /^Requests per week from/ })).toBeInTheDocument();
  });

  it("offers no 'No services' or 'No users' to staff", async () => {
    const { user } = await openPage(PATH, 'staff');
    const services = await optionsOf(user, 'Services');
    const users = await optionsOf(user, 'Users');
    expect(services.length).toBeGreaterThan(0);
    expect(users.length).toBeGreaterThan(0);
    expect(services).not.toContain('No services');
    expect(users).not.toContain('No users');
  });

  it('hides the Users filter from a client (hideFilters.users)', async () => {
    await openPage(PATH, 'client');
    expect(screen.getByRole('combobox', { name: 'Services' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Users' })).toBeNull();
  });

  it('shows the error block when the graph fails', async () => {
    await signIn('superadmin');
    apiServer.use(failWith500('stats_requests'));
    renderApp(PATH);
    expect(await screen.findByText("Can't get data from server!")).toBeInTheDocument();
    expect(screen.getByText('Statistics are down')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Totals' })).toBeNull();
  });

  describe('table tab', () => {
    it('switches to the table through the URL and shows the rows (1400 px)', async () => {
      setWidth(1400);
      const sent: URL[] = [];
      const record = ({ request }: { request: Request }) => void sent.push(new URL(request.url));
      apiServer.events.on('request:start', record);
      const app = await openPage();
      await app.user.click(screen.getByRole('tab', { name: 'Table' }));
      await waitFor(() => expect(searchOf(app).tab_stats_view).toBe('table'));
      const table = await screen.findByRole('table', { name: 'Requests statistics' });
      const expected = await tableFor();
      expect(within(table).getAllByRole('row')).toHaveLength(expected.requests_list.length + 1);
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
      expect(headers).toEqual([
        'Date',
        'Request type',
        'URI',
        'User',
        'Services',
        'Avg ext time (ms)',
        'Avg inner time (ms)',
        'Avg outer time (ms)',
        'Requests total',
        'Requests success',
        'Requests error',
      ]);
      const first = expected.requests_list[0]!;
      const row = within(table).getAllByRole('row')[1]!;
      expect(row).toHaveTextContent(first.requestUri);
      expect(row).toHaveTextContent(count(first.requests.total));
      const link = within(row).getByRole('link', {
        name: new RegExp(`^${formatStatsDate(first.date)} `),
      });
      // Spec a section 9: dates as DD.MM.YYYY, never the raw DD-MM-YYYY.
      expect(link).toHaveTextContent(/^\d{2}\.\d{2}\.\d{4}/);
      const pairs = [
        `date_from=${day(first.date)} 00:00:00`,
        `date_to=${day(first.date)} 23:59:59`,
        `request_types[]=${first.requestType}`,
        `user_ids[]=${first.userId ?? 0}`,
        ...(first.serviceIds.length > 0 ? first.serviceIds : [0]).map(
          (id) => `service_ids[]=${id}`,
        ),
        'uri_strict_search=1',
      ];
      expect(hrefOf(link)).toBe(`/admin/requests_log?${pairs.join('&')}`);

      // The table's call carries the filter without statistics_per; the graph's carries it.
      const calls = (path: string) => sent.filter((url) => url.pathname === `/admin/${path}`);
      expect(calls('stats_requests/get_table').length).toBeGreaterThan(0);
      for (const url of calls('stats_requests/get_table')) {
        expect(url.searchParams.has('statistics_per')).toBe(false);
        expect(url.searchParams.get('page')).toBe('1');
        expect(url.searchParams.get('date_from')).toBe(filterOf().date_from);
      }
      expect(calls('stats_requests')[0]?.searchParams.get('statistics_per')).toBe('day');
    });

    it("shows 'NO USER' for a row without a user", async () => {
      setWidth(1400);
      const expected = await (async () => {
        await signIn('superadmin');
        return tableFor('?tab_stats_view=table');
      })();
      // Rows are forced so the test does not depend on the hour the demo data was seeded at.
      const [first, second] = expected.requests_list;
      const unknownUser = { ...first!, userId: 999_999, requestUri: 'GET /x' };
      const withoutUser = { ...second!, userId: null, requestUri: 'POST /webhook' };
      apiServer.use(
        http.get('*/admin/stats_requests/get_table', () =>
          HttpResponse.json({
            ...expected,
            requests_list: [unknownUser, withoutUser, ...expected.requests_list.slice(2)],
          }),
        ),
      );
      renderApp(`${PATH}?tab_stats_view=table`);
      const table = await screen.findByRole('table', { name: 'Requests statistics' });
      const rowOf = (uri: string) =>
        within(table)
          .getAllByRole('row')
          .find((row) => row.textContent?.includes(uri))!;
      expect(rowOf('GET /x')).toHaveTextContent('NO USER');
      expect(rowOf('POST /webhook')).toHaveTextContent('NO USER');
      // Its link opens the request log for 'No users', not for everyone.
      const link = within(rowOf('POST /webhook')).getByRole('link', {
        name: new RegExp(`^${formatStatsDate(withoutUser.date)} `),
      });
      expect(hrefOf(link)).toContain('&user_ids[]=0&');
    });

    it('shows the rows as cards below 1400 px', async () => {
      setWidth(1399);
      await openPage(`${PATH}?tab_stats_view=table`);
      const cards = await screen.findByRole('list', { name: 'Requests statistics' });
      expect(within(cards).getAllByRole('listitem').length).toBeGreaterThan(0);
      expect(screen.queryByRole('table', { name: 'Requests statistics' })).toBeNull();
    });

    it('pages forwards and back', async () => {
      setWidth(1400);
      const app = await openPage(`${PATH}?tab_stats_view=table&quantity=16`);
      const firstRow = async () =>
        within(await screen.findByRole('table', { name: 'Requests statistics' })).getAllByRole(
          'row',
        )[1]!.textContent;
      const page1 = await firstRow();
      const page2 = (await tableFor('?quantity=16&page=2')).requests_list[0]!;
      expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await app.user.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(searchOf(app).page).toBe('2'));
      await waitFor(async () => expect(await firstRow()).toContain(page2.requestUri));
      expect(await firstRow()).not.toBe(page1);
      expect(screen.getByText('Page 2')).toBeInTheDocument();
      await app.user.click(screen.getByRole('button', { name: 'Previous' }));
      await waitFor(async () => expect(await firstRow()).toBe(page1));
      expect(searchOf(app).page).toBeUndefined();
    });

    it('shows the error block when the table fails', async () => {
      await signIn('superadmin');
      apiServer.use(failWith500('stats_requests/get_table'));
      renderApp(`${PATH}?tab_stats_view=table`);
      expect(await screen.findByText("Can't get data from server!")).toBeInTheDocument();
      expect(screen.getByText('Statistics are down')).toBeInTheDocument();
      // The tiles come from the graph call, which still answers.
      expect(await screen.findByRole('list', { name: 'Totals' })).toBeInTheDocument();
    });

    it("says 'No results' when no row matches", async () => {
      await openPage(
        `${PATH}?tab_stats_view=table&date_from=01-01-2000 00:00:00&date_to=02-01-2000 23:59:59`,
      );
      expect(await screen.findByText('No results')).toBeInTheDocument();
    });
  });
});
