import type { Service } from '../../data/carriers';
import { DAY } from '../../shared/utc-dates';
import type { User } from '../auth/seed';
import { REQUEST_LOG_DAYS, type RequestLog } from './request-log';
import { generateRequestLog } from './seed';

/**
 * The lazily built log of a Db. Its state is private, so two datasets compare equal whether or
 * not one of them was read yet (seed-data.test.ts compares whole Dbs).
 */
export class RequestLogSource {
  readonly #now: number;
  readonly #users: readonly User[];
  readonly #services: readonly Service[];
  #log: RequestLog | undefined;

  constructor(now: number, users: readonly User[], services: readonly Service[]) {
    this.#now = now;
    this.#users = users;
    this.#services = services;
  }

  /** Unix seconds; every row is earlier, the oldest is REQUEST_LOG_DAYS before it. */
  get now(): number {
    return this.#now;
  }

  get start(): number {
    return this.#now - REQUEST_LOG_DAYS * DAY;
  }

  rows(): RequestLog {
    this.#log ??= generateRequestLog(this.#now, this.#users, this.#services);
    return this.#log;
  }
}
