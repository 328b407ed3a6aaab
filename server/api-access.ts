import { createMiddleware } from 'hono/factory';
import { type ApiEnv, requireUser } from './context';
import { HttpFailure } from './http';
import { canAccess } from './shared/access-list';

// Every API path is public, signed-in only, or behind the access URL of its area; a path that is
// none of these is refused (deny by default), so a new area's calls are guarded by its access URL
// the moment they are listed here, and an unlisted one cannot leak. security/access.test.ts
// checks that every registered route is listed.

/** Calls made before sign-in, or with their own proof (print links carry a print hash). */
export const PUBLIC_PATHS = [
  '/auth/login',
  '/auth/login_mfa',
  '/auth/logout',
  '/auth/logoutAll',
  '/activation',
  '/recovery',
  '/password_confirm',
  '/parcels/get_label',
  '/pallets/get_label',
] as const;

/**
 * Reads that a print link also opens (spec c section 7): with a `printHash` in the query they
 * carry their own proof, which the route checks; without one they are the area's reads.
 */
export const PRINT_LINK_READS = ['/label_builder/get_label'] as const;

const isPrintLink = (path: string, url: string) =>
  (PRINT_LINK_READS as readonly string[]).includes(normalise(path)) &&
  new URL(url).searchParams.has('printHash');

/** Calls any signed-in account may make: its own lists and its own MFA setup. */
export const SIGNED_IN_PATHS = ['/main/get_all_lists', '/users/save_mfa'] as const;

