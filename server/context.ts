import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { canAccess } from './data/access';
import type { Db } from './data/db';
import type { User } from './data/users';
import { HttpFailure } from './http';
import { type Session, SESSION_COOKIE, type SessionStore } from './sessions';

export type ApiEnv = {
  Variables: {
    db: Db;
    sessions: SessionStore;
    /** The browser session behind the cookie; absent until a call needs one (`ensureSession`). */
    session: Session | undefined;
    /** The signed-in account named by X-USER-IDENTIFIER, once `requireUser` ran. */
    user: User;
    identifier: string;
  };
};

export const IDENTIFIER_HEADER = 'X-USER-IDENTIFIER';

/** Finds the browser session behind the httpOnly cookie, without starting one. */
export function sessionMiddleware(db: Db, sessions: SessionStore) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    c.set('db', db);
    c.set('sessions', sessions);
    // A host without cookies (the MSW bridge of the component tests) names the session itself.
    const bound = (c.env as { sessionId?: string } | undefined)?.sessionId;
    c.set('session', sessions.get(getCookie(c, SESSION_COOKIE) ?? bound));
    await next();
  });
}

/**
 * The session of this browser, started (and its cookie set) on the first call that signs in, so
 * anonymous probes and failed calls never pile up sessions.
 */
export function ensureSession(c: Context<ApiEnv>): Session {
  if (c.var.session) return c.var.session;
  const session = c.var.sessions.create();
  setCookie(c, SESSION_COOKIE, session.id, { httpOnly: true, sameSite: 'Lax', path: '/admin' });
  c.set('session', session);
  return session;
}

/** The account this request acts for; 401 when the identifier is not signed in here. */
export function accountOf(c: Context<ApiEnv>, options: { pending?: boolean } = {}) {
  const identifier = c.req.header(IDENTIFIER_HEADER) ?? '';
  const account = c.var.session?.accounts.get(identifier);
  const user = account ? c.var.db.users.find((u) => u.id === account.userId) : undefined;
  if (!account || !user || account.pendingMfa !== Boolean(options.pending)) {
    throw new HttpFailure(401, [{ message: 'Unauthorized' }]);
  }
  return { identifier, user, session: c.var.session as Session };
}

/**
 * Guards every non-public call (spec a section 7: the identifier header names the account) and
 * puts the user on the context: handlers read `c.var.user`.
 */
export const requireUser = createMiddleware<ApiEnv>(async (c, next) => {
  const { identifier, user } = accountOf(c);
  c.set('identifier', identifier);
  c.set('user', user);
  await next();
});

/** For areas behind the access list: 403 when the signed-in user's list lacks `url`. */
export function requireAccess(url: string) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    if (!canAccess(c.var.user, url)) throw new HttpFailure(403, [{ message: 'Forbidden' }]);
    await next();
  });
}
