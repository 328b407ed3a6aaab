import { describe, expect, it } from 'vitest';
import { createApp, MAX_BODY_BYTES } from '../../../server/app';
import { createDb } from '../../../server/data/db';
import { PARCEL_LIMITS } from '@/contract/parcels/parcel-schemas';
import { createBrowser, errorsOf } from '../api-client';

// Every body goes through its schema, with limits; nothing a caller sends answers 500; a body
// larger than the limit is refused unread; a create sent twice creates once (decision 015).

const db = createDb();
const server = createApp({ db });
const client = db.users.find((u) => u.login === 'client')!;
const serviceId = client.serviceIds.find((id) =>
  db.services.some((s) => s.id === id && s.carrier_kind !== 'pallet' && s.is_active),
)!;
const address = {
  name: 'Ann Lee',
  addr1: '1 Main St',
  city: 'Berlin',
  zip: '10115',
  country: 'DE',
};
const item = { sku_desc: 'Book', quantity: 1, price: 10, weight: 0.5 };
const parcel = (over: Record<string, unknown> = {}) => ({
  service_id: serviceId,
  sender_address: address,
  destination_address: { ...address, country: 'FR' },
  weight: 1,
  dimensions: { length: 10, width: 10, height: 10 },
  items: [item],
  ...over,
});

async function as(login: string, app = server) {
  const browser = createBrowser(app);
  const identifier = await browser.login(login);
  return {
    browser,
    identifier,
    post: (path: string, body: unknown, headers?: Record<string, string>) =>
      browser.post(`/admin${path}`, body, { identifier, headers }),
    get: (path: string) => browser.get(`/admin${path}`, { identifier }),
  };
}

describe('body size', () => {
  it(`refuses a body over ${MAX_BODY_BYTES / 1024} KB with 413, announced or not`, async () => {
    const { identifier } = await as('client');
    const big = JSON.stringify({ login: 'x'.repeat(MAX_BODY_BYTES) });
    const send = (chunked: boolean) =>
      server.app.fetch(
        new Request('http://localhost/admin/parcels/create_new', {
          method: 'POST',
          headers: {
            'X-Requested-With': 'XMLHttpRequest',
            'Content-Type': 'application/json',
            'X-USER-IDENTIFIER': identifier,
          },
          // A stream has no length to announce: the limit is counted while reading.
          body: chunked
            ? new ReadableStream({
                start(controller) {
                  for (let i = 0; i < big.length; i += 64 * 1024) {
                    controller.enqueue(new TextEncoder().encode(big.slice(i, i + 64 * 1024)));
                  }
                  controller.close();
                },
              })
            : big,
          ...(chunked ? { duplex: 'half' } : {}),
        } as RequestInit),
      );
    for (const chunked of [false, true]) {
      const answer = await send(chunked);
      expect(answer.status).toBe(413);
      expect(await answer.json()).toEqual(errorsOf('Request body is too large (at most 1024 KB)'));
    }
  });
});

