import { Hono } from 'hono';
import {
  type EnableMfaAnswer,
  EnableMfaBodySchema,
  SaveUserBodySchema,
  type UserList,
  type UserPage,
  type UserSecrets,
  USER_LIMITS,
} from '../../../src/contract/users/users-schemas';
import type { ApiEnv } from '../../context';
import { readBody } from '../../http';
import { pagingOf, parseQueryOf, text } from '../../shared/list-query';
import { mfaQrCodeUrl } from '../auth/mfa';
import { namedUser, userList, userPage, userSecrets } from './queries';
import { saveUser } from './save';

// The users area (spec b sections 2-7): the list, a user's form lists, its secrets, the save and
// two-factor switch. Who may see or change whom is the rights model's (rights.ts, decision 053).

export const MFA_MESSAGES = {
  scan: 'Scan the QR code with Google Authenticator and enter the code',
  nextLogin: 'Two-factor authentication will be set up at next login',
  off: 'Two-factor authentication is switched off',
} as const;

export const userRoutes = new Hono<ApiEnv>()
  .get('/users', (c) => {
    const query = parseQueryOf(c.req.url);
    const search = text(query, 'search')?.slice(0, USER_LIMITS.search);
    const body: UserList = userList(c.var.db, c.var.user, search, pagingOf(query));
    return c.json(body);
  })
  .on('GET', ['/users/save_page', '/users/save_page/'], (c) => {
    const raw = c.req.query('id');
    const { db, user: actor } = c.var;
    const target = raw === undefined || raw === '0' ? null : namedUser(db, raw);
    const body: UserPage = userPage(db, actor, target);
    return c.json(body);
  })
  .on('GET', ['/users/secrets', '/users/secrets/'], (c) => {
    const { db, user: actor } = c.var;
    const body: UserSecrets = userSecrets(db, actor, namedUser(db, c.req.query('id')));
    return c.json(body);
  })
  .post('/users/save_process', async (c) => {
    const body = await readBody(c, SaveUserBodySchema);
    return c.json(await saveUser(c.var.db, c.var.user, body));
  })
  .post('/users/enable_mfa', async (c) => {
    const { id, mfa } = await readBody(c, EnableMfaBodySchema);
    const { db, user: actor } = c.var;
    const target = namedUser(db, id);
    const { mfaPending, mfaAtNextLogin } = db.userArea;
    let body: EnableMfaAnswer;
    if (!mfa) {
      target.hasMfa = false;
      mfaPending.delete(target.id);
      mfaAtNextLogin.delete(target.id);
      body = { message: MFA_MESSAGES.off };
    } else if (target.id === actor.id) {
      // On only once the code is given (POST /users/save_mfa): a wrong scan locks nobody out.
      mfaPending.add(target.id);
      body = { message: MFA_MESSAGES.scan, qr_code_url: await mfaQrCodeUrl(target.login) };
    } else {
      target.hasMfa = true;
      mfaAtNextLogin.add(target.id);
      body = { message: MFA_MESSAGES.nextLogin };
    }
    return c.json(body);
  });
