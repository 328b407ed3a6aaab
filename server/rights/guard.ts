import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { may, scopeOf } from '../../src/contract/rights/decide';
import { accountOf, type ApiEnv } from '../context';
import { HttpFailure } from '../http';
import { idempotent } from '../idempotency';
import { actorOf } from './actor';
import type { AreaRoute, RouteRight, RouteRights } from './route-rights';
import type { RouteInput } from './targets';

// The one guard of every API call (decision 053): it finds the route's declaration, and decides
// from it and the roles' rights, before any handler runs. A call no declaration covers is refused
// (deny by default); no route checks who may act by itself. Writes honour an Idempotency-Key.

/** '/services/save/' and '/services/save' are one route. */
export const normalisePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export const routeKeyOf = (method: string, path: string) =>
  `${method === 'HEAD' ? 'GET' : method} ${normalisePath(path)}`;

async function bodyOf(c: Context): Promise<unknown> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return undefined;
  try {
    return await c.req.json();
  } catch {
    // The route's own schema answers an unreadable body with its 400.
    return undefined;
  }
}

async function authorise(c: Context<ApiEnv>, right: AreaRoute): Promise<void> {
  const { db, user } = c.var;
  const input: RouteInput = { db, query: new URL(c.req.url).searchParams, body: await bodyOf(c) };
  const area = typeof right.area === 'function' ? right.area(input) : right.area;
  const actor = actorOf(db, user);
  const subjects = right.target?.(input) ?? [];
  if (!may(actor, area, right.action, subjects)) {
    const held = scopeOf(actor, area, right.action) !== undefined;
    const { hidden } = right;
    const records = subjects.filter((subject) => !subject.planned);
    if (held && hidden && !may(actor, hidden.seen ?? area, 'read', records)) {
      const message = typeof hidden.message === 'string' ? hidden.message : hidden.message(input);
      throw new HttpFailure(404, [{ message }]);
    }
    throw new HttpFailure(403, [{ message: right.denied ?? 'Forbidden' }]);
  }
  const refusal = right.rule?.(input, user);
  if (refusal) throw new HttpFailure(refusal.status, [{ message: refusal.message }]);
}

export function rightsGuard(rights: RouteRights) {
  const table = new Map<string, RouteRight>(
    Object.entries(rights).map(([key, right]) => {
      const [method = '', path = ''] = key.split(' ');
      return [routeKeyOf(method, path), right];
    }),
  );
  return createMiddleware<ApiEnv>(async (c, next) => {
    const right = table.get(routeKeyOf(c.req.method, c.req.path));
    if (right?.access === 'public') return next();
    if (
      right?.access === 'area' &&
      right.printLink &&
      new URL(c.req.url).searchParams.has('printHash')
    ) {
      return next();
    }
    if (!c.get('user')) {
      const { identifier, user } = accountOf(c);
      c.set('identifier', identifier);
      c.set('user', user);
    }
    if (!right) throw new HttpFailure(404, [{ message: 'Not found' }]);
    if (right.access === 'area') {
      await authorise(c, right);
      if (right.action === 'write') {
        const replayed = await idempotent(c, next);
        // A replayed answer comes back as a Response; a call that ran has set its own.
        if (replayed instanceof Response) c.res = replayed;
        return;
      }
    }
    await next();
  });
}
