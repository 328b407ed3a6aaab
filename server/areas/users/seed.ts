import type { Faker } from '@faker-js/faker';
import { API_KEY_LENGTH, type AccessScope } from '../../../src/contract/users/users-schemas';
import type { Random } from '../../shared/seed-random';
import { API_ONLY_HASH, type Client, type User } from '../auth/seed';
import { type RoleKey, roleByKey, roleOf } from './roles';

// The users area's own data (spec b section 3): what a user record holds beyond the sign-in
// fields every area reads (notification e-mails, billing, geocoding flags, API keys and limits),
// and more staff and client accounts over every role and group. The accounts are appended after
// every other seeded user, so no id, login or other area's data moves.

/** Route key -> the API path its limit counts (spec b section 3: apiLimitsRoutesMap). */
export const API_ROUTES: Record<string, string> = {
  create_parcel: '/parcels',
  bulk_parcels: '/parcels/bulk',
  labels: '/labels',
  tracking: '/tracking',
  pallets: '/pallets',
  pudo: '/pudo',
  services: '/services',
};

export type UserProfile = {
  notificationEmails: string[];
  withBilling: boolean;
  useInternalGeocodingKey: boolean;
  azureUseInternalGeocodingKey: boolean;
  accessScope: AccessScope[];
  apiKey: string | null;
  apiKeyAdditional: string | null;
  /** Requests per minute per route key. */
  apiLimits: Record<string, number>;
  /** Average requests per minute over the last 30 days, per route key. */
  apiLimitsUsageAverage: Record<string, number>;
};

export type UserArea = {
  profiles: Map<number, UserProfile>;
  /** Passwords changed by someone who is not a super admin: kept until the e-mailed link is used. */
  pendingPasswords: Map<number, { hash: string; by: number }>;
  /** MFA switched on by another user: set up by its owner at next sign-in. */
  mfaAtNextLogin: Set<number>;
  /** One's own MFA switched on: waiting for the code of POST /users/save_mfa. */
  mfaPending: Set<number>;
};

/** The demo login whose billing switch is always on. */
const DEMO_BILLING_LOGIN = 'client';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LIMIT_STEPS = [30, 60, 120, 300, 600];

const apiKeyOf = (random: Random) =>
  Array.from({ length: API_KEY_LENGTH }, () => random.pick([...ALPHANUMERIC])).join('');

/** A profile for a user: API keys and limits only where its role reaches the API. */
export function profileFor(random: Random, user: User): UserProfile {
  const role = roleOf(user);
  const api = role.accessScope.includes('api');
  const limits: Record<string, number> = {};
  const usage: Record<string, number> = {};
  if (api) {
    for (const key of Object.keys(API_ROUTES)) {
      if (key !== 'create_parcel' && key !== 'tracking' && random.chance(0.4)) continue;
      const limit = random.pick(LIMIT_STEPS);
      limits[key] = limit;
      // Most use a fraction; some run close to their limit, a few over it (spec b: usage bars).
      const share = random.chance(0.15) ? 0.9 + random.next() * 0.3 : random.next() * 0.7;
      usage[key] = Math.round(limit * share * 10) / 10;
    }
  }
  const domain = user.email.split('@')[1] ?? 'example.com';
  const notificationEmails = random.chance(0.35)
    ? ['ops', 'alerts', 'billing'].slice(0, random.int(1, 3)).map((box) => `${box}@${domain}`)
    : [];
  return {
    notificationEmails,
    // The demo client's owner has billing on (the README's demo login reads its billing); the
    // draw is taken all the same, so no later stream moves.
    withBilling: role.hasBillingAccess && (random.chance(0.6) || user.login === DEMO_BILLING_LOGIN),
    useInternalGeocodingKey: random.chance(0.5),
    azureUseInternalGeocodingKey: random.chance(0.3),
    accessScope: [...role.accessScope],
    apiKey: api && random.chance(0.85) ? apiKeyOf(random) : null,
    apiKeyAdditional: api && random.chance(0.3) ? apiKeyOf(random) : null,
    apiLimits: limits,
    apiLimitsUsageAverage: usage,
  };
}

/** A new account's profile: nothing set beyond its role's scope (the save fills the rest). */
export const emptyProfile = (user: User): UserProfile => ({
  notificationEmails: [],
  withBilling: false,
  useInternalGeocodingKey: false,
  azureUseInternalGeocodingKey: false,
  accessScope: [...roleOf(user).accessScope],
  apiKey: null,
  apiKeyAdditional: null,
  apiLimits: {},
  apiLimitsUsageAverage: {},
});

