import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  ActivationRequestSchema,
  PasswordConfirmRequestSchema,
  RecoveryRequestSchema,
  SaveMfaRequestSchema,
} from '../../../src/contract/auth/auth-schemas';
import type { ApiEnv } from '../../context';
import { fail, HttpFailure, readBody, readJson } from '../../http';
import { addressOf, refuseWhenLimited } from '../../rate-limit';
import { giveBack, mfaKey, takeTry } from './attempts';
import { DEMO_MFA_CODE } from './mfa';

// The e-mailed links (activation, recovery, password confirmation) and the MFA setup code (the
// switch itself, POST /users/enable_mfa, is the users area's). The demo
// token works every time and never changes a demo password, so the demo logins keep working.
export const DEMO_TOKEN = 'demo-token';
const MIN_PASSWORD = 8;
const LINK_USER = 'staff';

function checkNewPassword(password: string, confirm: string): void {
  if (password.length < MIN_PASSWORD) {
    throw new HttpFailure(400, [
      { message: `Password must be at least ${MIN_PASSWORD} characters`, fields: ['password'] },
    ]);
  }
  if (password !== confirm) {
    throw new HttpFailure(400, [
      { message: 'Different password and confirm', fields: ['password_confirm'] },
    ]);
  }
}

/** The e-mailed links and recovery requests are counted per address, every call. */
function countLinkCall(c: Context<ApiEnv>) {
  const key = `links:${addressOf(c)}`;
  refuseWhenLimited([[c.var.limiters.address, key]]);
  c.var.limiters.address.count(key);
}

export const RECOVERY_SENT = 'Recovery link has been sent on your email';

export const accountLinkRoutes = new Hono<ApiEnv>()
  .post('/users/save_mfa', async (c) => {
    const key = mfaKey(c.var.user.login);
    takeTry(c, key);
    const body = await readJson(c);
    if (!v.is(SaveMfaRequestSchema, body) || body.mfa_code !== DEMO_MFA_CODE) {
      return fail(c, 400, 'Wrong authentication code', ['mfa_code']);
    }
    giveBack(c, key);
    c.var.user.hasMfa = true;
    // Switched on by its owner (POST /users/enable_mfa in the users area): now set up.
    c.var.db.userArea.mfaPending.delete(c.var.user.id);
    return c.json({ success: true as const });
  })
  .post('/activation', async (c) => {
    countLinkCall(c);
    const body = await readBody(c, ActivationRequestSchema);
    if (body.token !== DEMO_TOKEN) return fail(c, 400, 'Activation link is invalid or expired');
    checkNewPassword(body.password, body.password_confirm);
    // The account is activated but keeps the demo password, so the link stays reusable.
    const user = c.var.db.users.find((u) => u.login === 'newuser');
    if (user) user.active = true;
    return c.json({ success: true as const });
  })
  .post('/recovery', async (c) => {
    countLinkCall(c);
    const body = await readBody(c, RecoveryRequestSchema);
    if ('login' in body) {
      // The same answer for every login, known or not, so it cannot list the accounts; a real
      // server e-mails only a login that exists.
      return c.json({ success: true as const, message: RECOVERY_SENT });
    }
    if (body.user !== LINK_USER || body.token !== DEMO_TOKEN) {
      return fail(c, 400, 'Recovery link is invalid or expired');
    }
    checkNewPassword(body.password, body.password_confirm);
    return c.json({ success: true as const });
  })
  .post('/password_confirm', async (c) => {
    countLinkCall(c);
    const body = await readBody(c, PasswordConfirmRequestSchema);
    if (body.user !== LINK_USER || body.token !== DEMO_TOKEN) {
      return fail(c, 400, 'Confirmation link is invalid or expired');
    }
    return c.json({ success: true as const });
  });
