import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { connectedServiceIds } from '../../server/areas/billing-clients/seed';
import { createApp } from '../../server/app';
import {
  BILLING_CLIENT_MESSAGES as M,
  type BillingClient,
  BillingClientListSchema,
  BillingClientSchema,
  BillingMessageSchema,
  entryStatus,
} from '@/contract/billing-clients/billing-clients-schemas';
import { errorsOf, signedInAs } from './api-client';

// Billing clients on the reference server (issue 17 section 2, decisions 043 and 046): the list
// and its filters, a client's configuration in every status, the edit rules of markups and
// prices, the model switch that keeps the other model's settings, and a client user kept to its
// own record.

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

function fresh() {
  const server = createApp();
  const { db } = server;
  const owner = db.users.find((u) => u.login === 'client')!;
  const other = [...db.billingAccounts.values()].find(
    (a) => a.userId !== owner.id && a.configured,
  )!;
  const unconfigured = [...db.billingAccounts.values()].find((a) => !a.configured)!;
  return { server, db, owner, other, unconfigured };
}

async function clientAs(server: ReturnType<typeof createApp>, login: string, userId?: number) {
  const session = await signedInAs(server, login);
  const query = userId === undefined ? '' : `?user_id=${userId}`;
  const answer = await session.get(`/billing_clients/get_client${query}`);
  return { session, answer };
}

const parse = (body: unknown): BillingClient => v.parse(BillingClientSchema, body);

describe('billing clients: the list', () => {
  it('lists every client for a super admin, configured or not, and filters', async () => {
    const { server, db, owner } = fresh();
    const admin = await signedInAs(server, 'superadmin');
    const all = v.parse(
      BillingClientListSchema,
      (await admin.get('/billing_clients?quantity=96')).body,
    );
    expect(all.total).toBe(db.billingAccounts.size);
    expect(all.clients.some((c) => c.exists)).toBe(true);
    expect(all.clients.some((c) => !c.exists)).toBe(true);
    expect(new Set(all.clients.map((c) => c.billing_model))).toEqual(new Set([1, 2]));

    // users[]: a client's colleague (not its owner) names the client.
    const colleague = db.users.find((u) => u.parentId === owner.id)!;
    const byUser = v.parse(
      BillingClientListSchema,
      (await admin.get(`/billing_clients?users[]=${colleague.id}`)).body,
    );
    expect(byUser.clients.map((c) => c.name)).toEqual(['Northwind Traders']);

    const service = owner.serviceIds[0]!;
    const byService = v.parse(
      BillingClientListSchema,
      (await admin.get(`/billing_clients?services[]=${service}&quantity=96`)).body,
    );
    expect(byService.clients.length).toBeGreaterThan(0);
    expect(byService.clients.length).toBeLessThan(all.clients.length);
    for (const row of byService.clients) {
      expect(connectedServiceIds(db.users, db.billingAccounts.get(row.user_id)!)).toContain(
        service,
      );
    }
  });

  it('lists only its own client for a client user', async () => {
    const { server } = fresh();
    const client = await signedInAs(server, 'client');
    const list = v.parse(BillingClientListSchema, (await client.get('/billing_clients')).body);
    expect(list.clients.map((c) => c.name)).toEqual(['Northwind Traders']);
  });
});

