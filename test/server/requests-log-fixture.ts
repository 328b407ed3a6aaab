import * as v from 'valibot';
import { expect } from 'vitest';
import { createApp } from '../../server/app';
import { ipColumnOf, ipPool } from '../../server/areas/requests-log/seed';
import { endpointOf } from '../../server/areas/statistics/request-log';
import { createDb } from '../../server/data/db';
import {
  RequestLogDetailSchema,
  RequestLogPageSchema,
} from '@/contract/requests-log/requests-log-schemas';
import { stringifyQuery } from '../../src/lib/query-string';
import { signedInAs } from './api-client';

// The request log's tests (requests-log*.test.ts) over their own server: the clock pinned to
// Monday 23 November 2026, 11:00 UTC, and a plain walk over the seeded log's columns to check
// the server's answers against.

export const DAY = 86_400;
export const NOW = Date.UTC(2026, 10, 23, 11) / 1000;

const pad = (n: number) => String(n).padStart(2, '0');
/** 'DD-MM-YYYY HH:mm:ss' in UTC, the filter format. */
export const filterDate = (unix: number) => {
  const d = new Date(unix * 1000);
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()} ${pad(
    d.getUTCHours(),
  )}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};

/** A freshly seeded server of the file's own, and the helpers that read it. */
export function requestsLogFixture() {
  const server = createApp({ db: createDb({ now: NOW * 1000 }) });
  const { db } = server;
  const log = db.requestLog.rows();
  const ips = ipColumnOf(log, db.services);
  const ipOf = (i: number) => ipPool().ips[ips[i]!]!;
  const idOf = (login: string) => db.users.find((u) => u.login === login)!.id;
  const CLIENT = idOf('client');

  const sessions = new Map<string, Awaited<ReturnType<typeof signedInAs>>>();
  async function as(login: string) {
    if (!sessions.has(login)) sessions.set(login, await signedInAs(server, login));
    return sessions.get(login)!;
  }

  /** One page of the list, parsed with the console's schema; the query as the console writes it. */
  async function page(query: Record<string, unknown> | string, login = 'superadmin') {
    const search = typeof query === 'string' ? query : stringifyQuery(query);
    const answer = await (await as(login)).get(`/requests_log?${search}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return v.parse(RequestLogPageSchema, answer.body);
  }

  /** What a filter should give: the passing rows, newest first (a plain walk, no server code). */
  function expected(keep: (i: number) => boolean, pageNo = 1) {
    const ids: number[] = [];
    let total = 0;
    for (let i = log.length - 1; i >= 0; i -= 1) {
      if (!keep(i)) continue;
      total += 1;
      if (total > (pageNo - 1) * 32 && ids.length < 32) ids.push(i + 1);
    }
    return { total, ids };
  }

  async function expectFilter(
    query: Record<string, unknown> | string,
    keep: (i: number) => boolean,
    login = 'superadmin',
  ) {
    const body = await page(query, login);
    const want = expected(keep);
    expect(body.total).toBe(want.total);
    expect(body.items.map((row) => row.id)).toEqual(want.ids);
    expect(body.hasMoreItems).toBe(want.total > 32);
    return want.total;
  }

  const uriOf = (i: number) => endpointOf(log, i).uri;

  /** The newest row of an endpoint that passes `keep`. */
  function newest(uri: string, keep: (i: number) => boolean = () => true): number {
    for (let i = log.length - 1; i >= 0; i -= 1) if (uriOf(i) === uri && keep(i)) return i;
    throw new Error(`no ${uri} row`);
  }

  async function details(id: number | string) {
    const answer = await (await as('superadmin')).get(`/requests_log/details/?id=${id}`);
    expect(answer.status, JSON.stringify(answer.body).slice(0, 200)).toBe(200);
    return v.parse(RequestLogDetailSchema, answer.body);
  }

  return {
    server,
    db,
    log,
    ips,
    ipOf,
    CLIENT,
    as,
    page,
    expected,
    expectFilter,
    uriOf,
    newest,
    details,
  };
}
