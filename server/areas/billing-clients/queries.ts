import {
  BILLING_CLIENT_MESSAGES as M,
  type BillingClient,
  type BillingClientList,
  type BillingClientRow,
  type ConnectedService,
  entryStatus,
  type RequestPrice,
  withEnds,
} from '../../../src/contract/billing-clients/billing-clients-schemas';
import type { Db } from '../../data/db';
import { HttpFailure } from '../../http';
import { scopeFor } from '../../rights/actor';
import { type Query, numberSet, pageOf, pagingOf } from '../../shared/list-query';
import type { User } from '../auth/seed';
import { BILLING_CURRENCIES, type BillingAccount, billingAccountOfUser } from '../billing/accounts';
import {
  type ClientBilling,
  connectedServiceIds,
  NOTIFICATION_TYPES,
  type RequestPriceRecord,
} from './seed';

// The billing clients' reads (spec c sections 2, 3, 6, 7; decisions 043 and 046): who may see
// which client, the list with its filters, and one client's configuration as its answer, the
// statuses derived from the dates at the server's clock.

export const nowSeconds = () => Math.floor(Date.now() / 1000);

const isSuperAdmin = (actor: User) => actor.role === 'super_admin';

/**
 * The billing account a call is about. A reader of every client's billing (a super admin) names
 * it (404 for an id that is no client); any other reader has its own client's, and the guard has
 * refused it any other id (decisions 043 and 053).
 */
export function accountFor(db: Db, actor: User, userId: number | undefined): BillingAccount {
  if (scopeFor(db, actor, 'billing', 'read') === 'all') {
    const account = userId === undefined ? undefined : db.billingAccounts.get(userId);
    if (!account) throw new HttpFailure(404, [{ message: M.notFound }]);
    return account;
  }
  const own = billingAccountOfUser(db.billingAccounts, db.clients, actor);
  if (!own) throw new HttpFailure(404, [{ message: M.notFound }]);
  return own;
}

/** The configuration of an account, or the spec's refusal when it has none yet. */
export function configOf(db: Db, account: BillingAccount): ClientBilling {
  const config = db.billingClients.configs.get(account.userId);
  if (!config || !account.configured) throw new HttpFailure(400, [{ message: M.notConfigured }]);
  return config;
}

const rowOf = (account: BillingAccount): BillingClientRow => ({
  user_id: account.userId,
  client_id: account.clientId,
  name: account.name,
  currency: account.currency,
  billing_model: account.billingModel,
  exists: account.configured,
});

/**
 * GET /billing_clients: `users[]` keeps the clients any of whose users is named (the owner's id
 * is the client's own), `services[]` those with any of the services connected; by name, paged.
 */
export function clientListOf(db: Db, actor: User, query: Query): BillingClientList {
  const userIds = numberSet(query, 'users');
  const serviceIds = numberSet(query, 'services');
  const own = isSuperAdmin(actor)
    ? undefined
    : billingAccountOfUser(db.billingAccounts, db.clients, actor);
  const accounts = [...db.billingAccounts.values()]
    .filter((account) => isSuperAdmin(actor) || account === own)
    .sort((a, b) => a.name.localeCompare(b.name));
  const keep = (account: BillingAccount) => {
    if (userIds) {
      const named = db.users.some((u) => u.clientId === account.clientId && userIds.has(u.id));
      if (!named) return false;
    }
    if (serviceIds) {
      const connected = connectedServiceIds(db.users, account);
      if (!connected.some((id) => serviceIds.has(id))) return false;
    }
    return true;
  };
  const page = pageOf(accounts, keep, pagingOf(query));
  return { clients: page.items.map(rowOf), hasMoreItems: page.hasMoreItems, total: page.total };
}

function servicesOf(
  db: Db,
  account: BillingAccount,
  config: ClientBilling | undefined,
  now: number,
  withMarkups: boolean,
): ConnectedService[] {
  return connectedServiceIds(db.users, account)
    .map((id) => db.services.find((s) => s.id === id))
    .filter((service) => service !== undefined)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((service) => {
      const history = withMarkups
        ? (config?.markups ?? []).filter((m) => m.serviceId === service.id)
        : [];
      const markups = withEnds(
        history.map((m) => ({
          id: m.id,
          service_id: m.serviceId,
          serviceName: service.name,
          markup_type: m.type,
          markup_amount: m.amount,
          date_start: m.dateStart,
        })),
      ).map((m) => ({ ...m, status: entryStatus(m.date_start, m.date_end, now) }));
      return { id: service.id, name: service.name, markups };
    });
}

export function requestPriceOf(request: RequestPriceRecord, now: number): RequestPrice {
  const prices = withEnds(
    request.prices.map((p) => ({
      id: p.id,
      price: p.price,
      date_start: p.dateStart,
      uri: request.uri,
      request_method: request.method,
    })),
  ).map(({ date_end, ...p }) => ({ ...p, status: entryStatus(p.date_start, date_end, now) }));
  return {
    request_name: request.name,
    request_method: request.method,
    uri: request.uri,
    is_active: request.isActive,
    prices,
  };
}

/**
 * GET /billing_clients/get_client: a super admin sees everything, markups and inactive or empty
 * request prices included; a client user its own client without the markups (spec c section 6:
 * the markup is a super admin's) and only the request prices that are active and not empty.
 */
export function clientOf(db: Db, actor: User, account: BillingAccount, now: number): BillingClient {
  const config = account.configured ? db.billingClients.configs.get(account.userId) : undefined;
  const admin = isSuperAdmin(actor);
  const requests = (config?.requestPrices ?? [])
    .filter((r) => admin || (r.isActive && r.prices.length > 0))
    .map((r) => requestPriceOf(r, now));
  return {
    ...rowOf(account),
    currencies: [...BILLING_CURRENCIES],
    emails: config?.emails ?? [],
    services: servicesOf(db, account, config, now, admin),
    request_prices: requests,
    notifications: NOTIFICATION_TYPES.map((kind) => {
      const saved = config?.notifications.find((n) => n.type === kind.type);
      return {
        type: kind.type,
        title: kind.title,
        active: saved?.active ?? false,
        period: saved?.period ?? null,
        periods: kind.periods,
        condition_value: saved?.conditionValue ?? null,
        condition_title: kind.conditionTitle,
      };
    }),
  };
}
