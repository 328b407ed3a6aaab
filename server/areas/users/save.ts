import {
  type SaveUserAnswer,
  type SaveUserBody,
  USER_MESSAGES,
} from '../../../src/features/users/api/users-schemas';
import { type Actor, decide, REFUSALS } from '../../authz';
import type { Db } from '../../data/db';
import { HttpFailure } from '../../http';
import { hashPasswordAsync } from '../auth/passwords';
import type { User } from '../auth/seed';
import { enabledServiceIds, parentsFor, profileOf, visibleUser } from './queries';
import { canGiveRole, type RoleDefinition, roleByKey } from './roles';
import { emptyProfile } from './seed';

// POST /users/save_process (spec b sections 2, 5 and 6): the rules of the user form, enforced
// again here whatever the console sends. What may be done to which user is decided by
// server/authz.ts; this file adds the rules of the form's fields.

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

function check(decision: ReturnType<typeof decide>) {
  if (!decision.allowed) throw new HttpFailure(decision.status, [{ message: decision.message }]);
}

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
  if (existing) {
    check(decide(actor, 'change_role', existing, { role: role.kind, accessLevel: role.level }));
  }
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

/** Spec b section 6: service toggles for user managers; a group-only one not for itself. */
const mayToggleServices = (actor: User, targetId: number) =>
  actor.role === 'super_admin' ||
  (actor.canManageUsers && !(actor.canManageOnlyGroup && actor.id === targetId));

export async function saveUser(db: Db, actor: User, body: SaveUserBody): Promise<SaveUserAnswer> {
  const asked = body.user;
  const existing = asked.id === 0 ? null : visibleUser(db, actor, asked.id);
  if (existing) check(decide(actor, 'edit_user', existing));
  else if (!actor.canManageUsers) throw forbidden();
  const self = existing?.id === actor.id;

  const login = asked.login.trim();
  if (existing && login !== existing.login && actor.role !== 'super_admin') throw forbidden();
  const lower = login.toLowerCase();
  if (db.users.some((u) => u.id !== existing?.id && u.login.toLowerCase() === lower)) {
    throw badRequest(USER_MESSAGES.loginTaken, 'login');
  }
  if (!existing && asked.email === '') throw badRequest(USER_MESSAGES.required, 'email');

  const role = roleFor(actor, existing, asked.role);
  const parentId = parentFor(db, actor, existing, role, asked.parent_id);
  const id = existing?.id ?? Math.max(...db.users.map((u) => u.id)) + 1;
  const placed: Actor = {
    id,
    role: role.kind,
    active: asked.status === 1,
    hasMfa: existing?.hasMfa ?? false,
    canManageUsers: role.canManageUsers,
    canManageOnlyGroup: role.canManageOnlyGroup,
    accessLevel: role.level,
    parentId,
  };
  // Where the user lands must still be the actor's to manage (a group-only manager's group).
  if (!self) check(decide(actor, 'edit_user', placed));

  const profile = existing ? profileOf(db, existing) : null;
  const withBilling = role.hasBillingAccess && asked.withBilling;
  if (self && withBilling !== profile?.withBilling) throw forbidden();

  const scope = asked.accessScope.length > 0 ? asked.accessScope : role.accessScope;
  if (scope.some((s) => !role.accessScope.includes(s))) {
    throw badRequest(USER_ERRORS.scope, 'accessScope');
  }
  const keys = {
    apiKey: asked.apiKey ?? profile?.apiKey ?? null,
    apiKeyAdditional:
      asked.apiKeyAdditional === undefined
        ? (profile?.apiKeyAdditional ?? null)
        : asked.apiKeyAdditional || null,
  };
  const keysChanged =
    keys.apiKey !== (profile?.apiKey ?? null) ||
    keys.apiKeyAdditional !== (profile?.apiKeyAdditional ?? null);
  if (keysChanged && actor.role !== 'super_admin') throw forbidden();
  const apiScope = role.accessScope.includes('api');
  if (keysChanged && !apiScope) throw badRequest(USER_ERRORS.apiKeys, 'apiKey');

  const serviceIds = [...new Set(body.services)].sort((a, b) => a - b);
  if (serviceIds.some((sid) => !db.services.some((s) => s.id === sid))) {
    throw badRequest(USER_ERRORS.unknownService, 'services');
  }
  const servicesChanged = !sameSet(serviceIds, enabledServiceIds(db, existing));
  if (servicesChanged && !mayToggleServices(actor, id)) throw forbidden();

  const password = asked.password ?? '';
  if (password !== '' && existing) check(decide(actor, 'change_password', existing));
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
