import { Hono } from 'hono';
import type {
  StatisticsFilterData,
  StatisticsGraph,
  StatisticsTable,
} from '../../../src/contract/statistics/statistics-schemas';
import type { ApiEnv } from '../../context';
import { REQUEST_TYPES } from '../../data/lookups';
import { HttpFailure } from '../../http';
import { pageOf, pagingOf, parseQueryOf, type Query, text } from '../../shared/list-query';
import { statisticsFilterOf } from './queries';
import {
  periodsOf,
  STATISTICS_PER,
  type StatisticsPer,
  statisticsGraph,
  statisticsTable,
} from './stats';

// The statistics page (spec a sections 2, 7; decision 012) over the same request log as the
// dashboard; who counts which requests is decided in queries.ts.

const GRAPH_GROUP_BY = STATISTICS_PER.map((value) => ({
  value,
  name: value[0]!.toUpperCase() + value.slice(1),
}));

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
    const filter = statisticsFilterOf(c.var.db, query, c.var.user, log.now);
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
    const rows = statisticsTable(log, statisticsFilterOf(c.var.db, query, c.var.user, log.now));
    const { items, hasMoreItems, total } = pageOf(rows, () => true, pagingOf(query));
    const body: StatisticsTable = { requests_list: items, hasMoreItems, total };
    return c.json(body);
  });
