import { Hono } from 'hono';
import * as v from 'valibot';
import {
  LoginAsRequestSchema,
  LoginMfaRequestSchema,
  LoginRequestSchema,
  type LoginResponse,
} from '../../src/features/auth/api/auth-schemas';
import { type ApiEnv, accountOf, ensureSession, IDENTIFIER_HEADER, requireUser } from '../context';
import { verifyPassword } from '../data/passwords';
import type { User } from '../data/users';
import { fail, readJson, validate } from '../http';
import { DEMO_MFA_CODE, mfaQrCodeUrl } from '../mfa';
import type { Session } from '../sessions';

// Signing accounts in and out of the browser session (spec a section 7). Every answer that
// completes a sign-in carries the print-link session id.

export function loginAnswer(user: User, identifier: string, session: Session): LoginResponse {
  return {
    need_mfa: false,
    user: { id: user.id, login: user.login, email: user.email, headerIdentifier: identifier },
    session_id: session.printSessionId,
  };
}

/** A code is checked as the contract shapes it (six digits), then against the demo code. */
const isDemoMfaCode = (body: unknown) =>
  v.is(LoginMfaRequestSchema, body) && body.mfa_code === DEMO_MFA_CODE;

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
    const user = c.var.db.users.find((u) => u.login === login.trim());
    if (!user || !verifyPassword(password, user.passwordHash)) {
      return fail(c, 400, 'Wrong login or password');
    }
    if (!user.active) return fail(c, 400, 'User is blocked');
    const session = ensureSession(c);
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
    const { identifier, user, session } = accountOf(c, { pending: true });
    if (!isDemoMfaCode(await readJson(c))) {
      return fail(c, 400, 'Wrong authentication code', ['mfa_code']);
    }
    session.accounts.set(identifier, { userId: user.id, pendingMfa: false });
    return c.json(loginAnswer(user, identifier, session));
  })
  .post('/auth/login_as', requireUser, async (c) => {
    if (!c.var.user.canManageUsers) return fail(c, 403, 'Forbidden');
    const { userId } = validate(LoginAsRequestSchema, await readJson(c));
    const target = c.var.db.users.find((u) => u.id === userId);
    if (!target) return fail(c, 404, 'User not found');
    if (target.hasMfa) return fail(c, 400, 'User with MFA is not allowed');
    if (!target.active) return fail(c, 400, 'User is blocked');
    const session = ensureSession(c);
    const identifier = c.var.sessions.signIn(session, target.id);
    return c.json(loginAnswer(target, identifier, session));
  })
  // Logging out is idempotent: the client leaves locally even when the account is already gone.
  .post('/auth/logout', (c) => {
    c.var.session?.accounts.delete(c.req.header(IDENTIFIER_HEADER) ?? '');
    return c.json({ success: true as const });
  })
  .post('/auth/logoutAll', (c) => {
    c.var.session?.accounts.clear();
    return c.json({ success: true as const });
  });
