import { type RouteRights, areaRoute } from '../../rights/route-rights';
import { target } from '../../rights/targets';
import { BILLING_PRICES_MESSAGES as M } from '../../../src/contract/billing-prices/billing-prices-schemas';

const read = areaRoute('billing', 'read', {
  target: target.clientInQuery('client_id'),
  denied: M.otherClient,
});

export const billingPriceRights: RouteRights = {
  'GET /billing_prices': read,
  'GET /billing_prices/download': read,
};
