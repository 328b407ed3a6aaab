import { Hono } from 'hono';
import {
  type BillingClient,
  type BillingClientList,
  type BillingMessage,
  DeleteEntryBodySchema,
  SaveBillingModelBodySchema,
  SaveClientBodySchema,
  SaveMarkupBodySchema,
  SaveNotificationsBodySchema,
  SavePriceBodySchema,
} from '../../../src/contract/billing-clients/billing-clients-schemas';
import type { ApiEnv } from '../../context';
import { HttpFailure, readBody } from '../../http';
import { parseQueryOf, text } from '../../shared/list-query';
import { accountFor, clientListOf, clientOf, configOf, nowSeconds } from './queries';
import {
  deleteMarkup,
  deletePrice,
  saveClient,
  saveMarkup,
  saveNotifications,
  savePrice,
} from './writes';

// Billing clients (spec c sections 2-9, issue 17 section 2, decisions 043 and 046). Reading and
// the profile and notifications need /billing_clients (super admins and client users); the money
// writes their own action URLs (super admins). Every call that names a client resolves it through
// accountFor: a client user touching another client's record gets 403.

function userIdOf(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) {
    throw new HttpFailure(400, [{ message: 'user_id must be a user id', fields: ['user_id'] }]);
  }
  return id;
}

export const billingClientRoutes = new Hono<ApiEnv>()
  .get('/billing_clients', (c) => {
    const body: BillingClientList = clientListOf(c.var.db, c.var.user, parseQueryOf(c.req.url));
    return c.json(body);
  })
  .get('/billing_clients/get_client', (c) => {
    const userId = userIdOf(text(parseQueryOf(c.req.url), 'user_id'));
    const account = accountFor(c.var.db, c.var.user, userId);
    const body: BillingClient = clientOf(c.var.db, c.var.user, account, nowSeconds());
    return c.json(body);
  })
  .post('/billing_clients/save_client', async (c) => {
    const input = await readBody(c, SaveClientBodySchema);
    const account = accountFor(c.var.db, c.var.user, input.user_id);
    const body: BillingMessage = saveClient(c.var.db, c.var.user, account, input);
    return c.json(body);
  })
  .post('/billing_clients/save_markup', async (c) => {
    const input = await readBody(c, SaveMarkupBodySchema);
    const account = accountFor(c.var.db, c.var.user, input.user_id);
    const body: BillingMessage = saveMarkup(c.var.db, account, input, nowSeconds());
    return c.json(body);
  })
  .post('/billing_clients/delete_markup', async (c) => {
    const input = await readBody(c, DeleteEntryBodySchema);
    const account = accountFor(c.var.db, c.var.user, input.user_id);
    const body: BillingMessage = deleteMarkup(c.var.db, account, input, nowSeconds());
    return c.json(body);
  })
  .post('/billing_clients/save_billing_model', async (c) => {
    const input = await readBody(c, SaveBillingModelBodySchema);
    const account = accountFor(c.var.db, c.var.user, input.user_id);
    configOf(c.var.db, account);
    // Only the model changes: the other model's markups or prices stay for a switch back.
    account.billingModel = input.billing_model;
    const body: BillingMessage = { message: 'Billing type changed' };
    return c.json(body);
  })
  .post('/billing_clients/save_price', async (c) => {
    const input = await readBody(c, SavePriceBodySchema);
    const account = accountFor(c.var.db, c.var.user, input.user_id);
    const body: BillingMessage = savePrice(c.var.db, account, input, nowSeconds());
    return c.json(body);
  })
  .post('/billing_clients/delete_price', async (c) => {
    const input = await readBody(c, DeleteEntryBodySchema);
    const account = accountFor(c.var.db, c.var.user, input.user_id);
    const body: BillingMessage = deletePrice(c.var.db, account, input, nowSeconds());
    return c.json(body);
  })
  .post('/billing_clients/saveNotifications', async (c) => {
    const input = await readBody(c, SaveNotificationsBodySchema);
    const account = accountFor(c.var.db, c.var.user, input.user_id);
    const body: BillingMessage = saveNotifications(c.var.db, account, input);
    return c.json(body);
  });
