import { Hono } from 'hono';
import type {
  RequestLogDetail,
  RequestLogFilterData,
  RequestLogPage,
} from '../../../src/contract/requests-log/requests-log-schemas';
import type { ApiEnv } from '../../context';
import { REQUEST_TYPES } from '../../data/lookups';
import { HttpFailure } from '../../http';
import { pagingOf, parseQueryOf } from '../../shared/list-query';
import { REQUEST_ENDPOINTS } from '../statistics/request-log';
import { detailOf, logContextOf, rowOf } from './detail';
import { codesOf, logFilterOf, pageOfLog } from './queries';
import { rowOfRequestId, searchedRows, searchIndexOf } from './search-index';
import { ownerTest } from '../../rights/visibility';

// The request log (spec b sections 2, 3, 7; decision 021) over the one seeded log the dashboard
// and the statistics count. A reader sees the requests its read right reaches (a client its own),
// and another's is 'not found', never 403.

export const requestsLogRoutes = new Hono<ApiEnv>()
  .get('/requests_log', (c) => {
    const query = parseQueryOf(c.req.url);
    const { db, user } = c.var;
    const context = logContextOf(db);
    const filter = logFilterOf(db, query, user, context.log);
    const index = () => searchIndexOf(context.log, db.services, db.carriers);
    const searched =
      filter.search === undefined ? undefined : searchedRows(context.log, filter.search, index);
    const { rows, hasMoreItems, total } = pageOfLog(
      context.log,
      context.ips,
      filter,
      pagingOf(query),
      searched,
    );
    const body: RequestLogPage = { items: rows.map((i) => rowOf(context, i)), hasMoreItems, total };
    return c.json(body);
  })
  .get('/requests_log/forFilter', (c) => {
    const body: RequestLogFilterData = {
      uriList: REQUEST_ENDPOINTS.map((e) => e.uri).sort(),
      codesList: codesOf(c.var.db.requestLog.rows()),
      requestType: REQUEST_TYPES,
    };
    return c.json(body);
  })
  .on('GET', ['/requests_log/details', '/requests_log/details/'], (c) => {
    const { db, user } = c.var;
    const raw = (c.req.query('id') ?? '').trim();
    const context = logContextOf(db);
    const { log } = context;
    // The row id, or the 24-hex request id other screens link with.
    const index = /^\d+$/.test(raw)
      ? Number(raw) - 1
      : rowOfRequestId(log, raw, () => searchIndexOf(log, db.services, db.carriers));
    const visible =
      index !== undefined &&
      index >= 0 &&
      index < log.length &&
      ownerTest(db, user, 'requests_log')(log.user[index] ?? null);
    if (!visible) throw new HttpFailure(404, [{ message: `Request ${raw} not found` }]);
    const body: RequestLogDetail = detailOf(context, index);
    return c.json(body);
  });
