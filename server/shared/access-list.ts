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
];

/** Action URLs of spec b section 6 that are not under a screen's own path. */
export const LOGIN_AS_URL = '/auth/login_as';

function screenUrlsOf(role: Role): string[] {
  switch (role) {
    case 'super_admin':
      return [...ALL_URLS];
    case 'staff':
      return ALL_URLS.filter((url) => url !== '/billing_clients' && url !== '/app/version');
    case 'client':
      return [...CLIENT_URLS];
  }
}

/** The access list of a user: the screens of their role, and login-as for user managers. */
export function accessUrlsFor(user: Pick<User, 'role' | 'canManageUsers'>): string[] {
  const urls = screenUrlsOf(user.role);
  return user.canManageUsers ? [...urls, LOGIN_AS_URL] : urls;
}

/**
 * Whether a user may use a route or API path: the path or one of its parents must be in the
 * access list (`/parcels/details` falls under `/parcels`), as the client's `can(url)` decides.
 */
export function canAccess(user: Pick<User, 'role' | 'canManageUsers'>, url: string): boolean {
  const path = `/${url.replace(/^\/+/, '')}`;
  return accessUrlsFor(user).some((allowed) => path === allowed || path.startsWith(`${allowed}/`));
}
