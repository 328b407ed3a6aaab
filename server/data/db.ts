import { Faker, en } from '@faker-js/faker';
import { type Carrier, createCarriers, createServices, type Service } from './carriers';
import { COUNTRIES, STATES } from './countries';
import { HealthSource } from './health';
import {
  createUnmappedErrors,
  createUnmappedTrackingStatuses,
  type UnmappedError,
  type UnmappedTrackingStatus,
} from './mappings';
import { type PalletRecord, createPallets } from './pallets';
import { createParcels, type ParcelRow } from './parcels';
import { activityNowOf, RequestLogSource } from './request-log-source';
import { CATEGORIES, TRACKING_STATUSES } from './tracking-statuses';
import { type Client, createUsersAndClients, type User } from './users';

// The seeded, deterministic dataset: the same data at every start. Later areas add their own
// generators here, each with its own faker stream (`fakerFor(n)`, a new n per generator) so adding
// one never shifts another's data. Generate times as offsets from a fixed anchor, never from
// Date.now() (the one exception, the activity data of the dashboard, is anchored at createDb's
// hour, which tests pin with `now`), and keep big tables (parcels, request log) as flat arrays
// built in one pass, or lazily on first use: the whole dataset must stay well under a second
// (seed-data.test.ts checks it).
export const SEED = 20261122;

export type Db = {
  carriers: Carrier[];
  services: Service[];
  users: User[];
  clients: Client[];
  countries: Array<{ code: string; name: string }>;
  states: Record<string, Array<{ code: string; name: string }>>;
  trackingStatuses: Array<{ code: number; name: string; category: string }>;
  trackingCategories: Array<{ key: string; name: string }>;
  /** Newest first. */
  parcels: ParcelRow[];
  /** Newest first. */
  pallets: PalletRecord[];
  /**
   * API requests of the 60 days before createDb's time (down to the hour), built on first use.
   * Unlike the parcels, the activity data is anchored at that "now", not at the fixed
   * reference date: the dashboard asks for the last days and the last 7200 s (decision 012).
   */
  requestLog: RequestLogSource;
  /** Carrier health checks of the day before the same "now", built on first use. */
  health: HealthSource;
  unmappedErrors: UnmappedError[];
  unmappedTrackingStatuses: UnmappedTrackingStatus[];
};

export type DbOptions = {
  /** The activity data's clock in ms (Date.now() by default); tests pin it. */
  now?: number;
};

export function fakerFor(stream: number): Faker {
  const faker = new Faker({ locale: [en] });
  faker.seed(SEED + stream);
  return faker;
}

export function createDb(options: DbOptions = {}): Db {
  const activityNow = activityNowOf(options.now ?? Date.now());
  const carriers = createCarriers();
  const services = createServices(carriers);
  const { users, clients } = createUsersAndClients(fakerFor(1), services);
  const parcels = createParcels(fakerFor(2), users, services, carriers);
  const pallets = createPallets(fakerFor(3), users, services, carriers, parcels);
  return {
    carriers,
    services,
    users,
    clients,
    countries: COUNTRIES.map(([code, name]) => ({ code, name })),
    states: Object.fromEntries(
      Object.entries(STATES).map(([country, list]) => [
        country,
        list.map(([code, name]) => ({ code, name })),
      ]),
    ),
    trackingStatuses: TRACKING_STATUSES.map(([code, name, category]) => ({ code, name, category })),
    trackingCategories: CATEGORIES.map(([key, name]) => ({ key, name })),
    parcels,
    pallets,
    requestLog: new RequestLogSource(activityNow, users, services),
    health: new HealthSource(activityNow),
    unmappedErrors: createUnmappedErrors(carriers),
    unmappedTrackingStatuses: createUnmappedTrackingStatuses(carriers),
  };
}