describe('create_new limits', () => {
  const L = PARCEL_LIMITS;
  it.each([
    [
      '5,000 items',
      { items: Array(5000).fill(item) },
      'items',
      `Maximum number of items: ${L.items}`,
    ],
    ['no items', { items: [] }, 'items', 'Minimum number of items: 1'],
    [
      'a 100 KB name',
      { sender_address: { ...address, name: 'x'.repeat(100_000) } },
      'sender_address.name',
      `Maximum length: ${L.text}`,
    ],
    ['a weight of 1e308', { weight: 1e308 }, 'weight', `Maximum value: ${L.weight}`],
    ['a negative weight', { weight: -1 }, 'weight', 'Only positive value'],
    [
      'a quantity of 1e20',
      { items: [{ ...item, quantity: 1e20 }] },
      'items.0.quantity',
      `Maximum value: ${L.quantity}`,
    ],
    [
      'half an item',
      { items: [{ ...item, quantity: 1.5 }] },
      'items.0.quantity',
      'Must be an integer (whole number)',
    ],
    ['a text weight', { weight: '1' }, 'weight', 'Must be a valid number'],
    [
      'a long reference',
      { reference: 'r'.repeat(101) },
      'reference',
      `Maximum length: ${L.reference}`,
    ],
    [
      'a blank city',
      { sender_address: { ...address, city: '   ' } },
      'sender_address.city',
      'Field is required',
    ],
    [
      'a bad e-mail',
      { sender_address: { ...address, email: 'nope' } },
      'sender_address.email',
      'Email is not valid',
    ],
    [
      'country ZZ',
      { destination_address: { ...address, country: 'ZZ' } },
      'destination_address.country',
      'Unknown country',
    ],
    [
      'origin ZZ',
      { items: [{ ...item, country_of_origin: 'ZZ' }] },
      'items.0.country_of_origin',
      'Unknown country',
    ],
  ])('refuses %s', async (_name, over, field, message) => {
    const { post } = await as('client');
    const answer = await post('/parcels/create_new', parcel(over));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual({ message, fields: [field] });
  });

  it('names at most 20 problems, however many there are', async () => {
    const { post } = await as('client');
    const broken = Array(100).fill({ sku_desc: '', quantity: -1, price: -1, weight: 0 });
    const answer = await post('/parcels/create_new', parcel({ items: broken }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors.length).toBeLessThanOrEqual(20);
  });

  it('accepts a parcel at every limit', async () => {
    const { post } = await as('client', createApp({ db: createDb() }));
    const answer = await post(
      '/parcels/create_new',
      parcel({
        reference: 'r'.repeat(L.reference),
        sender_address: { ...address, name: 'n'.repeat(L.text) },
        weight: L.weight,
        items: Array(L.items).fill({ ...item, quantity: L.quantity, price: L.price }),
      }),
    );
    expect(answer.status).toBe(200);
  });
});

describe('bodies that are not objects', () => {
  it.each(['/parcels/generate_print_hash', '/pallets/generate_print_hash'])(
    '%s answers 400 to null, arrays, strings and bad ids',
    async (path) => {
      const { post } = await as('staff');
      for (const body of [null, [], 'x', 7, { id: 'x' }, { id: -1 }, { id: 1.5 }, { id: 1e308 }]) {
        const answer = await post(path, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
      }
    },
  );
});

describe('fuzzing', () => {
  const garbageBodies: unknown[] = [
    null,
    [],
    [1, 2],
    '',
    'x',
    0,
    -1,
    true,
    {},
    { id: null },
    { id: '1' },
    { id: {} },
    { id: [] },
    { id: 1e308 },
    { id: -0 },
    { userId: '1' },
    { userId: 1e308 },
    { user: 'x' },
    { login: {}, password: [] },
    { login: 'x'.repeat(10_000), password: 'y' },
    { mfa_code: 123456 },
    { token: null, user: null },
    { __proto__: { admin: true } },
    { constructor: { prototype: { admin: true } } },
    JSON.parse('{"a":'.repeat(500) + '1' + '}'.repeat(500)),
    { items: 'many', service_id: 'x' },
    { service_id: 1, items: [null] },
    { sender_address: [], destination_address: 'x' },
    { '<script>alert(1)</script>': '<img src=x onerror=alert(1)>' },
    { id: '1; DROP TABLE parcels' },
  ];
  const garbageQueries = [
    '',
    '?id=',
    '?id=abc',
    '?id[]=1&id[]=2',
    '?id[a]=1',
    '?id=1e400',
    '?id=-1',
    '?page=-1&quantity=1e9',
    '?page=abc&quantity=abc',
    '?page[]=1',
    '?date_from=99-99-9999&date_to=garbage',
    '?date_from=31-02-2026%2025:61:61',
    '?user_ids[a][b][c][d][e][f]=1',
    `?user_ids[]=${'1,'.repeat(500)}`,
    '?mode=zz&days_range=-5&group_by=__proto__',
    '?statistics_per=%00&request_types[]=%ff',
    '?tracking_statuses[]=x&sender_countries=1',
    '?global_search=%27%20OR%201=1--',
    '?original=2&id=1',
    '?constructor[prototype][admin]=1',
  ];

  it('never answers 500, whatever the body or query, signed in or not', async () => {
    const { api } = createApp({ db });
    const routes = api.routes.filter((r) => r.path !== '/*');
    const superadmin = await as('superadmin');
    const anonymous = createBrowser(server);
    let calls = 0;
    const failures: string[] = [];
    for (const route of routes) {
      const path = `/admin${route.path}`;
      const attempts =
        route.method === 'POST'
          ? garbageBodies.map((body) => () => superadmin.post(route.path, body))
          : garbageQueries.map((query) => () => superadmin.get(`${route.path}${query}`));
      attempts.push(() =>
        route.method === 'POST' ? anonymous.post(path, {}) : anonymous.get(`${path}?id=1`),
      );
      for (const attempt of attempts) {
        const answer = await attempt();
        calls += 1;
        if (answer.status >= 500) failures.push(`${route.method} ${route.path}: ${answer.status}`);
      }
    }
    console.info(
      `fuzzing: ${calls} calls over ${routes.length} routes, ${failures.length} answered 5xx`,
    );
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(700);
  });
});

describe('idempotency', () => {
  it('answers a create sent twice with the first result, and creates once', async () => {
    const app = createApp({ db: createDb() });
    const { post } = await as('client', app);
    const key = { 'Idempotency-Key': 'a3c9b2f0-0000-4000-8000-000000000001' };
    const before = app.db.parcels.length;
    const first = await post('/parcels/create_new', parcel(), key);
    const again = await post('/parcels/create_new', parcel(), key);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(app.db.parcels.length).toBe(before + 1);
    // Without the key, or with a new one, it is a new parcel.
    await post('/parcels/create_new', parcel(), { 'Idempotency-Key': 'another-key-0002' });
    expect(app.db.parcels.length).toBe(before + 2);
  });

  it('creates once when the two copies arrive together', async () => {
    const app = createApp({ db: createDb() });
    const { post } = await as('client', app);
    const key = { 'Idempotency-Key': 'together-0000000003' };
    const before = app.db.parcels.length;
    const [a, b] = await Promise.all([
      post('/parcels/create_new', parcel(), key),
      post('/parcels/create_new', parcel(), key),
    ]);
    expect(a.body).toEqual(b.body);
    expect(app.db.parcels.length).toBe(before + 1);
  });

  it('refuses the same key with another body, and a malformed key', async () => {
    const app = createApp({ db: createDb() });
    const { post } = await as('client', app);
    const key = { 'Idempotency-Key': 'reused-key-00000004' };
    await post('/parcels/create_new', parcel(), key);
    const other = await post('/parcels/create_new', parcel({ weight: 2 }), key);
    expect(other).toMatchObject({
      status: 422,
      body: errorsOf('This Idempotency-Key was already used for another request'),
    });
    const bad = await post('/parcels/create_new', parcel(), { 'Idempotency-Key': 'x y' });
    expect(bad.status).toBe(400);
  });

  it('lets a refused create be corrected and sent again with its key', async () => {
    const app = createApp({ db: createDb() });
    const { post } = await as('client', app);
    const key = { 'Idempotency-Key': 'fix-and-retry-0005' };
    expect((await post('/parcels/create_new', parcel({ weight: -1 }), key)).status).toBe(400);
    expect((await post('/parcels/create_new', parcel({ weight: -1 }), key)).status).toBe(400);
    expect((await post('/parcels/create_new', parcel(), key)).status).toBe(200);
  });

  it("keeps one user's key apart from another's", async () => {
    const app = createApp({ db: createDb() });
    const key = { 'Idempotency-Key': 'shared-key-00000006' };
    const staff = await as('staff', app);
    const client = await as('client', app);
    const mine = await client.post('/parcels/create_new', parcel(), key);
    const theirs = await staff.post('/parcels/create_new', parcel(), key);
    expect(theirs.body.id).not.toBe(mine.body.id);
  });
});

describe('headers', () => {
  it('keeps API answers and print files out of every cache, and the console out of frames', async () => {
    const { get } = await as('staff');
    const answer = await get('/main/get_all_lists');
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(answer.headers.get('X-Frame-Options')).toBe('DENY');
    const page = await server.app.fetch(new Request('http://localhost/admin/login'));
    expect(page.headers.get('X-Frame-Options')).toBe('DENY');
    const refused = await server.app.fetch(
      new Request('http://localhost/admin/parcels/get_label?id=1'),
    );
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
  });
});
