import { describe, expect, it } from 'vitest';
import { may, scopeOf } from '@/contract/rights/decide';
import { ROLE_KEYS } from '@/contract/rights/role-rights';
import type { User } from '../../../server/areas/auth/seed';
import { createApp } from '../../../server/app';
import { actorOf } from '../../../server/rights/actor';
import { routeKeyOf } from '../../../server/rights/guard';
import { ROUTE_RIGHTS } from '../../../server/rights/registry';
import type { AreaRoute, RouteKey, RouteRight } from '../../../server/rights/route-rights';
import { createBrowser } from '../api-client';
import { type Candidate, routeSamples } from './route-samples';

// The rights test generated from the declarations (decision 053): every route the server has,
// called by one demo user of every role that signs in and by an anonymous caller, on candidates
// inside and outside each caller's scope. The expected answer is the model's (the roles' rights,
// the route's area and action, the candidate's subject, the route's target rule); the actual one
// is the server's. A route without a declaration, or without a sample here, fails the test.

/** One signing-in user of every role (the API-only role never signs in: tested below). */
const CALLERS = [
  'superadmin',
  'staff',
  'augustus.hauck',
  'faith.kirlin',
  'mfa',
  'teamlead',
  'orie.cole',
  'viewer',
  'client',
  'mayer-llc-api1',
  'northwind-traders-api2',
  'wade.christiansen',
] as const;

const server = createApp();
const { db } = server;
const samples = routeSamples(db);
const rightOf = (route: RouteKey): RouteRight => {
  const [method = '', path = ''] = route.split(' ');
  const key = Object.keys(ROUTE_RIGHTS).find(
    (declared) =>
      routeKeyOf(...(declared.split(' ') as [string, string])) === routeKeyOf(method, path),
  );
  if (!key) throw new Error(`${route} has no declaration`);
  return ROUTE_RIGHTS[key as RouteKey]!;
};

type Session = {
  call: (
    method: string,
    path: string,
    body?: unknown,
  ) => Promise<{ status: number; body: unknown }>;
};

async function signIn(login: string | undefined): Promise<Session> {
  const browser = createBrowser(server);
  let identifier: string | undefined;
  if (login) {
    identifier = await browser.login(login);
    const user = db.users.find((u) => u.login === login)!;
    if (user.hasMfa) {
      const done = await browser.post(
        '/admin/auth/login_mfa',
        { mfa_code: '123456' },
        { identifier },
      );
      identifier = done.body.user.headerIdentifier as string;
    }
  }
  return {
    call: async (method, path, body) => {
      const options = { identifier, body };
      const answer =
        method === 'GET'
          ? await browser.get(`/admin${path}`, options)
          : method === 'DELETE'
            ? await browser.delete(`/admin${path}`, body, options)
            : await browser.post(`/admin${path}`, body, options);
      return { status: answer.status, body: answer.body };
    },
  };
}

/** A fresh number for every call, so creates never collide. */
let serial = 0;

type Expected = { refused: false } | { refused: true; status: number };

/** What the model says of this caller calling this route on this candidate. */
function expected(
  right: AreaRoute,
  actor: User,
  candidate: Candidate | undefined,
  input: { query: URLSearchParams; body: unknown },
): Expected {
  const routeInput = { db, ...input };
  const area = typeof right.area === 'function' ? right.area(routeInput) : right.area;
  const model = actorOf(db, actor);
  if (!may(model, area, right.action, candidate?.subjects ?? [])) {
    const held = scopeOf(model, area, right.action) !== undefined;
    const subjects = (candidate?.subjects ?? []).filter((s) => !s.planned);
    const unseen = right.hidden && !may(model, right.hidden.seen ?? area, 'read', subjects);
    return { refused: true, status: held && unseen ? 404 : 403 };
  }
  const rule = right.rule?.(routeInput, actor);
  return rule ? { refused: true, status: rule.status } : { refused: false };
}

