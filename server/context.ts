import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { User } from './areas/auth/seed';
import type { Db } from './data/db';
import { HttpFailure } from './http';
import type { IdempotencyStore } from './idempotency-store';
import type { Limiters } from './rate-limit';
import { type Session, SESSION_COOKIE, type SessionStore } from './sessions';
import { usesConsole } from './rights/actor';

export type ApiEnv = {
  Variables: {
    db: Db;
    sessions: SessionStore;
    limiters: Limiters;
    idempotency: IdempotencyStore;
    /** The browser session behind the cookie; absent until a call needs one (`ensureSession`). */
    session: Session | undefined;
    /** The signed-in account named by X-USER-IDENTIFIER, once the guard (rights/guard.ts) ran. */
    user: User;
    identifier: string;
  };
};

export const IDENTIFIER_HEADER = 'X-USER-IDENTIFIER';

/**
 * A host without cookies (the MSW bridge of the component tests, whose Headers drop Cookie and
 * Set-Cookie as browsers hide them from scripts) names the session in its bindings, and is told
 * when a sign-in starts a new one.
 */
export type CookielessHost = { sessionId?: string; onSession?: (id: string) => void };
const hostOf = (c: Context) => (c.env ?? {}) as CookielessHost;

/** Finds the browser session behind the httpOnly cookie, without starting one. */
export type ServerState = {
  db: Db;
  sessions: SessionStore;
  limiters: Limiters;
  idempotency: IdempotencyStore;
};

export function sessionMiddleware({ db, sessions, limiters, idempotency }: ServerState) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    c.set('db', db);
    c.set('sessions', sessions);
    c.set('limiters', limiters);
    c.set('idempotency', idempotency);
    c.set('session', sessions.get(getCookie(c, SESSION_COOKIE) ?? hostOf(c).sessionId));
    await next();
  });
}

/**
 * The session a sign-in joins: this browser's, while it holds a signed-in account (adding an
 * account); otherwise a brand-new one with a new id and print id, so an id planted before the
 * sign-in, or left from a full logout, is never reused (no session fixation). Anonymous probes
 * and failed calls never start one.
 */
export function sessionForSignIn(c: Context<ApiEnv>): Session {
  const current = c.var.session;
  if (current && !c.var.sessions.isEmpty(current)) return current;
  if (current) c.var.sessions.destroy(current);
  const session = c.var.sessions.create();
  setCookie(c, SESSION_COOKIE, session.id, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/admin',
    secure: new URL(c.req.url).protocol === 'https:',
  });
  hostOf(c).onSession?.(session.id);
  c.set('session', session);
  return session;
}

/** The account this request acts for; 401 when the identifier is not signed in here. */
export function accountOf(c: Context<ApiEnv>, options: { pending?: boolean } = {}) {
  const identifier = c.req.header(IDENTIFIER_HEADER) ?? '';
  const account = c.var.sessions.use(c.var.session, identifier);
  const user = account ? c.var.db.users.find((u) => u.id === account.userId) : undefined;
  if (
    !account ||
    !user ||
    !user.active ||
    !usesConsole(c.var.db, user) ||
    account.pendingMfa !== Boolean(options.pending)
  ) {
    throw new HttpFailure(401, [{ message: 'Unauthorized' }]);
  }
  return { identifier, user, account, session: c.var.session as Session };
}
