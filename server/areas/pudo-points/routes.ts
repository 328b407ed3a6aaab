import { Hono } from 'hono';
import type {
  PudoMap,
  PudoPointsData,
} from '../../../src/contract/pudo-points/pudo-points-schemas';
import type { ApiEnv } from '../../context';
import { parseQueryOf } from '../../shared/list-query';
import { pudoMap, pudoPointsData, pudoSearchOf } from './queries';

// Pickup points (spec c sections 2-7, issue 16 section 4): the services that offer them with
// their users, and the points near an address or coordinates. Both are reads of the screen's
// access URL (/pudo_points, the rights model, rights.ts).

export const pudoPointRoutes = new Hono<ApiEnv>()
  .get('/pudo_points', (c) => {
    const body: PudoPointsData = pudoPointsData(c.var.db);
    return c.json(body);
  })
  .get('/pudo_points/map', (c) => {
    const body: PudoMap = pudoMap(c.var.db, pudoSearchOf(parseQueryOf(c.req.url)));
    return c.json(body);
  });
