import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import {
  APP_VERSION_MESSAGES,
  type AppVersion,
  AppVersionBodySchema,
} from '../../../src/contract/app-version/app-version-schemas';
import type { ApiEnv } from '../../context';
import { HttpFailure, readBody } from '../../http';
import { refuseWhenLimited } from '../../rate-limit';

// App version (spec c sections 2 and 7): the commit history behind a passphrase, for super
// admins only (rights.ts). Wrong passphrases are counted per account with the sign-in's counter
// (5 in 15 minutes, decision 015): past it the call answers 429 with Retry-After, even with the
// right one, until the window ends. The passphrase is never logged.

/** The demo passphrase (README, demo section). */
export const APP_VERSION_PASSPHRASE = 'demo';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
const EXPECTED = digest(APP_VERSION_PASSPHRASE);
const isPassphrase = (given: string) => timingSafeEqual(digest(given), EXPECTED);

const triesKey = (userId: number) => `app-version:${userId}`;

export const appVersionRoutes = new Hono<ApiEnv>().post('/app/version', async (c) => {
  const { passphrase } = await readBody(c, AppVersionBodySchema);
  const counter = c.var.limiters.login;
  const key = triesKey(c.var.user.id);
  refuseWhenLimited([[counter, key]]);
  if (!isPassphrase(passphrase)) {
    counter.count(key);
    throw new HttpFailure(400, [{ message: APP_VERSION_MESSAGES.wrongPassphrase }]);
  }
  counter.reset(key);
  const body: AppVersion = c.var.db.appVersion;
  return c.json(body);
});
