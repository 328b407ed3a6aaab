import { PUBLIC, type RouteRights, SIGNED_IN, areaRoute } from '../../rights/route-rights';
import { loginAsRule } from '../../rights/rules';
import { target } from '../../rights/targets';

// Signing in and out, the e-mailed links and one's own MFA code: before sign-in, or for oneself.
// Login-as acts on another user: the login_as area, in the actor's scope, and never as a user
// the model's rules exclude (rules.ts).
export const authRights: RouteRights = {
  'POST /auth/login': PUBLIC,
  'POST /auth/login_mfa': PUBLIC,
  'POST /auth/logout': PUBLIC,
  'POST /auth/logoutAll': PUBLIC,
  'POST /activation': PUBLIC,
  'POST /recovery': PUBLIC,
  'POST /password_confirm': PUBLIC,
  'POST /users/save_mfa': SIGNED_IN,
  'POST /auth/login_as': areaRoute('login_as', 'write', {
    target: target.userInBody('userId'),
    rule: loginAsRule,
  }),
};
