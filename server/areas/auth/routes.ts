import { type Context, Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import * as v from 'valibot';
import {
  LoginAsRequestSchema,
  LoginMfaRequestSchema,
  LoginRequestSchema,
  type LoginResponse,
} from '../../../src/features/auth/api/auth-schemas';
import { decide } from '../../authz';
import { type ApiEnv, accountOf, IDENTIFIER_HEADER, sessionForSignIn } from '../../context';
import { fail, HttpFailure, readJson, validate } from '../../http';
import { addressOf, MFA_CODE_TRIES, refuseWhenLimited, TOO_MANY } from '../../rate-limit';
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

const loginKey = (login: string) => `login:${login.trim().toLowerCase()}`;
const addressKey = (c: Context) => `address:${addressOf(c)}`;

/** 429 while the login or the caller's address has used up its tries. */
function checkLimits(c: Context<ApiEnv>, login: string) {
  const { login: byLogin, address } = c.var.limiters;
  refuseWhenLimited([
    [byLogin, loginKey(login)],
    [address, addressKey(c)],
  ]);
}

function countFailure(c: Context<ApiEnv>, login: string) {
  c.var.limiters.login.count(loginKey(login));
  c.var.limiters.address.count(addressKey(c));
}

export const authRoutes = new Hono<ApiEnv>()
  .post('/auth/login', async (c) => {
    const raw = await readJson(c);
    const missing = missingCredentials(raw);
    if (missing.length > 0) return c.json({ errors: missing }, 400);
    const { login, password } = validate(LoginRequestSchema, raw);
    checkLimits(c, login);
    const user = c.var.db.users.find((u) => u.login === login.trim());
    if (!(await verifyPassword(password, user?.passwordHash)) || !user) {
      countFailure(c, login);
      return fail(c, 400, 'Wrong login or password');
    }
    if (!user.active) return fail(c, 400, 'User is blocked');
    c.var.limiters.login.reset(loginKey(login));
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
    checkLimits(c, user.login);
    const body = await readJson(c);
    if (v.is(LoginMfaRequestSchema, body) && body.mfa_code === DEMO_MFA_CODE) {
      c.var.limiters.login.reset(loginKey(user.login));
      session.accounts.set(identifier, { ...account, pendingMfa: false });
      return c.json(loginAnswer(user, identifier, session));
    }
    countFailure(c, user.login);
    account.mfaFailures += 1;
    if (account.mfaFailures >= MFA_CODE_TRIES) {
      // The pending sign-in is spent: the password must be given again, once the login's
      // window (which these failures filled) has passed.
      c.var.sessions.revoke(session, identifier);
      checkLimits(c, user.login);
      const wait = Math.ceil(c.var.limiters.login.limit.windowMs / 1000);
      throw new HttpFailure(429, [{ message: TOO_MANY(wait) }], { 'Retry-After': String(wait) });
    }
    return fail(c, 400, 'Wrong authentication code', ['mfa_code']);
  })
  .post('/auth/login_as', async (c) => {
    const { userId } = validate(LoginAsRequestSchema, await readJson(c));
    const target = c.var.db.users.find((u) => u.id === userId);
    if (!target) return fail(c, 404, 'User not found');
    const decision = decide(c.var.user, 'login_as', target);
    if (!decision.allowed) return fail(c, decision.status, decision.message);
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
