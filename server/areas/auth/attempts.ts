import type { Context } from 'hono';
import type { ApiEnv } from '../../context';
import { addressOf, refuseWhenLimited } from '../../rate-limit';

// The tries at a secret (decisions 015 and 053): a login's passwords and its MFA codes are counted
// apart (a right password never clears the codes' count), each with the caller's address.

export const loginKey = (login: string) => `login:${login.trim().toLowerCase()}`;
export const mfaKey = (login: string) => `mfa:${login.trim().toLowerCase()}`;
const addressKey = (c: Context) => `address:${addressOf(c)}`;

/**
 * Takes one try of `key` (a login's passwords or its codes) and of the caller's address, or
 * answers 429 when either is used up. The try is counted before the secret is checked, so tries
 * sent in parallel cannot overshoot the limit; a right secret gives it back (`giveBack`).
 */
export function takeTry(c: Context<ApiEnv>, key: string) {
  const { login, address } = c.var.limiters;
  refuseWhenLimited([
    [login, key],
    [address, addressKey(c)],
  ]);
  login.count(key);
  address.count(addressKey(c));
}

/** A right secret: its login's tries of that kind start again, the address gets its try back. */
export function giveBack(c: Context<ApiEnv>, key: string) {
  c.var.limiters.login.reset(key);
  c.var.limiters.address.uncount(addressKey(c));
}
