// The access-list URLs the console checks (spec a, b and c, section 6 of each): the screens of
// the route table, and the action URLs that enable or hide buttons. Screens check these
// constants with `useAccess().can(...)`, never a string typed by hand, so a typo is a type error
// and a renamed URL changes in one place. Each is one the rights model declares (`satisfies`,
// decision 053): the server derives the access list from the same declarations and decides every
// call. The screens' write actions are in action-urls.ts, loaded with the screens that use them.
import type { ActionAccessUrl, ScreenAccessUrl } from '@/contract/rights/rights-areas';
import type { WriteActionUrl } from './action-urls';

/** Spec a section 2's name for the health widget's URL; the server grants /healthcheck. */
type HealthCheckAlias = '/health_check';

export const SCREEN = {
  dashboard: '/dashboard',
  statistics: '/stats_requests',
  parcels: '/parcels',
  pallets: '/pallets',
  requestsLog: '/requests_log',
  healthcheck: '/healthcheck',
  /** Spec a section 2 names the health widget's URL health_check; both are accepted. */
  healthCheck: '/health_check',
  services: '/services',
  users: '/users',
  billingClients: '/billing_clients',
  billingPrices: '/billing_prices',
  billingOperations: '/billing_operations',
  trackingMapping: '/tracking_mapping',
  trackingMappingOverview: '/tracking_mapping_overview',
  carrierErrorMapping: '/carrier_error_mapping',
  cronRobots: '/cron_robots',
  barcodeRanges: '/barcode_ranges',
  carriers: '/carriers',
  manualTracking: '/manual_tracking',
  manualManifest: '/manual_manifest',
  labelBuilder: '/label_builder',
  appVersion: '/app/version',
  apiConsole: '/api_console',
  apiDocs: '/api_docs',
  holidays: '/holidays',
  pudoPoints: '/pudo_points',
} as const satisfies Record<string, ScreenAccessUrl | HealthCheckAlias>;

/** Action URLs that show or hide a control; each screen issue adds its own (spec b, c section 6). */
/** Action URLs of the shell that show or hide a control (spec b section 6). */
export const ACTION = {
  /** Spec b section 6: the permission URL of login-as. */
  loginAs: '/auth/login_as',
} as const satisfies Record<string, ActionAccessUrl>;

const SCREEN_URLS: ReadonlySet<string> = new Set(Object.values(SCREEN));

/**
 * A screen URL opens its screen and every read under it; any other URL (an action) is granted
 * only by its own entry in the access list (decision 024).
 */
export const isScreenUrl = (url: string): boolean => SCREEN_URLS.has(url);

export type ScreenUrl = (typeof SCREEN)[keyof typeof SCREEN];
export type ActionUrl = (typeof ACTION)[keyof typeof ACTION];
export type AccessUrl = ScreenUrl | ActionUrl | WriteActionUrl;