type Plan = { roleKey: RoleKey; count: number; mfaEvery?: number; inactiveEvery?: number };

/** Staff without a team: platform-wide roles, and group roles at the top of their own group. */
const STAFF_PLAN: Plan[] = [
  { roleKey: 'admin', count: 3, mfaEvery: 2 },
  { roleKey: 'user_admin', count: 3, inactiveEvery: 3 },
  { roleKey: 'onboarding', count: 2 },
  { roleKey: 'operator', count: 6, mfaEvery: 3 },
  { roleKey: 'support', count: 6, inactiveEvery: 4 },
  { roleKey: 'viewer', count: 5, inactiveEvery: 3 },
];
const TEAM_ROLES: RoleKey[] = ['support', 'viewer', 'operator', 'support', 'viewer'];
const CLIENT_ROLES: RoleKey[] = ['accountant', 'developer', 'api_user', 'developer'];
const TEAMS = 3;
/** Clients (by id) that get an accountant, developers and API users of their own. */
const CLIENTS_WITH_STAFF = [1, 2, 4, 5, 6, 8, 9, 10, 12, 13];

export function appendUsers(faker: Faker, users: User[], clients: Client[]) {
  const template = users.find((u) => u.login === 'viewer')!;
  const taken = new Set(users.map((u) => u.login));
  const uniqueLogin = (base: string) => {
    let login = base.toLowerCase().replace(/[^a-z0-9.-]/g, '');
    for (let n = 2; taken.has(login); n += 1) login = `${base.toLowerCase()}${n}`;
    taken.add(login);
    return login;
  };
  const add = (roleKey: RoleKey, extra: Partial<User>) => {
    const role = roleByKey(roleKey)!;
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const login = uniqueLogin(extra.login ?? `${first}.${last}`);
    const user: User = {
      ...template,
      id: users.length + 1,
      login,
      name: `${first} ${last}`,
      email: `${login}@${role.kind === 'client' ? 'client' : 'staff'}.example.com`,
      role: role.kind,
      roleKey,
      accessLevel: role.level,
      canManageUsers: role.canManageUsers,
      canManageOnlyGroup: role.canManageOnlyGroup,
      clientId: null,
      parentId: null,
      active: true,
      hasMfa: false,
      serviceIds: [],
      ...extra,
      ...(extra.login ? { login } : {}),
    };
    if (roleKey === 'api_user') user.passwordHash = API_ONLY_HASH;
    users.push(user);
    return user;
  };
  for (const plan of STAFF_PLAN) {
    for (let i = 0; i < plan.count; i += 1) {
      add(plan.roleKey, {
        hasMfa: plan.mfaEvery !== undefined && i % plan.mfaEvery === 0,
        active:
          plan.inactiveEvery === undefined || i % plan.inactiveEvery !== plan.inactiveEvery - 1,
      });
    }
  }
  for (let t = 0; t < TEAMS; t += 1) {
    const lead = add('team_lead', { hasMfa: t === 1 });
    const size = 3 + t;
    for (let m = 0; m < size; m += 1) {
      add(TEAM_ROLES[m % TEAM_ROLES.length]!, {
        parentId: lead.id,
        hasMfa: m === 1,
        active: m !== size - 1,
      });
    }
  }
  for (const clientId of CLIENTS_WITH_STAFF) {
    const owner = users.find((u) => u.id === clients.find((c) => c.id === clientId)!.userId)!;
    const count = 1 + (clientId % 3);
    for (let i = 0; i < count; i += 1) {
      const roleKey = CLIENT_ROLES[(clientId + i) % CLIENT_ROLES.length]!;
      add(roleKey, {
        clientId,
        parentId: owner.id,
        email: `${faker.internet
          .username()
          .toLowerCase()
          .replace(/[^a-z0-9.]/g, '')}@${owner.email.split('@')[1]}`,
        hasMfa: roleKey === 'accountant' && clientId % 2 === 0,
        active: i !== 2,
        serviceIds: faker.helpers.arrayElements(owner.serviceIds, { min: 1, max: 4 }),
      });
    }
  }
}

export function createUserArea(random: Random, users: User[]): UserArea {
  return {
    profiles: new Map(users.map((u) => [u.id, profileFor(random, u)])),
    pendingPasswords: new Map(),
    mfaAtNextLogin: new Set(),
    mfaPending: new Set(),
  };
}
