import type { Role, User } from '../areas/auth/seed';

// The access-list vocabulary: route paths of the console (spec c section 2 route table).
export const ALL_URLS = [
  '/dashboard',
  '/stats_requests',
  '/parcels',
  '/pallets',
  '/requests_log',
  '/healthcheck',
  '/services',
  '/users',
  '/tracking_mapping',
  '/tracking_mapping_overview',
  '/billing_clients',
  '/billing_prices',
  '/billing_operations',
  '/carrier_error_mapping',
  '/manual_tracking',
  '/manual_manifest',
  '/cron_robots',
  '/pudo_points',
  '/barcode_ranges',
  '/carriers',
  '/label_builder',
  '/app/version',
  '/api_console',
  '/holidays',
  '/api_docs',
] as const;

const CLIENT_URLS = [
  '/dashboard',
  '/parcels',
  '/pallets',
  '/stats_requests',
  '/requests_log',
  '/billing_operations',
  '/billing_clients',
  '/billing_prices',
];

/**
 * Billing (decision 043) is for super admins, who see every client, and for client users, who see
 * their own: staff have no billing screens.
 */
const BILLING_SCREEN_URLS: ReadonlySet<string> = new Set([
  '/billing_clients',
  '/billing_prices',
  '/billing_operations',
]);

/** Action URLs of spec b section 6 that are not under a screen's own path. */
export const LOGIN_AS_URL = '/auth/login_as';

/**
 * The write actions of spec b section 6 that sit under a screen's path. Unlike screens, each is
 * granted by itself: holding `/services` lets an account read services, not change them
 * (decision 024). Staff from access level 30 up hold them; read-only staff (level 10) do not.
 */
export const ACTION_URLS = [
  '/services/save_credentials',
  '/services/remove_credential',
  '/services/toggle_user',
  '/services/save_logo',
  '/services/save_settings',
  '/services/create_settings',
  '/services/delete_settings',
  '/services/save_maintenance',
  '/services/delete_maintenance',
  '/barcode_ranges/create',
  '/barcode_ranges/delete',
  '/barcode_ranges/toggle_notifications',
  // Cron robots (spec c section 6 names stop; start, delete and schedule_save are writes too).
  '/robots/stop',
  '/robots/start',
  '/robots/delete',
  '/robots/schedule_save',
  // Carrier error mapping (spec c section 6).
  '/carrier_errors/save',
  '/carrier_errors/delete',
  // Tracking mapping (spec c section 6).
  '/tracking_mapping/save',
  '/tracking_mapping/create',
  '/tracking_mapping/delete',
  // Tools (spec c section 6 names none; decided in issue 16): the calls that act on live data
  // or as another account are writes, so read-only staff (level 10) can open the screens but
  // not run them.
  '/manual_tracking/process',
  '/manual_manifest/process',
  '/api_console/process_request',
  // Carrier documentation (spec c section 6), and adding a carrier (spec c section 7).
  '/carriers_docs/download_whitelisting',
  '/carriers_docs/add_carrier',
  '/carriers_docs/delete_contact',
  '/carriers_docs/add_contact',
  '/carriers_docs/update_contact',
  '/carriers_docs/add_label',
  '/carriers_docs/delete_label',
  '/carriers_docs/add_file',
  '/carriers_docs/delete_file',
  '/carriers_docs/add_link',
  '/carriers_docs/delete_link',
  '/carriers_docs/add_info',
  '/carriers_docs/toggle_whitelisting',
  '/carriers_docs/save_logo',
  '/carriers_docs/save_note',
] as const;

/**
 * The billing write actions of spec c section 6: money and client terms, so only super admins
 * hold them (decision 043). A client's own profile and notifications are saved under the
 * `/billing_clients` screen URL; the server lets a client save only its own record.
 */
export const BILLING_ACTION_URLS = [
  '/billing_clients/save_markup',
  '/billing_clients/delete_markup',
  '/billing_clients/save_price',
  '/billing_clients/delete_price',
  '/billing_clients/save_billing_model',
  '/billing_operations/add_income',
] as const;

/**
 * The users write actions (spec b section 6): every staff account and super admin holds them, for
 * its own profile at least; server/authz.ts decides per target user. Clients never do.
 */
export const USER_ACTION_URLS = ['/users/save_process', '/users/enable_mfa'] as const;
const ACTION_SET: ReadonlySet<string> = new Set([
  ...ACTION_URLS,
  ...USER_ACTION_URLS,
  ...BILLING_ACTION_URLS,
]);

/** The access level from which staff may change what they see (decision 024). */
export const STAFF_WRITE_LEVEL = 30;

function screenUrlsOf(role: Role): string[] {
  switch (role) {
    case 'super_admin':
      return [...ALL_URLS];
    case 'staff':
      return ALL_URLS.filter((url) => !BILLING_SCREEN_URLS.has(url) && url !== '/app/version');
    case 'client':
      return [...CLIENT_URLS];
  }
}

function actionUrlsOf(user: Pick<User, 'role' | 'accessLevel'>): string[] {
  if (user.role === 'super_admin')
    return [...ACTION_URLS, ...USER_ACTION_URLS, ...BILLING_ACTION_URLS];
  if (user.role === 'client') return [];
  const writes = user.accessLevel >= STAFF_WRITE_LEVEL ? ACTION_URLS : [];
  return [...writes, ...USER_ACTION_URLS];
}

type AccessHolder = Pick<User, 'role' | 'canManageUsers' | 'accessLevel'>;

/**
 * The access list of a user: the screens of their role, the write actions their level allows,
 * and login-as for user managers.
 */
export function accessUrlsFor(user: AccessHolder): string[] {
  const urls = [...screenUrlsOf(user.role), ...actionUrlsOf(user)];
  return user.canManageUsers ? [...urls, LOGIN_AS_URL] : urls;
}

/**
 * Whether a user may use a route or API path: the path or one of its parents must be in the
 * access list (`/parcels/details` falls under `/parcels`), as the client's `can(url)` decides.
 * A write action is never granted by its screen's path: it must be listed itself.
 */
export function canAccess(user: AccessHolder, url: string): boolean {
  const path = `/${url.replace(/^\/+/, '')}`;
  const urls = accessUrlsFor(user);
  if (ACTION_SET.has(path)) return urls.includes(path);
  return urls.some((allowed) => path === allowed || path.startsWith(`${allowed}/`));
}
