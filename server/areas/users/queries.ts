import type {
  Parent,
  UserDetail,
  UserPage,
  UserRow,
  UserSecrets,
} from '../../../src/contract/users/users-schemas';
import type { Db } from '../../data/db';
import { HttpFailure } from '../../http';
import { can, scopeFor } from '../../rights/actor';
import { includesText, pageOf, type Paging } from '../../shared/list-query';
import type { User } from '../auth/seed';
import { serviceContextOf, serviceList } from '../services/queries';
import { specFields } from '../services/specs';
import { ROLE_GROUPS, roleOf, rolesFor } from './roles';
import { API_ROUTES, type UserProfile } from './seed';

// The users routes' look-ups (spec b sections 3 and 7): who the signed-in user may see, a user's
// row and record, the lists of its form, and its secrets. What the actor may change is decided
// by the rights model, src/contract/rights (`isEditable` is its answer), never here.

export const USER_NOT_FOUND = 'User not found';
const MASTER_ACCOUNT_NAME = 'Master account';

/** Whom an account sees on /users: the users its read right reaches (decision 053). */
export const canSee = (db: Db, actor: User, target: User): boolean =>
  can(db, actor, 'users', 'read', [target]);

export function profileOf(db: Db, user: User): UserProfile {
  return db.userArea.profiles.get(user.id)!;
}

/** The user named by `raw` (the guard has kept the actor to its scope); 404 for no such user. */
export function namedUser(db: Db, raw: unknown): User {
  const id = Number(raw);
  const user = Number.isInteger(id) ? db.users.find((u) => u.id === id) : undefined;
  if (!user) throw new HttpFailure(404, [{ message: USER_NOT_FOUND }]);
  return user;
}

/** A master account: at the top of its own group, and heading one (by role or by members). */
export function mastersOf(db: Db): User[] {
  const heads = new Set(db.users.map((u) => u.parentId).filter((id) => id !== null));
  return db.users.filter(
    (u) => u.parentId === null && (heads.has(u.id) || roleOf(u).accessLevel === 'group_owner'),
  );
}

const parentOf = (user: Pick<User, 'id' | 'login' | 'name'>): Parent => ({
  id: user.id,
  login: user.login,
  name: user.name,
});

/**
 * The master accounts the actor may put a user under: those it manages (a group-only manager:
 * its own group's), plus the target's current one so the form can show it.
 */
export function parentsFor(db: Db, actor: User, target: User | null): User[] {
  const scope = scopeFor(db, actor, 'users', 'write');
  const placesOthers = scope !== undefined && scope !== 'self';
  const parents = placesOthers
    ? mastersOf(db).filter((master) => can(db, actor, 'users', 'write', [master]))
    : [];
  const current = target?.parentId ? db.users.find((u) => u.id === target.parentId) : undefined;
  return current && !parents.includes(current) ? [...parents, current] : parents;
}

function accountGroupOf(db: Db, user: User): string {
  if (user.parentId === null) return MASTER_ACCOUNT_NAME;
  return db.users.find((u) => u.id === user.parentId)?.login ?? MASTER_ACCOUNT_NAME;
}

export function userRow(db: Db, actor: User, user: User): UserRow {
  const role = roleOf(user);
  return {
    userId: user.id,
    login: user.login,
    email: user.email,
    role: role.value,
    roleTitle: role.title,
    accessLevel: role.accessLevel,
    accountGroup: accountGroupOf(db, user),
    parent_id: user.parentId ?? 0,
    status: user.active ? 1 : 0,
    mfa: user.hasMfa,
    isEditable: can(db, actor, 'users', 'write', [user]),
  };
}

/** GET /users: by id, searched by login or id (a substring of either). */
export function userList(db: Db, actor: User, search: string | undefined, paging: Paging) {
  const keep = (user: User) =>
    canSee(db, actor, user) &&
    (search === undefined || includesText(user.login, search) || String(user.id).includes(search));
  const { items, hasMoreItems, total } = pageOf(db.users, keep, paging);
  const groupIds = new Set(items.map((u) => u.parentId).filter((id) => id !== null));
  const accountGroups = db.users.filter((u) => groupIds.has(u.id)).map(parentOf);
  return { users: items.map((u) => userRow(db, actor, u)), accountGroups, hasMoreItems, total };
}

