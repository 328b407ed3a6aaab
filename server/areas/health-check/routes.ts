import { Hono } from 'hono';
import type {
  HealthCard,
  HealthCheckDetail,
  HealthCheckPage,
} from '../../../src/contract/health-check/health-check-schemas';
import type { ApiEnv } from '../../context';
import { HttpFailure } from '../../http';
import { pagingOf, parseQueryOf, text } from '../../shared/list-query';
import { callsOf } from './calls';
import { checkFilterOf, findCheck, healthCards, healthCheckIdsOf, pageOfChecks } from './queries';
import { checkName } from './seed';

// The health-check screens (spec b sections 2, 3, 7; decision 021): the cards, the list of checks
// behind a card, and one check's carrier calls by its id or by its request. The whole area is
// behind the /healthcheck access URL (rights.ts): staff and super admins.

export const healthCheckRoutes = new Hono<ApiEnv>()
  .get('/healthcheck', (c) => {
    const body: HealthCard[] = healthCards(c.var.db.healthChecks.table());
    return c.json(body);
  })
  .get('/healthcheck/detail', (c) => {
    const query = parseQueryOf(c.req.url);
    const table = c.var.db.healthChecks.table();
    const logins = new Map(c.var.db.users.map((u) => [u.id, u.login]));
    const body: HealthCheckPage = pageOfChecks(
      table,
      checkFilterOf(query, table, c.var.user),
      pagingOf(query),
      logins,
    );
    return c.json(body);
  })
  .get('/healthcheck/getData', (c) => {
    const query = parseQueryOf(c.req.url);
    const table = c.var.db.healthChecks.table();
    const id = text(query, 'id');
    const requestId = text(query, 'request_id');
    const index = findCheck(table, id !== undefined ? { id } : { requestId });
    if (index === undefined) {
      // The modal's own empty-state text (spec b section 2).
      throw new HttpFailure(404, [
        { message: `There is no data about request with ID ${id ?? requestId ?? ''}` },
      ]);
    }
    const pair = table.pairs[table.pair[index]!]!;
    const request = table.request[index]!;
    const body: HealthCheckDetail = {
      id: index + 1,
      requestId: table.requestIds[index]!,
      requestsList: callsOf(table, index),
      label: pair.label,
      additionalLabel: pair.additional_label,
      status: String(table.ok[index]),
      date: table.time[index]!,
      user_id: table.user[index] === 0 ? null : table.user[index]!,
      healthCheckIds:
        request === 0
          ? { [String(index + 1)]: checkName(pair) }
          : healthCheckIdsOf(table, request - 1),
    };
    return c.json(body);
  });
