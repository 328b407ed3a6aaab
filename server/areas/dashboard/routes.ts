import { Hono } from 'hono';
import type {
  ErrorMapping,
  TrackingMapping,
} from '../../../src/contract/dashboard/dashboard-schemas';
import type { ApiEnv } from '../../context';
import { parseQueryOf } from '../../shared/list-query';
import { parcelsReport } from './parcels-report';
import { dashboardRequests, healthStatuses, unmappedSummary } from './queries';

// The dashboard widgets (spec a sections 2, 3, 7; decision 012). Who reads which: rights.ts.
// The parcels report is for everyone, a client counting only its own parcels.

export const dashboardRoutes = new Hono<ApiEnv>()
  .get('/dashboard/healthCheck', (c) => c.json(healthStatuses(c.var.db)))
  .get('/dashboard/errorMapping', (c) => {
    const body: ErrorMapping = unmappedSummary(c.var.db.unmappedErrors, c.var.db.carriers);
    return c.json(body);
  })
  .get('/dashboard/trackingMapping', (c) => {
    const { db } = c.var;
    const body: TrackingMapping = unmappedSummary(db.unmappedTrackingStatuses, db.carriers);
    return c.json(body);
  })
  .get('/dashboard/requests', (c) => c.json(dashboardRequests(c.var.db, parseQueryOf(c.req.url))))
  .get('/dashboard/parcelsStatistics', (c) =>
    c.json(parcelsReport(c.var.db, c.var.user, parseQueryOf(c.req.url))),
  );