export function userDetail(db: Db, actor: User, user: User): UserDetail {
  const profile = profileOf(db, user);
  const routes = Object.fromEntries(
    Object.keys(profile.apiLimits).map((key) => [key, API_ROUTES[key] ?? `/${key}`]),
  );
  const { isEditable, status, accountGroup, parent_id } = userRow(db, actor, user);
  return {
    userId: user.id,
    login: user.login,
    email: user.email,
    notification_emails: [...profile.notificationEmails],
    role: user.roleKey,
    accountGroup,
    parent_id,
    status,
    isEditable,
    withBilling: profile.withBilling,
    mfa: user.hasMfa,
    hasApiKey: profile.apiKey !== null,
    hasApiKeyAdditional: profile.apiKeyAdditional !== null,
    useInternalGeocodingKey: profile.useInternalGeocodingKey,
    azureUseInternalGeocodingKey: profile.azureUseInternalGeocodingKey,
    accessScope: [...profile.accessScope],
    apiLimits: { ...profile.apiLimits },
    apiLimitsUsageAverage: { ...profile.apiLimitsUsageAverage },
    apiLimitsRoutesMap: routes,
  };
}

/** The services a user may call: its allowed list, or an active account of its own there. */
export function enabledServiceIds(db: Db, user: User | null): Set<number> {
  const ids = new Set(user?.serviceIds ?? []);
  if (!user) return ids;
  for (const [serviceId, accounts] of db.serviceArea.accounts) {
    if (accounts.some((a) => a.userId === user.id && a.isActive)) ids.add(serviceId);
  }
  return ids;
}

/** GET /users/save_page: the record (null on create) and the lists its form picks from. */
export function userPage(db: Db, actor: User, user: User | null): UserPage {
  const enabled = enabledServiceIds(db, user);
  return {
    user: user ? userDetail(db, actor, user) : null,
    roles: rolesFor(actor),
    roleGroups: ROLE_GROUPS,
    parents: parentsFor(db, actor, user).map(parentOf),
    services_list: serviceList(db).map((s) => ({
      id: s.id,
      name: s.name,
      carrier_name: s.carrier_display_name,
      kind: s.kind,
      type: s.type,
      enabled: enabled.has(s.id),
    })),
  };
}

/** A user's accounts on every service, with each field's title from the carrier's spec. */
function credentialsOf(db: Db, user: User): UserSecrets['credentials'] {
  const answer: UserSecrets['credentials'] = [];
  for (const [serviceId, accounts] of db.serviceArea.accounts) {
    const account = accounts.find((a) => a.userId === user.id);
    if (!account) continue;
    const { service, carrier } = serviceContextOf(db, serviceId);
    const spec = specFields(db.serviceArea.specs.get(carrier.id)!);
    answer.push({
      service_id: service.id,
      service_name: service.name,
      carrier_name: carrier.name,
      accounts: Object.entries(account.credentials).map(([name, fields]) => ({
        name,
        isActive: account.isActive,
        fields: Object.entries(fields).map(([key, value]) => ({
          key,
          title: spec[key]?.title ?? key,
          live: value.live,
          test: value.test,
        })),
      })),
    });
  }
  return answer;
}

/**
 * GET /users/secrets: the user's service credentials (the guard checked the actor may read them)
 * and its API keys for those whose rights reach them (super admins).
 */
export function userSecrets(db: Db, actor: User, user: User): UserSecrets {
  const profile = profileOf(db, user);
  const keys = can(db, actor, 'api_keys', 'secrets', [user]);
  return {
    apiKey: keys ? profile.apiKey : null,
    apiKeyAdditional: keys ? profile.apiKeyAdditional : null,
    credentials: credentialsOf(db, user),
  };
}
