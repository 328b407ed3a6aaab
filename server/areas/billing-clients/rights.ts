import { type RouteRights, areaRoute } from '../../rights/route-rights';
import { target } from '../../rights/targets';
import { BILLING_CLIENT_MESSAGES as M } from '../../../src/contract/billing-clients/billing-clients-schemas';

// Billing clients (decisions 043 and 046): a client's billing is read by super admins and by its
// own users with billing; its money terms are a super admin's; its profile and notifications its
// own users' with billing too. Every call names the client by its owner's user id.
const denied = M.otherClient;
const client = (key: string) => ({ target: target.clientInBody(key), denied });

export const billingClientRights: RouteRights = {
  'GET /billing_clients': areaRoute('billing', 'read'),
  'GET /billing_clients/get_client': areaRoute('billing', 'read', {
    target: target.clientInQuery('user_id'),
    denied,
  }),
  'POST /billing_clients/save_client': areaRoute('billing_profile', 'write', client('user_id')),
  'POST /billing_clients/saveNotifications': areaRoute(
    'billing_profile',
    'write',
    client('user_id'),
  ),
  'POST /billing_clients/save_markup': areaRoute('billing', 'write', client('user_id')),
  'POST /billing_clients/delete_markup': areaRoute('billing', 'write', client('user_id')),
  'POST /billing_clients/save_price': areaRoute('billing', 'write', client('user_id')),
  'POST /billing_clients/delete_price': areaRoute('billing', 'write', client('user_id')),
  'POST /billing_clients/save_billing_model': areaRoute('billing', 'write', client('user_id')),
};
