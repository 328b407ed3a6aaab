import { type RouteRights, areaRoute } from '../../rights/route-rights';
import { target } from '../../rights/targets';

// Billing operations (decision 047): a client's balance, reports and transactions, and adding
// income (money: a super admin's write).
const read = areaRoute('billing', 'read', { target: target.clientInQuery('client_id') });

export const billingOperationRights: RouteRights = {
  'GET /billing_operations': areaRoute('billing', 'read'),
  'GET /billing_operations/client_balance': read,
  // Every client's balance at once: only a reader of every client's billing.
  'GET /billing_operations/clients_balances': areaRoute('billing', 'read', {
    target: target.everyClient,
  }),
  'GET /billing_operations/reports': read,
  'GET /billing_operations/transactions_log': read,
  'POST /billing_operations/add_income': areaRoute('billing', 'write', {
    target: target.clientInBody('client_id'),
  }),
};