describe('billing clients: a client record', () => {
  it('gives a super admin markups and prices in every status, inactive and empty ones too', async () => {
    const { server, owner } = fresh();
    const { answer } = await clientAs(server, 'superadmin', owner.id);
    expect(answer.status).toBe(200);
    const client = parse(answer.body);
    expect(client).toMatchObject({ name: 'Northwind Traders', currency: 'EUR', billing_model: 2 });
    const markups = client.services.flatMap((s) => s.markups);
    expect(new Set(markups.map((m) => m.status))).toEqual(
      new Set(['expired', 'active', 'upcoming']),
    );
    for (const m of markups) expect(m.status).toBe(entryStatus(m.date_start, m.date_end, now()));
    const prices = client.request_prices.flatMap((r) => r.prices);
    expect(new Set(prices.map((p) => p.status))).toEqual(
      new Set(['expired', 'active', 'upcoming']),
    );
    expect(client.request_prices.some((r) => !r.is_active)).toBe(true);
    expect(client.request_prices.some((r) => r.prices.length === 0)).toBe(true);
    expect(client.notifications.map((n) => n.type)).toContain('low_balance_amount');
  });

  it('gives the client user its own record: active non-empty prices, no markups', async () => {
    const { server, owner } = fresh();
    const own = await clientAs(server, 'client');
    const same = await clientAs(server, 'client', owner.id);
    expect(own.answer.status).toBe(200);
    expect(same.answer.body).toEqual(own.answer.body);
    const client = parse(own.answer.body);
    expect(client.request_prices.length).toBeGreaterThan(0);
    expect(client.request_prices.every((r) => r.is_active && r.prices.length > 0)).toBe(true);
    expect(client.services.every((s) => s.markups.length === 0)).toBe(true);
  });

  it('refuses another client to a client user (403) and a non-client to a super admin (404)', async () => {
    const { server, other, db } = fresh();
    const theirs = await clientAs(server, 'client', other.userId);
    expect(theirs.answer.status).toBe(403);
    expect(theirs.answer.body).toEqual(errorsOf(M.otherClient));
    expect(JSON.stringify(theirs.answer.body)).not.toContain(other.name);
    const staff = db.users.find((u) => u.login === 'staff')!;
    expect((await clientAs(server, 'client', staff.id)).answer.status).toBe(403);
    expect((await clientAs(server, 'superadmin', staff.id)).answer.status).toBe(404);
    expect((await clientAs(server, 'staff', other.userId)).answer.status).toBe(403);
    expect((await clientAs(server, 'superadmin', 0)).answer.status).toBe(400);
    // And no write of another client's record either.
    const save = await theirs.session.post('/billing_clients/saveNotifications', {
      user_id: other.userId,
      notifications: [],
    });
    expect(save.status).toBe(403);
  });
});

describe('billing clients: markups', () => {
  it('adds, changes and deletes an upcoming markup; refuses past dates and bad amounts', async () => {
    const { server, owner } = fresh();
    const admin = await signedInAs(server, 'superadmin');
    const service = (await clientAs(server, 'superadmin', owner.id)).answer.body.services[0].id;
    const base = { user_id: owner.id, service_id: service, markup_type: 'percent' };
    const start = now() + 10 * DAY;
    const added = await admin.post('/billing_clients/save_markup', {
      ...base,
      date_start: start,
      markup_amount: '12.5',
    });
    expect(added.status).toBe(200);
    expect(v.parse(BillingMessageSchema, added.body).message).toBe('Markup added');
    const find = async () =>
      parse((await admin.get(`/billing_clients/get_client?user_id=${owner.id}`)).body)
        .services.find((s) => s.id === service)!
        .markups.find((m) => m.date_start === start);
    const markup = (await find())!;
    expect(markup).toMatchObject({ status: 'upcoming', markup_amount: '12.5' });

    const edited = await admin.post('/billing_clients/save_markup', {
      ...base,
      id: markup.id,
      date_start: start,
      markup_type: 'amount',
      markup_amount: '0.75',
    });
    expect(edited.status).toBe(200);
    expect(await find()).toMatchObject({ markup_type: 'amount', markup_amount: '0.75' });

    for (const amount of ['1e3', '-5', '0', 'abc', '1000.5']) {
      const refused = await admin.post('/billing_clients/save_markup', {
        ...base,
        date_start: start + DAY,
        markup_amount: amount,
      });
      expect(refused.status, amount).toBe(400);
      expect(refused.body.errors[0].fields).toEqual(['markup_amount']);
    }
    const past = await admin.post('/billing_clients/save_markup', {
      ...base,
      date_start: now() - DAY,
      markup_amount: '5',
    });
    expect(past.body).toEqual(errorsOf(M.futureDate, ['date_start']));

    const deleted = await admin.post('/billing_clients/delete_markup', {
      id: markup.id,
      user_id: owner.id,
    });
    expect(deleted.body).toEqual({ message: 'Markup deleted' });
    expect(await find()).toBeUndefined();
  });

  it('keeps active and expired markups as they are', async () => {
    const { server, owner } = fresh();
    const admin = await signedInAs(server, 'superadmin');
    const client = parse((await admin.get(`/billing_clients/get_client?user_id=${owner.id}`)).body);
    const markups = client.services.flatMap((s) => s.markups);
    const active = markups.find((m) => m.status === 'active')!;
    const expired = markups.find((m) => m.status === 'expired')!;
    const body = (m: typeof active, change: object = {}) => ({
      user_id: owner.id,
      id: m.id,
      service_id: m.service_id,
      date_start: m.date_start,
      markup_type: m.markup_type,
      markup_amount: m.markup_amount,
      ...change,
    });
    const locked = await admin.post(
      '/billing_clients/save_markup',
      body(active, { markup_amount: '99' }),
    );
    expect(locked.body).toEqual(errorsOf(M.activeMarkupLocked));
    const old = await admin.post('/billing_clients/save_markup', body(expired));
    expect(old.body).toEqual(errorsOf(M.onlyUpcomingMarkup));
    for (const m of [active, expired]) {
      const refused = await admin.post('/billing_clients/delete_markup', {
        id: m.id,
        user_id: owner.id,
      });
      expect(refused.body).toEqual(errorsOf(M.onlyUpcomingMarkup));
    }
  });
});

