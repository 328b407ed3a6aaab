import type { Context } from 'hono';
import { HttpFailure } from './http';

// Attempts at secrets (passwords, MFA codes, e-mailed links, recovery requests) are counted per
// login and per address in a fixed window; past the limit the caller gets 429 and a Retry-After
// until the window ends (decision 015). Counters are bounded so a flood of made-up logins cannot
// grow the map without end.

export type Limit = { max: number; windowMs: number };

/** Decision 015: 5 wrong tries for one login, 20 from one address, per 15 minutes. */
export const LOGIN_LIMIT: Limit = { max: 5, windowMs: 15 * 60 * 1000 };
export const ADDRESS_LIMIT: Limit = { max: 20, windowMs: 15 * 60 * 1000 };
/**
 * Wrong MFA codes a pending sign-in may give before it is dropped and must start again. Codes also
 * count per login (`mfa:` keys, the login limit), apart from passwords: a right password never
 * clears them, so knowing the password buys no more code guesses (decision 053).
 */
export const MFA_CODE_TRIES = 5;

const MAX_KEYS = 10_000;

type Window = { count: number; resetAt: number };

export class AttemptCounter {
  #windows = new Map<string, Window>();

  constructor(
    readonly limit: Limit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `key` may try again; 0 when it may try now. */
  retryAfter(key: string): number {
    const window = this.#live(key);
    if (!window || window.count < this.limit.max) return 0;
    return Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000));
  }

  /** Counts one attempt (a failure, or any request for counters of every call). */
  count(key: string): void {
    const window = this.#live(key);
    if (window) {
      window.count += 1;
      return;
    }
    if (this.#windows.size >= MAX_KEYS) this.#evict();
    this.#windows.set(key, { count: 1, resetAt: this.now() + this.limit.windowMs });
  }

  /** Gives back one counted attempt (a try counted before its check turned out right). */
  uncount(key: string): void {
    const window = this.#live(key);
    if (window && window.count > 0) window.count -= 1;
  }

  reset(key: string): void {
    this.#windows.delete(key);
  }

  #live(key: string): Window | undefined {
    const window = this.#windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.#windows.delete(key);
      return undefined;
    }
    return window;
  }

  #evict(): void {
    const now = this.now();
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
    // Still full: the oldest tenth goes (a Map iterates in insertion order), so a flood
    // pays for a sweep once per thousand new keys, not on every one.
    for (const key of this.#windows.keys()) {
      if (this.#windows.size < MAX_KEYS * 0.9) break;
      this.#windows.delete(key);
    }
  }
}

export type Limiters = { login: AttemptCounter; address: AttemptCounter };

export function createLimiters(
  limits: { login?: Limit; address?: Limit } = {},
  now: () => number = Date.now,
): Limiters {
  return {
    login: new AttemptCounter(limits.login ?? LOGIN_LIMIT, now),
    address: new AttemptCounter(limits.address ?? ADDRESS_LIMIT, now),
  };
}

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/** The caller's address from the socket (never a header a client could forge). */
export function addressOf(c: Context): string {
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'local';
}

export const TOO_MANY = (seconds: number) =>
  `Too many attempts. Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`;

/** 429 with Retry-After when any of the keys is over its limit. */
export function refuseWhenLimited(checks: ReadonlyArray<readonly [AttemptCounter, string]>): void {
  const wait = Math.max(0, ...checks.map(([counter, key]) => counter.retryAfter(key)));
  if (wait === 0) return;
  throw new HttpFailure(429, [{ message: TOO_MANY(wait) }], { 'Retry-After': String(wait) });
}
