import { Hono } from 'hono';
import {
  CreateTrackingMappingBodySchema,
  DeleteTrackingMappingBodySchema,
  SaveTrackingStatusBodySchema,
  type TrackingMappingAddData,
  type TrackingMappingFilterData,
  type TrackingMappingOverviewFilterData,
} from '../../../src/contract/tracking-mapping/tracking-mapping-schemas';
import type { ApiEnv } from '../../context';
import { readBody } from '../../http';
import { parseQueryOf } from '../../shared/list-query';
import {
  mappingCsv,
  mappingOverview,
  mappingPage,
  statusOptions,
  trackedCarriers,
} from './queries';
import { createMapping, deleteMapping, saveStatus } from './writes';

// Tracking mapping (spec c sections 2-7; decision 029). Reads need /tracking_mapping, the
// overview's /tracking_mapping_overview (its own screen), each write its own action URL
// (the rights model, rights.ts).

export const trackingMappingRoutes = new Hono<ApiEnv>()
  .get('/tracking_mapping', (c) => c.json(mappingPage(c.var.db, parseQueryOf(c.req.url))))
  .get('/tracking_mapping/forFilter', (c) => {
    const { db } = c.var;
    const body: TrackingMappingFilterData = {
      carriers: trackedCarriers(db),
      statuses: statusOptions(db),
    };
    return c.json(body);
  })
  .get('/tracking_mapping/forAdd', (c) => {
    const body: TrackingMappingAddData = { carriers: trackedCarriers(c.var.db) };
    return c.json(body);
  })
  .get('/tracking_mapping/download_csv', (c) =>
    c.json(mappingCsv(c.var.db, parseQueryOf(c.req.url))),
  )
  .get('/tracking_mapping/overview', (c) =>
    c.json(mappingOverview(c.var.db, parseQueryOf(c.req.url))),
  )
  .get('/tracking_mapping/forFilterOverview', (c) => {
    const { db } = c.var;
    const body: TrackingMappingOverviewFilterData = {
      carriers: trackedCarriers(db),
      categories: db.trackingCategories,
    };
    return c.json(body);
  })
  .post('/tracking_mapping/save', async (c) =>
    c.json(saveStatus(c.var.db, await readBody(c, SaveTrackingStatusBodySchema))),
  )
  .post('/tracking_mapping/create', async (c) =>
    c.json(createMapping(c.var.db, await readBody(c, CreateTrackingMappingBodySchema))),
  )
  .post('/tracking_mapping/delete', async (c) => {
    const { id } = await readBody(c, DeleteTrackingMappingBodySchema);
    return c.json(deleteMapping(c.var.db, id));
  });
