import {
  BILLING_CLIENT_MESSAGES as M,
  type DeleteEntryBody,
  entryStatus,
  type SaveClientBody,
  type SaveMarkupBody,
  type SaveNotificationsBody,
  type SavePriceBody,
  withEnds,
} from '../../../src/contract/billing-clients/billing-clients-schemas';
import type { Db } from '../../data/db';
import { HttpFailure } from '../../http';
import { can } from '../../rights/actor';
import type { User } from '../auth/seed';
import { BILLING_CURRENCIES, type BillingAccount } from '../billing/accounts';
import { configOf } from './queries';
import {
  connectedServiceIds,
  emptyConfig,
  type MarkupRecord,
  NOTIFICATION_TYPES,
  type PriceRecord,
} from './seed';

// The billing clients' writes (spec c sections 4, 5, 7; decision 046). Only upcoming markups and
// prices change or go; an active markup's date, type and amount never change; a new or moved
// entry starts in the future. The caller's right to the account was checked (accountFor).

const bad = (message: string, field?: string) =>
  new HttpFailure(400, [field ? { message, fields: [field] } : { message }]);

/** POST save_client: the profile; the first save creates the configuration (decision 046). */
export function saveClient(db: Db, actor: User, account: BillingAccount, body: SaveClientBody) {
  const currency = body.currency.toUpperCase();
  if (!(BILLING_CURRENCIES as readonly string[]).includes(currency)) {
    throw bad('Unknown currency', 'currency');
  }
  // Decision 043/046: the currency is a money term (the billing write right, a super admin's); a
  // client saves its e-mails only.
  if (currency !== account.currency && !can(db, actor, 'billing', 'write')) {
    throw new HttpFailure(403, [{ message: M.currencyIsSuperAdmins, fields: ['currency'] }]);
  }
  const area = db.billingClients;
  const created = !account.configured || !area.configs.has(account.userId);
  const config = area.configs.get(account.userId) ?? emptyConfig();
  const known = new Map(config.emails.map((e) => [e.email.toLowerCase(), e.id]));
  const seen = new Set<string>();
  config.emails = body.emails
    .map((e) => e.email)
    .filter((email) => {
      const key = email.toLowerCase();
      if (email === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((email) => ({ id: known.get(email.toLowerCase()) ?? area.nextId++, email }));
  area.configs.set(account.userId, config);
  account.currency = currency;
  account.configured = true;
  return { message: created ? 'Client configuration created' : 'Client profile saved' };
}

function markupStatus(markups: MarkupRecord[], markup: MarkupRecord, now: number) {
  const history = withEnds(
    markups
      .filter((m) => m.serviceId === markup.serviceId)
      .map((m) => ({ id: m.id, date_start: m.dateStart })),
  );
  const entry = history.find((m) => m.id === markup.id)!;
  return entryStatus(entry.date_start, entry.date_end, now);
}

function assertFuture(dateStart: number, now: number) {
  if (dateStart <= now) throw bad(M.futureDate, 'date_start');
}

/** POST save_markup: a new upcoming markup, or an upcoming one changed. */
export function saveMarkup(db: Db, account: BillingAccount, body: SaveMarkupBody, now: number) {
  const config = configOf(db, account);
  if (!connectedServiceIds(db.users, account).includes(body.service_id)) {
    throw bad(M.serviceNotConnected, 'service_id');
  }
  const clash = config.markups.some(
    (m) => m.serviceId === body.service_id && m.dateStart === body.date_start && m.id !== body.id,
  );
  if (clash) throw bad(M.sameStart, 'date_start');
  if (body.id === undefined) {
    assertFuture(body.date_start, now);
    config.markups.push({
      id: db.billingClients.nextId++,
      serviceId: body.service_id,
      type: body.markup_type,
      amount: body.markup_amount,
      dateStart: body.date_start,
    });
    return { message: 'Markup added' };
  }
  const markup = config.markups.find((m) => m.id === body.id);
  if (!markup) throw new HttpFailure(404, [{ message: M.markupNotFound }]);
  const status = markupStatus(config.markups, markup, now);
  if (status === 'active') {
    const changed =
      markup.dateStart !== body.date_start ||
      markup.type !== body.markup_type ||
      markup.amount !== body.markup_amount ||
      markup.serviceId !== body.service_id;
    throw bad(changed ? M.activeMarkupLocked : M.onlyUpcomingMarkup);
  }
  if (status !== 'upcoming') throw bad(M.onlyUpcomingMarkup);
  assertFuture(body.date_start, now);
  Object.assign(markup, {
    serviceId: body.service_id,
    type: body.markup_type,
    amount: body.markup_amount,
    dateStart: body.date_start,
  });
  return { message: 'Markup saved' };
}

/** POST delete_markup: an upcoming markup only. */
export function deleteMarkup(db: Db, account: BillingAccount, body: DeleteEntryBody, now: number) {
  const config = configOf(db, account);
  const markup = config.markups.find((m) => m.id === body.id);
  if (!markup) throw new HttpFailure(404, [{ message: M.markupNotFound }]);
  if (markupStatus(config.markups, markup, now) !== 'upcoming') throw bad(M.onlyUpcomingMarkup);
  config.markups.splice(config.markups.indexOf(markup), 1);
  return { message: 'Markup deleted' };
}

function priceStatus(prices: PriceRecord[], price: PriceRecord, now: number) {
  const history = withEnds(prices.map((p) => ({ id: p.id, date_start: p.dateStart })));
  const entry = history.find((p) => p.id === price.id)!;
  return entryStatus(entry.date_start, entry.date_end, now);
}

/** POST save_price: a new upcoming price of a request, or an upcoming one changed. */
export function savePrice(db: Db, account: BillingAccount, body: SavePriceBody, now: number) {
  const config = configOf(db, account);
  const request = config.requestPrices.find(
    (r) => r.uri === body.uri && r.method === body.request_method.toUpperCase(),
  );
  if (!request) throw bad(M.requestNotFound, 'uri');
  assertFuture(body.date_start, now);
  if (request.prices.some((p) => p.dateStart === body.date_start && p.id !== body.id)) {
    throw bad(M.sameStart, 'date_start');
  }
  if (body.id === undefined) {
    request.prices.push({
      id: db.billingClients.nextId++,
      price: body.price,
      dateStart: body.date_start,
    });
    return { message: 'Price added' };
  }
  const price = request.prices.find((p) => p.id === body.id);
  if (!price) throw new HttpFailure(404, [{ message: M.priceNotFound }]);
  if (priceStatus(request.prices, price, now) !== 'upcoming') throw bad(M.onlyUpcomingPrice);
  price.price = body.price;
  price.dateStart = body.date_start;
  return { message: 'Price saved' };
}

/** POST delete_price: an upcoming price only. */
export function deletePrice(db: Db, account: BillingAccount, body: DeleteEntryBody, now: number) {
  const config = configOf(db, account);
  for (const request of config.requestPrices) {
    const price = request.prices.find((p) => p.id === body.id);
    if (!price) continue;
    if (priceStatus(request.prices, price, now) !== 'upcoming') throw bad(M.onlyUpcomingPrice);
    request.prices.splice(request.prices.indexOf(price), 1);
    return { message: 'Price deleted' };
  }
  throw new HttpFailure(404, [{ message: M.priceNotFound }]);
}

/**
 * POST saveNotifications: each named type set; a period must be one of the type's, and a type
 * that is off or has no periods keeps no period and no value (spec c section 4).
 */
export function saveNotifications(db: Db, account: BillingAccount, body: SaveNotificationsBody) {
  const config = configOf(db, account);
  const next = config.notifications.map((n) => ({ ...n }));
  body.notifications.forEach((input, index) => {
    const kind = NOTIFICATION_TYPES.find((k) => k.type === input.type);
    if (!kind) throw bad(M.unknownNotification, `notifications.${index}.type`);
    const periodic = input.active && kind.periods.length > 0;
    if (periodic && !kind.periods.some((p) => p.value === input.period)) {
      throw bad(M.unknownPeriod, `notifications.${index}.period`);
    }
    if (periodic && input.condition_value === null) {
      throw bad(M.onlyNumbers, `notifications.${index}.condition_value`);
    }
    const saved = next.find((n) => n.type === input.type);
    const value = {
      type: input.type,
      active: input.active,
      period: periodic ? input.period : null,
      conditionValue: periodic ? input.condition_value : null,
    };
    if (saved) Object.assign(saved, value);
    else next.push(value);
  });
  config.notifications = next;
  return { message: 'Notifications saved' };
}
