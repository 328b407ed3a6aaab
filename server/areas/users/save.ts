import {
  type SaveUserAnswer,
  type SaveUserBody,
  USER_MESSAGES,
} from '../../../src/contract/users/users-schemas';
import type { Db } from '../../data/db';
import { HttpFailure } from '../../http';
import { can, mayOn } from '../../rights/actor';
import { REFUSALS } from '../../rights/rules';
import { placedTargets } from './placement';
import { hashPasswordAsync } from '../auth/passwords';
import type { User } from '../auth/seed';
import { enabledServiceIds, namedUser, parentsFor, profileOf } from './queries';
import { canGiveRole, type RoleDefinition, roleByKey } from './roles';
import { emptyProfile } from './seed';

// POST /users/save_process (spec b sections 2, 5 and 6): the rules of the user form, enforced
// again here whatever the console sends. Whether the actor may save this user where the save
// places it is the guard's (rights.ts); the fields only some may change ask the model here.

export const USER_ERRORS = {
  unknownRole: 'Unknown role',
  parent: 'Parent group is not available',
  scope: 'Access scope is not allowed for this role',
  apiKeys: 'API keys are only for roles with API access',
  unknownService: 'Unknown service',
} as const;

const badRequest = (message: string, field: string) =>
  new HttpFailure(400, [{ message, fields: [field] }]);
const forbidden = (message: string = REFUSALS.forbidden) => new HttpFailure(403, [{ message }]);

const sameSet = (a: Iterable<number>, b: Iterable<number>) => {
  const left = [...new Set(a)].sort((x, y) => x - y);
  const right = [...new Set(b)].sort((x, y) => x - y);
  return left.length === right.length && left.every((id, i) => id === right[i]);
};

/** The role asked for: one the actor may give, or the user's own one unchanged. */
function roleFor(actor: User, existing: User | null, value: string): RoleDefinition {
  const role = roleByKey(value);
  if (!role) throw badRequest(USER_ERRORS.unknownRole, 'role');
  if (existing?.roleKey === value) return role;
  if (existing?.id === actor.id) throw forbidden(REFUSALS.ownRole);
  if (!canGiveRole(actor, role)) throw forbidden();
  return role;
}

/** The parent group: 0 for roles without group access; else one the actor may use. */
function parentFor(
  db: Db,
  actor: User,
  existing: User | null,
  role: RoleDefinition,
  asked: number,
) {
  const parentId = role.hasGroupAccess && asked !== 0 ? asked : null;
  if (existing && parentId === existing.parentId) return parentId;
  if (existing?.id === actor.id && actor.role !== 'super_admin') throw forbidden();
  if (parentId === null) return null;
  const parent = parentsFor(db, actor, existing).find((p) => p.id === parentId);
  if (!parent || parent.id === existing?.id || parent.role !== role.kind) {
    throw badRequest(USER_ERRORS.parent, 'parent_id');
  }
  return parentId;
}

