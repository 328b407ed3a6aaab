// Part of `npm run bench` (issue 12): the reference server's time for a page of the request log
// (about 147,000 requests), in process through `app.request`, so only the server is timed: the
// session and access checks, the filter, the page and its total, the JSON. Median of RUNS calls
// after one warm-up, plus the very first call of a fresh server, which builds the log and its
// side tables (decision 021). Alone: `npx tsx scripts/bench-request-log.ts` (no build needed).
import * as v from 'valibot';
import { createApp } from '../server/app';
import { isLargeRequest } from '../server/areas/requests-log/bodies';
import { endpointOf, requestIdOf } from '../server/areas/statistics/request-log';
import { RequestLogDetailSchema } from '../src/contract/requests-log/requests-log-schemas';
import {
  bodyPreview,
  prettyBody,
  requestDataText,
} from '../src/features/requests-log/request-body';

const RUNS = 25;
const BUDGET_MS = 50;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const round = (ms: number) => Math.round(ms * 10) / 10;

type Server = ReturnType<typeof createApp>;

async function signIn(server: Server, login: string) {
  const answer = await server.app.request('/admin/auth/login', {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
    body: JSON.stringify({ login, password: 'demo' }),
  });
  const cookie = (answer.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  const body = (await answer.json()) as { user: { headerIdentifier: string } };
  return {
    'X-Requested-With': 'XMLHttpRequest',
    'X-USER-IDENTIFIER': body.user.headerIdentifier,
    Cookie: cookie,
  };
}

async function timed(server: Server, headers: Record<string, string>, path: string) {
  const started = performance.now();
  const answer = await server.app.request(`/admin${path}`, { headers });
  await answer.arrayBuffer();
  const ms = performance.now() - started;
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
  return ms;
}

const PAGES: Array<[what: string, login: string, path: string]> = [
  [
    'server time for a filtered page of the log',
    'superadmin',
    '/requests_log?date_from=01-01-2026%2000:00:00&date_to=31-12-2026%2023:59:59' +
      '&http_response_codes[]=200&http_response_codes[]=500&request_method=POST' +
      '&uris[]=/parcels&ext_time=0.5&ext_time_type=ext_time&service_ids[]=0&service_ids[]=3' +
      '&user_ids[]=0&page=3&quantity=48',
  ],
  ['the first page, nothing filtered, with its total', 'staff', '/requests_log'],
  ["a client's own requests", 'client', '/requests_log?http_response_codes[]=200'],
  // A parcel's link: a whole request id is read back to its row, no index needed.
  ['a search by a whole request id', 'staff', `/requests_log?global_search=${requestIdOf(99_999)}`],
  ['a global search (index built)', 'staff', '/requests_log?global_search=1a2'],
  ['a health-check details page', 'staff', '/healthcheck/detail?label=UPS&status=0'],
];

export async function measureRequestLogServer() {
  const server = createApp();
  const superadmin = await signIn(server, 'superadmin');
  const firstCallMs = await timed(server, superadmin, PAGES[0]![2]);
  const headers = new Map<string, Record<string, string>>([['superadmin', superadmin]]);
  const rows = [];
  for (const [what, login, path] of PAGES) {
    if (!headers.has(login)) headers.set(login, await signIn(server, login));
    const as = headers.get(login)!;
    // The first call of each page builds what it reads first (e.g. the search index).
    const firstMs = await timed(server, as, path);
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await timed(server, as, path));
    rows.push({ what, medianMs: round(median(runs)), firstMs: round(firstMs), runs: RUNS });
  }
  rows.push({
    what: 'the first call of a fresh server (builds the log)',
    medianMs: round(firstCallMs),
    firstMs: round(firstCallMs),
    runs: 1,
  });
  return { rows, budgetMs: BUDGET_MS, rowsInLog: server.db.requestLog.rows().length };
}

/**
 * Opening a request of several MB (a bulk create of thousands of parcels): the server's answer,
 * and what the details modal does with it before it paints (parse and check the answer, pretty
 * JSON or not, the first part of each body, the 'Copy Request data' text). Medians of RUNS.
 */
export async function measureLargeRequest() {
  const server = createApp();
  const headers = await signIn(server, 'superadmin');
  const log = server.db.requestLog.rows();
  let index = 0;
  while (
    index < log.length &&
    !(endpointOf(log, index).uri === '/parcels/bulk' && isLargeRequest('/parcels/bulk', index + 1))
  )
    index += 1;
  if (index >= log.length) throw new Error('no large request in the seed');
  const path = `/admin/requests_log/details?id=${index + 1}`;
  const server_: number[] = [];
  const client: number[] = [];
  let bytes = 0;
  for (let i = 0; i <= RUNS; i += 1) {
    const started = performance.now();
    const answer = await server.app.request(path, { headers });
    const text = await answer.text();
    const answered = performance.now();
    const detail = v.parse(RequestLogDetailSchema, JSON.parse(text));
    const body = prettyBody(detail.request.body);
    bodyPreview(body);
    bodyPreview(prettyBody(detail.response.body));
    requestDataText(detail);
    const done = performance.now();
    bytes = detail.request.body?.length ?? 0;
    // The first run warms up (the log's tables, the JIT).
    if (i === 0) continue;
    server_.push(answered - started);
    client.push(done - answered);
  }
  return {
    requestId: index + 1,
    requestBodyBytes: bytes,
    serverMs: round(median(server_)),
    modalWorkMs: round(median(client)),
    runs: RUNS,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, budgetMs, rowsInLog } = await measureRequestLogServer();
  console.log(`Request log: ${rowsInLog} requests; budget ${budgetMs} ms a page`);
  console.table(rows);
  console.log('Opening a request of several MB:');
  console.table([await measureLargeRequest()]);
}
