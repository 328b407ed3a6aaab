import type { CommonLists } from '../../../src/contract/session/session-schemas';
import { accessUrlsOf } from '../../../src/contract/rights/decide';
import type { Db } from '../../data/db';
import {
  CREATED_STATUSES,
  CURRENCIES,
  LABEL_FORMATS,
  REQUEST_TYPES,
  ROLES,
} from '../../data/lookups';
import { actorOf, can } from '../../rights/actor';
import { loginAsRefusal } from '../../rights/rules';
import type { User } from '../auth/seed';

const userOption = (db: Db, actor: User) => (user: User) => ({
  id: user.id,
  login: user.login,
  name: user.name,
  role: user.role,
  clientId: user.clientId,
  hasMfa: user.hasMfa,
  // MFA aside: the console keeps the action and says why it is refused (decision 027).
  canLoginAs:
    can(db, actor, 'login_as', 'write', [user]) &&
    loginAsRefusal(actor, user, { ignoreMfa: true }) === undefined,
});

/** The common lists of spec a section 3, cut to what the signed-in user may see. */
export function commonListsFor(db: Db, user: User): CommonLists {
  const isClient = user.role === 'client';
  const allowedServices = isClient ? new Set(user.serviceIds) : null;
  const services = db.services.filter((s) => !allowedServices || allowedServices.has(s.id));
  const apiUsers = db.users.filter((u) => u.role === 'client' && (!isClient || u.id === user.id));
  const visibleUsers = isClient ? [user] : db.users;
  const clients = db.clients.filter((client) => !isClient || client.id === user.clientId);
  const carrierIds = new Set(services.map((s) => s.carrier_id));
  return {
    currentUser: {
      id: user.id,
      login: user.login,
      role: user.role,
      parentId: user.parentId,
      clientId: user.clientId,
      isSuperAdmin: user.role === 'super_admin',
      canManageUsers: user.canManageUsers,
      canManageOnlyGroup: user.canManageOnlyGroup,
      accessLevel: user.accessLevel,
    },
    accessUrl: accessUrlsOf(actorOf(db, user)),
    apiUsers: apiUsers.map((u) => ({ id: u.id, login: u.login, name: u.name })),
    services,
    availableServices: services.filter((s) => s.is_active),
    billingServices: services.filter((s) => s.is_active).map((s) => ({ id: s.id, name: s.name })),
    clients,
    carriers: db.carriers
      .filter((carrier) => carrierIds.has(carrier.id))
      .map(({ id, name, kind }) => ({ id, name, kind })),
    countries: db.countries,
    states: db.states,
    users: visibleUsers.map(userOption(db, user)),
    trackingStatuses: db.trackingStatuses,
    trackingStatusesCategories: db.trackingCategories,
    createdStatuses: CREATED_STATUSES,
    labelFormats: LABEL_FORMATS,
    currencies: CURRENCIES,
    hideFilters: { users: isClient },
    requestTypes: REQUEST_TYPES,
    roles: ROLES,
  };
}
