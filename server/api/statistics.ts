import { Hono } from 'hono';
import type {
  StatisticsFilterData,
  StatisticsGraph,
  StatisticsTable,
} from '../../src/features/statistics/api/statistics-schemas';
import type { ApiEnv } from '../context';
import { REQUEST_TYPES } from '../data/lookups';
import {
  list,
  numberSet,
  pageOf,
  pagingOf,
  parseFilterDate,
  parseQueryOf,
  type Query,
  text,
} from '../data/parcels-filter';
import { DAY } from '../data/parcels-random';
import type { RequestFilter } from '../data/request-log-query';
import {
  periodsOf,
  STATISTICS_PER,
  type StatisticsPer,
  statisticsGraph,
  statisticsTable,
} from '../data/request-log-stats';
import type { User } from '../data/users';
import { HttpFailure } from '../http';

// The statistics page (spec a sections 2, 7; decision 012) over the same request log as the
// dashboard. A client counts only its own requests; the 'No users' / 'No services' value 0 is a
// super admin's filter and is ignored for everyone else.

const GRAPH_GROUP_BY = STATISTICS_PER.map((value) => ({
  value,
  name: value[0]!.toUpperCase() + value.slice(1),
}));

function idFilter(query: Query, key: string, user: User): Set<number> | undefined {
  const ids = numberSet(query, key);
  if (ids && user.role !== 'super_admin') ids.delete(0);
  return ids && ids.size > 0 ? ids : undefined;
}

/** The filter query of spec a section 7; the dates default to the last 7 days of the data. */
function statisticsFilterOf(query: Query, user: User, now: number): RequestFilter {
  const today = Math.floor(now / DAY) * DAY;
  const from = parseFilterDate(text(query, 'date_from')) ?? today - 6 * DAY;
  const to = parseFilterDate(text(query, 'date_to')) ?? today + DAY - 1;
  if (from > to) {
    throw new HttpFailure(400, [{ message: 'Wrong date range', fields: ['date_from', 'date_to'] }]);
  }
  let userIds = idFilter(query, 'user_ids', user);
  if (user.role === 'client') {
    // Its own requests only: asking for other users narrows to nothing.
    userIds = new Set(!userIds || userIds.has(user.id) ? [user.id] : []);
  }
  const requestTypes = list(query, 'request_types');
  const mode = text(query, 'mode');
  return {
    from,
    to,
    userIds,
    serviceIds: idFilter(query, 'service_ids', user),
    requestTypes: requestTypes.length > 0 ? new Set(requestTypes) : undefined,
    codes: numberSet(query, 'http_response_codes'),
    mode: mode === 'live' || mode === 'test' ? mode : 'all',
  };
}

function statisticsPerOf(query: Query): StatisticsPer {
  const per = text(query, 'statistics_per');
  return STATISTICS_PER.find((p) => p === per) ?? 'day';
}

export const statisticsRoutes = new Hono<ApiEnv>()
  .get('/stats_requests/for_filter', (c) => {
    const body: StatisticsFilterData = {
      requestType: REQUEST_TYPES,
      graphGroupBy: GRAPH_GROUP_BY,
    };
    return c.json(body);
  })
  .get('/stats_requests', (c) => {
    const query = parseQueryOf(c.req.url);
    const log = c.var.db.requestLog.rows();
    const filter = statisticsFilterOf(query, c.var.user, log.now);
    const per = statisticsPerOf(query);
    const periods = periodsOf(filter.from, filter.to, per);
    if (!periods) {
      throw new HttpFailure(400, [
        { message: `Too many periods: choose a shorter date range or a longer 'Statistics per'` },
      ]);
    }
    const body: StatisticsGraph = statisticsGraph(log, filter, periods, per);
    return c.json(body);
  })
  .get('/stats_requests/get_table', (c) => {
    const query = parseQueryOf(c.req.url);
    const log = c.var.db.requestLog.rows();
    const rows = statisticsTable(log, statisticsFilterOf(query, c.var.user, log.now));
    const { items, hasMoreItems } = pageOf(rows, () => true, pagingOf(query));
    const body: StatisticsTable = { requests_list: items, hasMoreItems };
    return c.json(body);
  });