describe('billing clients: per-request prices and the model', () => {
  it('adds and deletes an upcoming price; refuses to delete an active one', async () => {
    const { server, owner } = fresh();
    const admin = await signedInAs(server, 'superadmin');
    const start = now() + 7 * DAY;
    const request = { uri: '/parcels', request_method: 'POST' };
    const added = await admin.post('/billing_clients/save_price', {
      user_id: owner.id,
      price: '0.0125',
      date_start: start,
      ...request,
    });
    expect(added.body).toEqual({ message: 'Price added' });
    const pricesOf = async () =>
      parse(
        (await admin.get(`/billing_clients/get_client?user_id=${owner.id}`)).body,
      ).request_prices.find((r) => r.uri === request.uri)!.prices;
    const price = (await pricesOf()).find((p) => p.date_start === start)!;
    expect(price).toMatchObject({ price: '0.0125', status: 'upcoming' });
    const bad = await admin.post('/billing_clients/save_price', {
      user_id: owner.id,
      price: '1e-2',
      date_start: start,
      ...request,
    });
    expect(bad.body).toEqual(errorsOf(M.incorrectAmount, ['price']));

    const active = (await pricesOf()).find((p) => p.status === 'active')!;
    const refused = await admin.post('/billing_clients/delete_price', {
      id: active.id,
      user_id: owner.id,
    });
    expect(refused.body).toEqual(errorsOf(M.onlyUpcomingPrice));
    const deleted = await admin.post('/billing_clients/delete_price', {
      id: price.id,
      user_id: owner.id,
    });
    expect(deleted.body).toEqual({ message: 'Price deleted' });
    expect((await pricesOf()).some((p) => p.id === price.id)).toBe(false);
  });

  it('switches the billing model and back, keeping both models’ settings', async () => {
    const { server, owner } = fresh();
    const admin = await signedInAs(server, 'superadmin');
    const read = async () =>
      parse((await admin.get(`/billing_clients/get_client?user_id=${owner.id}`)).body);
    const before = await read();
    const to1 = await admin.post('/billing_clients/save_billing_model', {
      user_id: owner.id,
      billing_model: 1,
    });
    expect(to1.body).toEqual({ message: 'Billing type changed' });
    const per = await read();
    expect(per.billing_model).toBe(1);
    expect(per.request_prices).toEqual(before.request_prices);
    expect(per.services).toEqual(before.services);
    await admin.post('/billing_clients/save_billing_model', {
      user_id: owner.id,
      billing_model: 2,
    });
    expect(await read()).toEqual(before);
    const invalid = await admin.post('/billing_clients/save_billing_model', {
      user_id: owner.id,
      billing_model: 3,
    });
    expect(invalid.status).toBe(400);
  });
});

