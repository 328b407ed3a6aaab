import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import * as v from 'valibot';
import {
  LoginAsRequestSchema,
  LoginMfaRequestSchema,
  LoginRequestSchema,
  type LoginResponse,
} from '../../../src/contract/auth/auth-schemas';
import { type ApiEnv, accountOf, IDENTIFIER_HEADER, sessionForSignIn } from '../../context';
import { fail, HttpFailure, readJson, validate } from '../../http';
import { usesConsole } from '../../rights/actor';
import { REFUSALS } from '../../rights/rules';
import { MFA_CODE_TRIES, refuseWhenLimited, TOO_MANY } from '../../rate-limit';
import { giveBack, loginKey, mfaKey, takeTry } from './attempts';
import { type Session, SESSION_COOKIE } from '../../sessions';
import { DEMO_MFA_CODE, mfaQrCodeUrl } from './mfa';
import { verifyPassword } from './passwords';
import type { User } from './seed';

// Signing accounts in and out of the browser session (spec a section 7). Every answer that
// completes a sign-in carries the print-link session id. Wrong passwords and codes are counted
// per login and per address (rate-limit.ts); the counters answer 429 past their limit.

export function loginAnswer(user: User, identifier: string, session: Session): LoginResponse {
  return {
    need_mfa: false,
    user: { id: user.id, login: user.login, email: user.email, headerIdentifier: identifier },
    session_id: session.printSessionId,
  };
}

/** The spec's own texts for missing credentials (sic 'Requred'), before the schema check. */
function missingCredentials(raw: unknown) {
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
  return [
    ...(blank(body.login) ? [{ message: 'Required field', fields: ['login'] }] : []),
    ...(blank(body.password) ? [{ message: 'Requred field', fields: ['password'] }] : []),
  ];
}

export const authRoutes = new Hono<ApiEnv>()
  .post('/auth/login', async (c) => {
    const raw = await readJson(c);
    const missing = missingCredentials(raw);
    if (missing.length > 0) return c.json({ errors: missing }, 400);
    const { login, password } = validate(LoginRequestSchema, raw);
    takeTry(c, loginKey(login));
    const user = c.var.db.users.find((u) => u.login === login.trim());
    const right = (await verifyPassword(password, user?.passwordHash)) && user !== undefined;
    // An account that may not sign in answers the same whatever the password, so the answer
    // never confirms a password (a wrong one still used up a try).
    if (user && !user.active) return fail(c, 400, REFUSALS.blocked);
    if (user && !usesConsole(c.var.db, user)) return fail(c, 400, REFUSALS.apiOnly);
    if (!right || !user) return fail(c, 400, 'Wrong login or password');
    giveBack(c, loginKey(login));
    // Its codes used up, a login with MFA waits at the password: no pending sign-in to spend.
    if (user.hasMfa) refuseWhenLimited([[c.var.limiters.login, mfaKey(login)]]);
    const session = sessionForSignIn(c);
    const identifier = c.var.sessions.signIn(session, user.id, user.hasMfa);
    if (!user.hasMfa) return c.json(loginAnswer(user, identifier, session));
    // Pending until /auth/login_mfa: the identifier is good for nothing else.
    const answer: LoginResponse = {
      need_mfa: true,
      user: { id: user.id, login: user.login, headerIdentifier: identifier },
      qr_code_url: await mfaQrCodeUrl(user.login),
    };
    return c.json(answer);
  })
  .post('/auth/login_mfa', async (c) => {
    const { identifier, user, account, session } = accountOf(c, { pending: true });
    takeTry(c, mfaKey(user.login));
    const body = await readJson(c);
    if (v.is(LoginMfaRequestSchema, body) && body.mfa_code === DEMO_MFA_CODE) {
      giveBack(c, mfaKey(user.login));
      session.accounts.set(identifier, { ...account, pendingMfa: false });
      return c.json(loginAnswer(user, identifier, session));
    }
    account.mfaFailures += 1;
    if (account.mfaFailures >= MFA_CODE_TRIES) {
      // The pending sign-in is spent: the password must be given again, and the login's codes
      // wait for their window (which these failures filled).
      c.var.sessions.revoke(session, identifier);
      const wait = Math.max(
        c.var.limiters.login.retryAfter(mfaKey(user.login)),
        Math.ceil(c.var.limiters.login.limit.windowMs / 1000),
      );
      throw new HttpFailure(429, [{ message: TOO_MANY(wait) }], { 'Retry-After': String(wait) });
    }
    return fail(c, 400, 'Wrong authentication code', ['mfa_code']);
  })
  // Who may sign in as whom is the guard's (rights.ts: the login_as area and its rules).
  .post('/auth/login_as', async (c) => {
    const { userId } = validate(LoginAsRequestSchema, await readJson(c));
    const target = c.var.db.users.find((u) => u.id === userId);
    if (!target) return fail(c, 404, 'User not found');
    const session = sessionForSignIn(c);
    const identifier = c.var.sessions.signIn(session, target.id);
    return c.json(loginAnswer(target, identifier, session));
  })
  // Logging out is idempotent: the client leaves locally even when the account is already gone.
  .post('/auth/logout', (c) => {
    const session = c.var.session;
    if (session) c.var.sessions.revoke(session, c.req.header(IDENTIFIER_HEADER) ?? '');
    if (session && !c.var.sessions.get(session.id))
      deleteCookie(c, SESSION_COOKIE, { path: '/admin' });
    return c.json({ success: true as const });
  })
  .post('/auth/logoutAll', (c) => {
    if (c.var.session) c.var.sessions.destroy(c.var.session);
    deleteCookie(c, SESSION_COOKIE, { path: '/admin' });
    return c.json({ success: true as const });
  });