describe('the rights of every route, role and target', () => {
  const figures = { routes: new Set<string>(), checks: 0, refusals: 0 };

  it.each(CALLERS.map((login) => [login]))('as %s', async (login) => {
    const actor = db.users.find((u) => u.login === login)!;
    const session = await signIn(login);
    const anonymous = await signIn(undefined);
    const mismatches: string[] = [];
    for (const sample of samples) {
      const right = rightOf(sample.route);
      const [method = 'GET', routePath = '/'] = sample.route.split(' ');
      const candidates: Array<Candidate | undefined> = sample.targets
        ? sample.targets(db, actor)
        : [undefined];
      for (const candidate of candidates) {
        serial += 1;
        const call = { db, actor, target: candidate?.id ?? 0, n: serial };
        const path = sample.call?.(call) ?? routePath;
        const body = method === 'GET' ? undefined : (sample.body?.(call) ?? {});
        const where = `${sample.route}${candidate ? ` on ${candidate.label}` : ''}`;
        if (right.access === 'public') {
          // Open before sign-in: answered by the route itself (login_mfa's own 401 without a
          // pending sign-in included), never by the guard.
          const anon = await anonymous.call(method, path, body);
          if (anon.status >= 500) mismatches.push(`${where}: anonymous ${anon.status}`);
          continue;
        }
        if (login === CALLERS[0]) {
          const anon = await anonymous.call(method, path, body);
          if (anon.status !== 401) mismatches.push(`${where}: anonymous ${anon.status}`);
        }
        const want: Expected =
          right.access === 'signed-in'
            ? { refused: false }
            : expected(right, actor, candidate, {
                query: new URL(path, 'http://x').searchParams,
                body,
              });
        const answer = await session.call(method, path, body);
        figures.routes.add(sample.route);
        figures.checks += 1;
        const got = `${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`;
        if (want.refused) {
          figures.refusals += 1;
          if (answer.status !== want.status)
            mismatches.push(`${where}: refused ${want.status}, got ${got}`);
        } else if (!(sample.ok ?? [200]).includes(answer.status)) {
          mismatches.push(`${where}: allowed, got ${got}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('tried every declared route (the figures go in the closing note)', () => {
    const declared = Object.entries(ROUTE_RIGHTS).filter(([, r]) => r.access !== 'public');
    // Every caller's run adds its routes; this runs after them (Vitest keeps the file's order).
    for (const [route] of declared) expect(figures.routes, route).toContain(route);
    console.info(
      `rights: ${Object.keys(ROUTE_RIGHTS).length} routes declared, ${figures.checks} checks ` +
        `by ${CALLERS.length} roles, ${figures.refusals} refused as the model says`,
    );
  });
});

describe('the declarations', () => {
  it('cover every route the server registers, and name no route it lacks', () => {
    const registered = new Set(
      server.api.routes
        .filter((r) => r.path !== '/*' && r.method !== 'ALL')
        .map((r) => routeKeyOf(r.method, r.path)),
    );
    const declared = new Set(
      Object.keys(ROUTE_RIGHTS).map((key) => routeKeyOf(...(key.split(' ') as [string, string]))),
    );
    expect([...registered].filter((route) => !declared.has(route))).toEqual([]);
    expect([...declared].filter((route) => !registered.has(route))).toEqual([]);
  });

  it('have a sample for every route', () => {
    const sampled = new Set(
      samples.map((s) => routeKeyOf(...(s.route.split(' ') as [string, string]))),
    );
    for (const key of Object.keys(ROUTE_RIGHTS)) {
      expect(sampled, key).toContain(routeKeyOf(...(key.split(' ') as [string, string])));
    }
  });

  it('sign every role in that the model lets in, and only those', async () => {
    for (const role of ROLE_KEYS) {
      const user = db.users.find((u) => u.roleKey === role && u.active);
      expect(user, role).toBeDefined();
    }
    // The API-only role never signs in, even with a password a manager gave it (F5).
    const merchant = db.users.find((u) => u.roleKey === 'api_user' && u.login !== 'XML')!;
    const browser = createBrowser(createApp({ db }));
    const saved = merchant.passwordHash;
    merchant.passwordHash = db.users.find((u) => u.login === 'staff')!.passwordHash;
    try {
      const answer = await browser.post('/admin/auth/login', {
        login: merchant.login,
        password: 'demo',
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ errors: [{ message: 'This account has API access only' }] });
    } finally {
      merchant.passwordHash = saved;
    }
  });

  it('refuse a call no route declares (deny by default)', async () => {
    const staff = await signIn('staff');
    expect((await staff.call('GET', '/services/not_a_route')).status).toBe(404);
    expect((await staff.call('POST', '/services')).status).toBe(404);
  });
});
