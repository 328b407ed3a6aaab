import { Hono } from 'hono';
import * as v from 'valibot';
import {
  ActivationRequestSchema,
  EnableMfaRequestSchema,
  PasswordConfirmRequestSchema,
  RecoveryRequestSchema,
  SaveMfaRequestSchema,
} from '../../src/features/auth/api/auth-schemas';
import { type ApiEnv, requireUser } from '../context';
import { fail, HttpFailure, readBody, readJson } from '../http';
import { DEMO_MFA_CODE } from '../mfa';

// The e-mailed links (activation, recovery, password confirmation) and MFA setup. The demo
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

export const accountLinkRoutes = new Hono<ApiEnv>()
  .post('/users/save_mfa', requireUser, async (c) => {
    const body = await readJson(c);
    if (!v.is(SaveMfaRequestSchema, body) || body.mfa_code !== DEMO_MFA_CODE) {
      return fail(c, 400, 'Wrong authentication code', ['mfa_code']);
    }
    c.var.user.hasMfa = true;
    return c.json({ success: true as const });
  })
  .post('/users/enable_mfa', requireUser, async (c) => {
    if (!c.var.user.canManageUsers) return fail(c, 403, 'Forbidden');
    const { user } = await readBody(c, EnableMfaRequestSchema);
    const target = c.var.db.users.find((u) => u.id === user);
    if (!target) return fail(c, 404, 'User not found');
    target.hasMfa = true;
    return c.json({ success: true as const });
  })
  .post('/activation', async (c) => {
    const body = await readBody(c, ActivationRequestSchema);
    if (body.token !== DEMO_TOKEN) return fail(c, 400, 'Activation link is invalid or expired');
    checkNewPassword(body.password, body.password_confirm);
    // The account is activated but keeps the demo password, so the link stays reusable.
    const user = c.var.db.users.find((u) => u.login === 'newuser');
    if (user) user.active = true;
    return c.json({ success: true as const });
  })
  .post('/recovery', async (c) => {
    const body = await readBody(c, RecoveryRequestSchema);
    if ('login' in body) {
      const user = c.var.db.users.find((u) => u.login === body.login.trim());
      if (!user) return fail(c, 400, 'User not found', ['login']);
      return c.json({
        success: true as const,
        message: 'Recovery link has been sent on your email',
      });
    }
    if (body.user !== LINK_USER || body.token !== DEMO_TOKEN) {
      return fail(c, 400, 'Recovery link is invalid or expired');
    }
    checkNewPassword(body.password, body.password_confirm);
    return c.json({ success: true as const });
  })
  .post('/password_confirm', async (c) => {
    const body = await readBody(c, PasswordConfirmRequestSchema);
    if (body.user !== LINK_USER || body.token !== DEMO_TOKEN) {
      return fail(c, 400, 'Confirmation link is invalid or expired');
    }
    return c.json({ success: true as const });
  });