export async function saveUser(db: Db, actor: User, body: SaveUserBody): Promise<SaveUserAnswer> {
  const asked = body.user;
  const existing = asked.id === 0 ? null : namedUser(db, asked.id);
  const self = existing?.id === actor.id;

  const login = asked.login.trim();
  if (existing && login !== existing.login && !can(db, actor, 'user_logins', 'write', [existing])) {
    throw forbidden();
  }
  const lower = login.toLowerCase();
  if (db.users.some((u) => u.id !== existing?.id && u.login.toLowerCase() === lower)) {
    throw badRequest(USER_MESSAGES.loginTaken, 'login');
  }
  if (!existing && asked.email === '') throw badRequest(USER_MESSAGES.required, 'email');

  const role = roleFor(actor, existing, asked.role);
  const parentId = parentFor(db, actor, existing, role, asked.parent_id);
  const id = existing?.id ?? Math.max(...db.users.map((u) => u.id)) + 1;
  const placed = {
    id,
    role: role.kind,
    active: asked.status === 1,
    hasMfa: existing?.hasMfa ?? false,
    canManageUsers: role.canManageUsers,
    canManageOnlyGroup: role.canManageOnlyGroup,
    accessLevel: role.level,
    parentId,
  };

  const profile = existing ? profileOf(db, existing) : null;
  const withBilling = role.hasBillingAccess && asked.withBilling;
  if (self && withBilling !== profile?.withBilling) throw forbidden();

  const scope = asked.accessScope.length > 0 ? asked.accessScope : role.accessScope;
  if (scope.some((s) => !role.accessScope.includes(s))) {
    throw badRequest(USER_ERRORS.scope, 'accessScope');
  }
  // A key changes only when a new one is sent: an empty or missing value keeps the stored key
  // (a form saved untouched sends ''), so no save erases a key by accident.
  const keys = {
    apiKey: asked.apiKey || (profile?.apiKey ?? null),
    apiKeyAdditional: asked.apiKeyAdditional || (profile?.apiKeyAdditional ?? null),
  };
  const keysChanged =
    keys.apiKey !== (profile?.apiKey ?? null) ||
    keys.apiKeyAdditional !== (profile?.apiKeyAdditional ?? null);
  const subjects = existing ? [existing] : [];
  if (keysChanged && !can(db, actor, 'api_keys', 'write', subjects)) throw forbidden();
  const apiScope = role.accessScope.includes('api');
  if (keysChanged && !apiScope) throw badRequest(USER_ERRORS.apiKeys, 'apiKey');

  const serviceIds = [...new Set(body.services)].sort((a, b) => a - b);
  if (serviceIds.some((sid) => !db.services.some((s) => s.id === sid))) {
    throw badRequest(USER_ERRORS.unknownService, 'services');
  }
  const servicesChanged = !sameSet(serviceIds, enabledServiceIds(db, existing));
  const where = placedTargets({ db, query: new URLSearchParams(), body: { user: asked } }) ?? [];
  if (servicesChanged && !mayOn(db, actor, 'user_services', 'write', where)) throw forbidden();

  const password = asked.password ?? '';
  const hash = password === '' ? null : await hashPasswordAsync(password);

  const user: User = existing ?? {
    ...placed,
    login,
    name: login,
    email: asked.email,
    roleKey: role.value,
    clientId: null,
    // No password given: the account waits for its activation link.
    passwordHash: hash ?? `unset:${'0'.repeat(64)}`,
    serviceIds: [],
  };
  Object.assign(user, placed, { login, roleKey: role.value });
  if (asked.email !== '') user.email = asked.email;
  user.clientId = clientIdOf(db, user, parentId);
  if (servicesChanged) applyServices(db, user, serviceIds);
  if (!existing) {
    db.users.push(user);
  } else if (hash && actor.role === 'super_admin') {
    user.passwordHash = hash;
    db.userArea.pendingPasswords.delete(user.id);
  } else if (hash) {
    // Spec b section 5: the owner confirms by the e-mailed link; until then the old one holds.
    db.userArea.pendingPasswords.set(user.id, { hash, by: actor.id });
  }
  const saved = profile ?? emptyProfile(user);
  Object.assign(saved, {
    notificationEmails: [...asked.notification_emails],
    withBilling,
    accessScope: [...scope],
    ...(apiScope ? keys : { apiKey: null, apiKeyAdditional: null }),
    useInternalGeocodingKey: asked.useInternalGeocodingKey ?? saved.useInternalGeocodingKey,
    azureUseInternalGeocodingKey:
      asked.azureUseInternalGeocodingKey ?? saved.azureUseInternalGeocodingKey,
  });
  db.userArea.profiles.set(user.id, saved);
  return {
    id: user.id,
    need_mfa: db.userArea.mfaAtNextLogin.has(user.id),
    message: USER_MESSAGES.saved,
  };
}

/** A client account belongs to its parent's client, keeps its own, or starts a new one. */
function clientIdOf(db: Db, user: User, parentId: number | null): number | null {
  if (user.role !== 'client') return null;
  const parent = parentId === null ? undefined : db.users.find((u) => u.id === parentId);
  if (parent?.clientId) return parent.clientId;
  if (user.clientId) return user.clientId;
  const id = Math.max(...db.clients.map((c) => c.id)) + 1;
  db.clients.push({ id, name: user.login, userId: user.id });
  return id;
}

/** The user's allowed services; its accounts there follow, as the services' toggle does. */
function applyServices(db: Db, user: User, serviceIds: number[]) {
  user.serviceIds = serviceIds;
  const wanted = new Set(serviceIds);
  for (const [serviceId, accounts] of db.serviceArea.accounts) {
    const account = accounts.find((a) => a.userId === user.id);
    if (account) account.isActive = wanted.has(serviceId);
  }
}
