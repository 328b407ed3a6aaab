import { Hono } from 'hono';
import {
  type CarrierErrorCsv,
  type CarrierErrorExample,
  type CarrierErrorFilterData,
  type CarrierErrorList,
  type CarrierErrorMessage,
  DeleteCarrierErrorBodySchema,
  type SaveCarrierErrorAnswer,
  SaveCarrierErrorBodySchema,
} from '../../../src/contract/carrier-error-mapping/carrier-error-mapping-schemas';
import type { ApiEnv } from '../../context';
import { readBody } from '../../http';
import { pagingOf, parseQueryOf } from '../../shared/list-query';
import {
  carrierErrorCsv,
  carrierErrorExample,
  carrierErrorFilterData,
  carrierErrorFilterOf,
  carrierErrorList,
  deleteCarrierError,
  saveCarrierError,
} from './queries';

// Carrier error mapping (spec c sections 2-7): the list, its filters' choices, the CSV, a
// mapping's example, and the save and delete. Reading needs the screen's access URL
// (/carrier_error_mapping); each write its own action URL (the rights model, rights.ts).

export const carrierErrorRoutes = new Hono<ApiEnv>()
  .get('/carrier_errors', (c) => {
    const query = parseQueryOf(c.req.url);
    const body: CarrierErrorList = carrierErrorList(
      c.var.db,
      carrierErrorFilterOf(query),
      pagingOf(query),
    );
    return c.json(body);
  })
  .get('/carrier_errors/forFilter', (c) => {
    const body: CarrierErrorFilterData = carrierErrorFilterData(c.var.db);
    return c.json(body);
  })
  .get('/carrier_errors/download_csv', (c) => {
    const query = parseQueryOf(c.req.url);
    const body: CarrierErrorCsv = carrierErrorCsv(c.var.db, carrierErrorFilterOf(query));
    return c.json(body);
  })
  .get('/carrier_errors/get_example', (c) => {
    const body: CarrierErrorExample = carrierErrorExample(c.var.db, c.req.query('id'));
    return c.json(body);
  })
  .post('/carrier_errors/save', async (c) => {
    const input = await readBody(c, SaveCarrierErrorBodySchema);
    const body: SaveCarrierErrorAnswer = saveCarrierError(c.var.db, input);
    return c.json(body);
  })
  .post('/carrier_errors/delete', async (c) => {
    const { id } = await readBody(c, DeleteCarrierErrorBodySchema);
    const body: CarrierErrorMessage = deleteCarrierError(c.var.db, id);
    return c.json(body);
  });
