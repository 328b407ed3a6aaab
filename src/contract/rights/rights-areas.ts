// The areas of the rights model (decision 053): what a role may read, change, or read the secrets
// of. Each area names the access URLs of spec section 6 that stand for its rights: a role that
// may read an area holds its screens' URLs, one that may write it holds its write URLs, one that
// may read its secrets holds its secrets' URLs. The server derives every account's access list
// from these, and the console's URL constants are checked against them (config/access-urls.ts),
// so a button and the route behind it can never disagree.

export const ACTIONS = ['read', 'write', 'secrets'] as const;
export type RightsAction = (typeof ACTIONS)[number];

type AreaUrls = { readonly [A in RightsAction]?: readonly string[] };

export const RIGHTS_AREAS = {
  dashboard: { read: ['/dashboard'] },
  /** The super admin's widgets of the dashboard (spec a section 6): mappings and requests. */
  platform_overview: {},
  statistics: { read: ['/stats_requests'] },
  parcels: { read: ['/parcels'], write: ['/parcels/create_new'] },
  pallets: { read: ['/pallets'] },
  requests_log: { read: ['/requests_log'] },
  healthcheck: { read: ['/healthcheck'] },
  /** A carrier service as the platform runs it: its logo and maintenance windows. */
  services: {
    read: ['/services'],
    write: ['/services/save_logo', '/services/save_maintenance', '/services/delete_maintenance'],
  },
  /** A user's account on a service: its credentials (secrets), switch and default settings. */
  service_accounts: {
    write: [
      '/services/save_credentials',
      '/services/remove_credential',
      '/services/toggle_user',
      '/services/save_settings',
      '/services/create_settings',
      '/services/delete_settings',
    ],
    secrets: ['/services/credentials_by_user_and_service'],
  },
  /** Which services a user may call (the user form's Available Services). */
  user_services: {},
  barcode_ranges: {
    read: ['/barcode_ranges'],
    write: [
      '/barcode_ranges/create',
      '/barcode_ranges/delete',
      '/barcode_ranges/toggle_notifications',
    ],
  },
  users: { read: ['/users'], write: ['/users/save_process', '/users/enable_mfa'] },
  /** Lowering another user's protection: switching its two-factor authentication off. */
  user_protection: {},
  /** Changing a user's login (spec b section 6: super admins). */
  user_logins: {},
  /** A user's API keys (spec b section 6: super admins). */
  api_keys: {},
  login_as: { write: ['/auth/login_as'] },
  tracking_mapping: {
    read: ['/tracking_mapping', '/tracking_mapping_overview'],
    write: ['/tracking_mapping/save', '/tracking_mapping/create', '/tracking_mapping/delete'],
  },
  carrier_errors: {
    read: ['/carrier_error_mapping'],
    write: ['/carrier_errors/save', '/carrier_errors/delete'],
  },
  robots: {
    read: ['/cron_robots'],
    write: ['/robots/stop', '/robots/start', '/robots/delete', '/robots/schedule_save'],
  },
  label_builder: { read: ['/label_builder'] },
  app_version: { read: ['/app/version'] },
  api_console: { read: ['/api_console'], write: ['/api_console/process_request'] },
  pudo_points: { read: ['/pudo_points'] },
  holidays: { read: ['/holidays'] },
  manual_runs: {
    read: ['/manual_tracking', '/manual_manifest'],
    write: ['/manual_tracking/process', '/manual_manifest/process'],
  },
  carriers: {
    read: ['/carriers'],
    write: [
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
    ],
  },
  api_docs: { read: ['/api_docs'] },
  /** A client's billing: reading it, and the money writes (markups, prices, model, income). */
  billing: {
    read: ['/billing_clients', '/billing_prices', '/billing_operations'],
    write: [
      '/billing_clients/save_markup',
      '/billing_clients/delete_markup',
      '/billing_clients/save_price',
      '/billing_clients/delete_price',
      '/billing_clients/save_billing_model',
      '/billing_operations/add_income',
    ],
  },
  /** A client's billing profile and low-balance notifications. */
  billing_profile: {},
} as const satisfies Record<string, AreaUrls>;

export type RightsArea = keyof typeof RIGHTS_AREAS;
export const AREAS = Object.keys(RIGHTS_AREAS) as RightsArea[];

type UrlsOf<K extends RightsAction> = {
  [A in RightsArea]: (typeof RIGHTS_AREAS)[A] extends { readonly [P in K]: readonly (infer U)[] }
    ? U
    : never;
}[RightsArea];

/** A screen's access URL (what reading an area grants). */
export type ScreenAccessUrl = UrlsOf<'read'>;
/** An action's access URL (what writing an area, or reading its secrets, grants). */
export type ActionAccessUrl = UrlsOf<'write'> | UrlsOf<'secrets'>;
export type DeclaredAccessUrl = ScreenAccessUrl | ActionAccessUrl;

/** The URLs an area's action stands for. */
export const urlsOf = (area: RightsArea, action: RightsAction): readonly string[] =>
  (RIGHTS_AREAS[area] as AreaUrls)[action] ?? [];
