import { Hono } from 'hono';
import {
  ManualManifestBodySchema,
  type ManualManifestServices,
  type ManualRunResult,
  ManualTrackingBodySchema,
  type ManualTrackingServices,
} from '../../../src/contract/manual-runs/manual-runs-schemas';
import type { ApiEnv } from '../../context';
import { readBody } from '../../http';
import { manifestServices, runManual, trackingServices } from './queries';

// Manual tracking and re-manifest (spec c sections 2-7; issue 16 section 6; decision 040). The
// services lists need the screen's read right; each run the area's write (rights.ts), so a
// read-only viewer opens the screens and runs nothing.

export const manualRunRoutes = new Hono<ApiEnv>()
  .get('/manual_tracking', (c) => {
    const body: ManualTrackingServices = trackingServices(c.var.db);
    return c.json(body);
  })
  .post('/manual_tracking/process', async (c) => {
    const request = await readBody(c, ManualTrackingBodySchema);
    const body: ManualRunResult = runManual(c.var.db, 'tracking', request);
    return c.json(body);
  })
  .get('/manual_manifest', (c) => {
    const body: ManualManifestServices = manifestServices(c.var.db);
    return c.json(body);
  })
  .post('/manual_manifest/process', async (c) => {
    const request = await readBody(c, ManualManifestBodySchema);
    const body: ManualRunResult = runManual(c.var.db, 'manifest', request);
    return c.json(body);
  });