describe('billing clients: profile and notifications', () => {
  it('lets a client save its e-mails but not its currency', async () => {
    const { server, owner } = fresh();
    const client = await signedInAs(server, 'client');
    const saved = await client.post('/billing_clients/save_client', {
      user_id: owner.id,
      currency: 'EUR',
      emails: [{ email: 'ap@northwind.example.com' }, { email: '' }],
    });
    expect(saved.body).toEqual({ message: 'Client profile saved' });
    const read = parse((await client.get('/billing_clients/get_client')).body);
    expect(read.emails.map((e) => e.email)).toEqual(['ap@northwind.example.com']);
    const currency = await client.post('/billing_clients/save_client', {
      user_id: owner.id,
      currency: 'USD',
      emails: [],
    });
    expect(currency.status).toBe(403);
    const email = await client.post('/billing_clients/save_client', {
      user_id: owner.id,
      currency: 'EUR',
      emails: [{ email: 'not-an-email' }],
    });
    expect(email.body).toEqual(errorsOf(M.emailNotValid, ['emails.0.email']));
  });

  it('creates a configuration on the first profile save of a super admin', async () => {
    const { server, unconfigured } = fresh();
    const admin = await signedInAs(server, 'superadmin');
    const before = parse(
      (await admin.get(`/billing_clients/get_client?user_id=${unconfigured.userId}`)).body,
    );
    expect(before.exists).toBe(false);
    const markup = await admin.post('/billing_clients/save_markup', {
      user_id: unconfigured.userId,
      service_id: before.services[0]?.id ?? 1,
      date_start: now() + DAY,
      markup_type: 'amount',
      markup_amount: '1',
    });
    expect(markup.body).toEqual(errorsOf(M.notConfigured));
    const saved = await admin.post('/billing_clients/save_client', {
      user_id: unconfigured.userId,
      currency: 'JPY',
      emails: [{ email: 'billing@example.com' }],
    });
    expect(saved.body).toEqual({ message: 'Client configuration created' });
    const after = parse(
      (await admin.get(`/billing_clients/get_client?user_id=${unconfigured.userId}`)).body,
    );
    expect(after).toMatchObject({ exists: true, currency: 'JPY' });
  });

  it('saves notifications: numbers only, and no period or value when off', async () => {
    const { server, owner } = fresh();
    const client = await signedInAs(server, 'client');
    const save = (notifications: unknown[]) =>
      client.post('/billing_clients/saveNotifications', { user_id: owner.id, notifications });
    const letters = await save([
      { type: 'low_balance_amount', active: true, period: 'daily', condition_value: '1e3' },
    ]);
    expect(letters.body).toEqual(errorsOf(M.onlyNumbers, ['notifications.0.condition_value']));
    const period = await save([
      { type: 'low_balance_amount', active: true, period: 'hourly', condition_value: '10' },
    ]);
    expect(period.body).toEqual(errorsOf(M.unknownPeriod, ['notifications.0.period']));
    const saved = await save([
      { type: 'low_balance_amount', active: true, period: 'weekly', condition_value: '250.50' },
      { type: 'low_balance_days', active: false, period: 'daily', condition_value: '5' },
    ]);
    expect(saved.body).toEqual({ message: 'Notifications saved' });
    const read = parse((await client.get('/billing_clients/get_client')).body).notifications;
    expect(read.find((n) => n.type === 'low_balance_amount')).toMatchObject({
      active: true,
      period: 'weekly',
      condition_value: '250.50',
    });
    expect(read.find((n) => n.type === 'low_balance_days')).toMatchObject({
      active: false,
      period: null,
      condition_value: null,
    });
  });
});