/** API path prefix -> the access URL that opens it (spec section 6 of each document). */
export const AREA_ACCESS: ReadonlyArray<readonly [prefix: string, accessUrl: string]> = [
  ['/auth/login_as', '/auth/login_as'],
  ['/users/enable_mfa', '/users/enable_mfa'],
  ['/dashboard', '/dashboard'],
  ['/parcels', '/parcels'],
  ['/print_driver', '/parcels'],
  ['/pallets', '/pallets'],
  ['/stats_requests', '/stats_requests'],
  ['/requests_log', '/requests_log'],
  ['/healthcheck', '/healthcheck'],
  // Services and barcode ranges (spec b section 6, decision 024): each write path needs its own
  // action URL, listed before the screen's prefix that opens the reads.
  ['/services/save_credentials', '/services/save_credentials'],
  ['/services/diff_credentials', '/services/save_credentials'],
  ['/service_credential_check', '/services/save_credentials'],
  ['/services/remove_credential', '/services/remove_credential'],
  ['/services/toggle_user', '/services/toggle_user'],
  ['/services/save_logo', '/services/save_logo'],
  ['/services/save_settings', '/services/save_settings'],
  ['/services/create_settings', '/services/create_settings'],
  ['/services/delete_settings', '/services/delete_settings'],
  ['/services/saveMaintenance', '/services/save_maintenance'],
  ['/services/deleteMaintenance', '/services/delete_maintenance'],
  ['/services', '/services'],
  ['/barcode_ranges/create', '/barcode_ranges/create'],
  ['/barcode_ranges/delete', '/barcode_ranges/delete'],
  ['/barcode_ranges/toggle_notifications', '/barcode_ranges/toggle_notifications'],
  ['/barcode_ranges', '/barcode_ranges'],
  // Cron robots (spec c section 6; the API's paths are /robots, the screen's /cron_robots): stop
  // by its own action URL, and start, delete and schedule_save too (decided in the contract,
  // cron-robots-schemas.ts); the reads, robotArguments and robotGetCommand by the screen's.
  ['/robots/stop', '/robots/stop'],
  ['/robots/start', '/robots/start'],
  ['/robots/delete', '/robots/delete'],
  ['/robots/schedule_save', '/robots/schedule_save'],
  ['/robots', '/cron_robots'],
  // Users (spec b section 6): the save needs its action URL (every staff account, for its own
  // profile at least; server/authz.ts decides per user), the reads the screen's.
  ['/users/save_process', '/users/save_process'],
  ['/users', '/users'],
  // Carrier error mapping (spec c section 6): each write by its own action URL; the reads by the
  // screen's URL (its API paths are /carrier_errors, its route /carrier_error_mapping).
  ['/carrier_errors/save', '/carrier_errors/save'],
  ['/carrier_errors/delete', '/carrier_errors/delete'],
  ['/carrier_errors', '/carrier_error_mapping'],
  // Tracking mapping (spec c section 6, decision 029): each write by its own action URL; the
  // overview's reads by the overview screen's URL; the rest by the list's.
  ['/tracking_mapping/save', '/tracking_mapping/save'],
  ['/tracking_mapping/create', '/tracking_mapping/create'],
  ['/tracking_mapping/delete', '/tracking_mapping/delete'],
  ['/tracking_mapping/overview', '/tracking_mapping_overview'],
  ['/tracking_mapping/forFilterOverview', '/tracking_mapping_overview'],
  ['/tracking_mapping', '/tracking_mapping'],
  // Tools (spec c section 2): the reads by each screen's URL; the manual runs and the API
  // console's request by their own action URLs (access-list.ts ACTION_URLS).
  ['/label_builder', '/label_builder'],
  ['/app/version', '/app/version'],
  ['/api_console/process_request', '/api_console/process_request'],
  ['/api_console', '/api_console'],
  ['/pudo_points', '/pudo_points'],
  ['/holidays', '/holidays'],
  ['/manual_tracking/process', '/manual_tracking/process'],
  ['/manual_tracking', '/manual_tracking'],
  ['/manual_manifest/process', '/manual_manifest/process'],
  ['/manual_manifest', '/manual_manifest'],
  // Carrier documentation (spec c section 6; the API's paths are /carriers_docs, the screen's
  // /carriers): each write, and the whitelisting download, by its own action URL; the reads by
  // the screen's URL.
  ...[
    'download_whitelisting',
    'add_carrier',
    'delete_contact',
    'add_contact',
    'update_contact',
    'add_label',
    'delete_label',
    'add_file',
    'delete_file',
    'add_link',
    'delete_link',
    'add_info',
    'toggle_whitelisting',
    'save_logo',
    'save_note',
  ].map((action) => [`/carriers_docs/${action}`, `/carriers_docs/${action}`] as const),
  ['/carriers_docs', '/carriers'],
  // Billing (spec c section 6, decision 043): the money writes by their own action URLs (super
  // admins only); the reads, a client's own profile and notifications by the screen's URL, and
  // the areas' routes check which client's data the caller may touch (403 for another client).
  ['/billing_clients/save_markup', '/billing_clients/save_markup'],
  ['/billing_clients/delete_markup', '/billing_clients/delete_markup'],
  ['/billing_clients/save_price', '/billing_clients/save_price'],
  ['/billing_clients/delete_price', '/billing_clients/delete_price'],
  ['/billing_clients/save_billing_model', '/billing_clients/save_billing_model'],
  ['/billing_clients', '/billing_clients'],
  ['/billing_prices', '/billing_prices'],
  ['/billing_operations/add_income', '/billing_operations/add_income'],
  ['/billing_operations', '/billing_operations'],
];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export type PathAccess =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'area'; accessUrl: string }
  | { kind: 'unlisted' };

export function accessOfPath(rawPath: string): PathAccess {
  const path = normalise(rawPath);
  if ((PUBLIC_PATHS as readonly string[]).includes(path)) return { kind: 'public' };
  if ((SIGNED_IN_PATHS as readonly string[]).includes(path)) return { kind: 'signed-in' };
  const area = AREA_ACCESS.find(([prefix]) => under(path, prefix));
  return area ? { kind: 'area', accessUrl: area[1] } : { kind: 'unlisted' };
}

/** Runs before every route: 401 without a signed-in account, 403 without the area's access. */
export const apiAccess = createMiddleware<ApiEnv>(async (c, next) => {
  const access = accessOfPath(c.req.path);
  if (access.kind === 'public' || isPrintLink(c.req.path, c.req.url)) return next();
  return requireUser(c, async () => {
    if (access.kind === 'unlisted') throw new HttpFailure(404, [{ message: 'Not found' }]);
    if (access.kind === 'area' && !canAccess(c.var.user, access.accessUrl)) {
      throw new HttpFailure(403, [{ message: 'Forbidden' }]);
    }
    await next();
  });
});
