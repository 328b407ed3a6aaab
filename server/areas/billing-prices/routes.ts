import { Hono } from 'hono';
import type {
  BillingPrices,
  BillingPricesFile,
} from '../../../src/contract/billing-prices/billing-prices-schemas';
import type { ApiEnv } from '../../context';
import { namedCsvAnswer } from '../../shared/file-answer';
import { parseQueryOf } from '../../shared/list-query';
import { nowSeconds } from '../billing-clients/queries';
import { pricesCsvOf, pricesOf, pricesRequestOf } from './queries';

// Billing prices (spec c sections 2, 3, 7; issue 17 section 2; decisions 043 and 046): the table
// for a date, a client (a super admin's choice; a client user's own) and a carrier service, and
// its CSV (papaparse, formulae defused) under the name the table gives.

function tableOf(c: { var: ApiEnv['Variables']; req: { url: string } }): BillingPrices {
  const now = nowSeconds();
  const request = pricesRequestOf(c.var.db, c.var.user, parseQueryOf(c.req.url), now);
  return pricesOf(c.var.db, c.var.user, request, now);
}

export const billingPriceRoutes = new Hono<ApiEnv>()
  .get('/billing_prices', (c) => c.json(tableOf(c)))
  .get('/billing_prices/download', (c) => {
    const table = tableOf(c);
    const { fields, rows } = pricesCsvOf(table);
    const body: BillingPricesFile = namedCsvAnswer(table.filename, fields, rows);
    return c.json(body);
  });
