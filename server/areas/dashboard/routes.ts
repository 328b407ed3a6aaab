import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type {
  ErrorMapping,
  TrackingMapping,
} from '../../../src/features/dashboard/api/dashboard-schemas';
import { type ApiEnv, requireAccess } from '../../context';
import { HttpFailure } from '../../http';
import { parseQueryOf } from '../../shared/list-query';
import { parcelsReport } from './parcels-report';
import { dashboardRequests, healthStatuses, unmappedSummary } from './queries';

// The dashboard widgets (spec a sections 2, 3, 7; decision 012). Health needs the health-check
// URL in the access list; the mapping and requests widgets are for super admins; the parcels
// report is for everyone, a client counting only its own parcels.

const superAdminOnly = createMiddleware<ApiEnv>(async (c, next) => {
  if (c.var.user.role !== 'super_admin') throw new HttpFailure(403, [{ message: 'Forbidden' }]);
  await next();
});

export const dashboardRoutes = new Hono<ApiEnv>()
  .get('/dashboard/healthCheck', requireAccess('/healthcheck'), (c) =>
    c.json(healthStatuses(c.var.db)),
  )
  .get('/dashboard/errorMapping', superAdminOnly, (c) => {
    const body: ErrorMapping = unmappedSummary(c.var.db.unmappedErrors, c.var.db.carriers);
    return c.json(body);
  })
  .get('/dashboard/trackingMapping', superAdminOnly, (c) => {
    const { db } = c.var;
    const body: TrackingMapping = unmappedSummary(db.unmappedTrackingStatuses, db.carriers);
    return c.json(body);
  })
  .get('/dashboard/requests', superAdminOnly, (c) =>
    c.json(dashboardRequests(c.var.db, parseQueryOf(c.req.url))),
  )
  .get('/dashboard/parcelsStatistics', (c) =>
    c.json(parcelsReport(c.var.db, c.var.user, parseQueryOf(c.req.url))),
  );
