import type { RightsAction, RightsArea } from './rights-areas';

// Each role's rights, declared once (decision 053): per area, the scope in which it may read,
// write, or read secrets. No entry is no right (deny by default). The server's guard decides every
// route from these and the route's own declaration; the access list the console receives is
// derived from them.

/**
 * Whom a right reaches:
 * - all: anyone and anything;
 * - below: any user not ranked above the actor (role first, then access level);
 * - team: the actor's own group (a master account and the users under it), not above the actor;
 * - members: the actor's team without the actor itself;
 * - client: the actor's own client (its billing, its users);
 * - clients: any client's users (not the platform's own accounts, such as the built-in XML user);
 * - self: the actor alone, or what it owns.
 */
export const SCOPES = ['all', 'below', 'team', 'members', 'client', 'clients', 'self'] as const;
export type Scope = (typeof SCOPES)[number];

export const ROLE_KEYS = [
  'super_admin',
  'admin',
  'user_admin',
  'onboarding',
  'operator',
  'team_lead',
  'support',
  'viewer',
  'client_owner',
  'developer',
  'api_user',
  'accountant',
] as const;
export type RoleKey = (typeof ROLE_KEYS)[number];

export type AreaRight = { readonly [A in RightsAction]?: Scope } & {
  /** The right holds only while the user's own billing switch is on (spec b: withBilling). */
  readonly needs?: 'billing';
};
export type AreaRights = { readonly [A in RightsArea]?: AreaRight };
export type RoleRights = {
  /** Whether the role signs in to the console at all (an API-only role does not). */
  readonly console: boolean;
  readonly areas: AreaRights;
};

const READ = { read: 'all' } as const;
const EDIT = { read: 'all', write: 'all' } as const;

/** What every staff account reads. */
const STAFF_READS: AreaRights = {
  dashboard: READ,
  statistics: READ,
  parcels: READ,
  pallets: READ,
  requests_log: READ,
  healthcheck: READ,
  services: READ,
  barcode_ranges: READ,
  users: { read: 'all', write: 'self' },
  tracking_mapping: READ,
  carrier_errors: READ,
  robots: READ,
  label_builder: READ,
  api_console: READ,
  pudo_points: READ,
  holidays: READ,
  manual_runs: READ,
  carriers: READ,
  api_docs: READ,
  user_protection: { write: 'self' },
};

/** What staff from access level 30 up change (decision 024): the platform's shared data. */
const STAFF_EDITS: AreaRights = {
  ...STAFF_READS,
  parcels: EDIT,
  services: EDIT,
  service_accounts: { write: 'all', secrets: 'all' },
  barcode_ranges: EDIT,
  tracking_mapping: EDIT,
  carrier_errors: EDIT,
  robots: EDIT,
  api_console: { read: 'all', write: 'clients' },
  manual_runs: EDIT,
  carriers: EDIT,
};

/** A user manager's rights over users, in its scope. */
const manages = (scope: Scope): AreaRights => ({
  users: { read: scope === 'below' ? 'all' : scope, write: scope },
  user_services: { write: scope === 'team' ? 'members' : scope },
  login_as: { write: scope },
});

/** What a client's console user reads of its own traffic. */
const CLIENT_READS: AreaRights = {
  dashboard: { read: 'self' },
  statistics: { read: 'self' },
  parcels: { read: 'self', write: 'self' },
  pallets: { read: 'self' },
  requests_log: { read: 'self' },
};

/** A client's billing, for the roles with billing access whose switch is on. */
const CLIENT_BILLING: AreaRights = {
  billing: { read: 'client', needs: 'billing' },
  billing_profile: { write: 'client', needs: 'billing' },
};

const everything = (): AreaRights => {
  const all = { read: 'all', write: 'all', secrets: 'all' } as const;
  return Object.fromEntries(
    (
      [
        'dashboard',
        'platform_overview',
        'statistics',
        'parcels',
        'pallets',
        'requests_log',
        'healthcheck',
        'services',
        'service_accounts',
        'user_services',
        'barcode_ranges',
        'users',
        'user_protection',
        'user_logins',
        'api_keys',
        'login_as',
        'tracking_mapping',
        'carrier_errors',
        'robots',
        'label_builder',
        'app_version',
        'api_console',
        'pudo_points',
        'holidays',
        'manual_runs',
        'carriers',
        'api_docs',
        'billing',
        'billing_profile',
      ] satisfies RightsArea[]
    ).map((area) => [area, all]),
  );
};

export const ROLE_RIGHTS: { readonly [R in RoleKey]: RoleRights } = {
  super_admin: { console: true, areas: everything() },
  admin: { console: true, areas: { ...STAFF_EDITS, ...manages('below') } },
  user_admin: { console: true, areas: { ...STAFF_EDITS, ...manages('below') } },
  onboarding: { console: true, areas: { ...STAFF_READS, ...manages('below') } },
  operator: { console: true, areas: STAFF_EDITS },
  team_lead: {
    console: true,
    areas: {
      ...STAFF_EDITS,
      // Its team's accounts only: the services it switches and the credentials it reads.
      service_accounts: { write: 'members', secrets: 'members' },
      ...manages('team'),
    },
  },
  support: { console: true, areas: STAFF_EDITS },
  viewer: { console: true, areas: STAFF_READS },
  client_owner: { console: true, areas: { ...CLIENT_READS, ...CLIENT_BILLING } },
  developer: { console: true, areas: CLIENT_READS },
  api_user: { console: false, areas: {} },
  accountant: {
    console: true,
    areas: { dashboard: { read: 'self' }, statistics: { read: 'self' }, ...CLIENT_BILLING },
  },
};
