import { type Client, createUsersAndClients, type User } from '../areas/auth/seed';
import { type BarcodeRanges, createBarcodeRanges } from '../areas/barcode-ranges/seed';
import {
  type CarrierErrorArea,
  carrierVersionsOf,
  createCarrierErrorArea,
  unmappedErrorsOf,
} from '../areas/carrier-error-mapping/seed';
import { createCronRobots, type CronRobots } from '../areas/cron-robots/seed';
import { createPudoPoints, type PudoPointArea } from '../areas/pudo-points/seed';
import { createLabelBuilder, type LabelBuilderArea } from '../areas/label-builder/seed';
import { createManualRuns, type ManualRuns } from '../areas/manual-runs/seed';
import { createVersionInfo } from '../areas/app-version/seed';
import { type BillingAccount, createBillingAccounts } from '../areas/billing/accounts';
import { type BillingClientsArea, createBillingClients } from '../areas/billing-clients/seed';
import {
  type BillingOperationsArea,
  createBillingOperations,
} from '../areas/billing-operations/seed';
import { type CarriersDocsArea, createCarriersDocs } from '../areas/carriers-docs/seed';
import type { AppVersion } from '../../src/contract/app-version/app-version-schemas';
import { HealthSource } from '../areas/dashboard/health-seed';
import { HealthCheckSource } from '../areas/health-check/seed';
import {
  createUnmappedErrors,
  createUnmappedTrackingStatuses,
  type UnmappedError,
  type UnmappedTrackingStatus,
} from '../areas/dashboard/mappings-seed';
import { createPallets, type PalletRecord } from '../areas/pallets/seed';
import { createParcels, type ParcelRow } from '../areas/parcels/seed';
import { CATEGORIES, TRACKING_STATUSES } from '../areas/parcels/tracking-statuses';
import { createServiceArea, type ServiceArea } from '../areas/services/seed';
import { RequestLogSource } from '../areas/statistics/request-log-source';
import {
  createTrackingMappings,
  type TrackingMappingArea,
  unmappedTrackingStatusesOf,
} from '../areas/tracking-mapping/seed';
import { appendUsers, createUserArea, type UserArea } from '../areas/users/seed';
import { activityNowOf } from '../shared/seed-clock';
import { fakerFor, randomFor, SEED } from '../shared/seed-random';
import { type Carrier, createCarriers, createServices, type Service } from './carriers';
import { COUNTRIES, STATES } from './countries';

// The seeded, deterministic dataset: the same data at every start, composed here from the seeds
// of the areas. Layout for every area to come (docs/new-screen-server.md):
// - server/areas/<area>/ holds routes.ts (mounted in app.ts), rights.ts (what each route acts
//   on, decision 053), seed.ts (its records, created below) and queries.ts (its routes' filters
//   and look-ups), plus more files only where it truly has more. An area reads another's records through the Db or
//   that area's seed.ts / queries.ts, never through its routes.
// - server/data/ holds this composition and the fixed lists all areas share; server/shared/ the
//   helpers, each named for what it is (list-query, seed-random, seed-clock, file-answer...).
//   Values the console also uses come from src/contract/constants.ts, shapes from the contract.
// Each generator has its own stream (`fakerFor(n)` or `randomFor(SEED + n)`, a new n each; taken:
// 1 users, 2 parcels, 3 pallets, 40-41 request log, 42-43 request-log details (IP pool, each
// row's bodies), 50 health checks, 51 checks run by API calls, 52 health-check calls, 60 the
// services' API users (auth seed), 61 services' accounts and settings, 62 barcode ranges, 63 the
// users area (fakerFor: its appended staff and client accounts; randomFor: every user's profile),
// 64 tracking mappings, 65 carrier error mappings and their examples,
// 66 cron robots (running now, history log, schedules; anchored at createDb's hour),
// 70 the label builder's label templates per carrier,
// 75 manual runs (randomFor: the parcels whose carrier refuses a run),
// 71 the app version's commit history (fakerFor, on first use), 72 the API console's fake API
// (randomFor, seeded per request from what it was sent; no table),
// 73 pickup points (fakerFor: the shops round the catalogue's cities), 74 holidays (reserved:
// computed from the calendar rules, no draws),
// 76 billing accounts (currency, model), 77 carrier documentation (fakerFor), 78 billing
// clients' markups, request prices and notifications, 79 billing operations' ledger,
// 100 seed pools), so adding one never shifts another's data. Generate times as offsets from a fixed anchor
// (shared/seed-clock.ts), never from Date.now() (the one exception, the activity data of the
// dashboard, is anchored at createDb's hour, which tests pin with `now`), and keep big tables
// (parcels, request log) as flat arrays built in one pass, or lazily on first use: the whole
// dataset must stay well under a second (seed-data.test.ts checks it).

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
  /**
   * The health-check screens' checks: the monitor's (`health`) and those the log's
   * `GET /health_check` calls ran, with ids; built on first use (decision 021).
   */
  healthChecks: HealthCheckSource;
  /** The carrier errors not mapped yet, read from `carrierErrors` (a getter). */
  readonly unmappedErrors: UnmappedError[];
  /** Carrier error patterns and the result error code each is mapped to (null: not yet). */
  carrierErrors: CarrierErrorArea;
  /** The tracking mappings not mapped yet, read from `trackingMapping` (a getter). */
  readonly unmappedTrackingStatuses: UnmappedTrackingStatus[];
  /** Carrier tracking statuses and the platform status each is mapped to (0: not yet). */
  trackingMapping: TrackingMappingArea;
  /** The services' profiles, accounts, credentials, maintenance and default settings. */
  serviceArea: ServiceArea;
  barcodeRanges: BarcodeRanges;
  /** Each user's profile (e-mails, billing, API keys and limits) and the pending changes. */
  userArea: UserArea;
  /** The robots' catalogue, the robots running now, their history log and schedules. */
  cronRobots: CronRobots;
  /** The shops and lockers the pickup carriers' points are drawn from. */
  pudoPoints: PudoPointArea;
  /** The label builder's carriers with their label templates, and its countries. */
  labelBuilder: LabelBuilderArea;
  /** The manual tracking and re-manifest runs' carrier refusals. */
  manualRuns: ManualRuns;
  /** The console's commit history behind the app version passphrase, built on first use. */
  readonly appVersion: AppVersion;
  /** Carrier documentation: notes, logos, and per kind and version the documentation parts. */
  readonly carriersDocs: CarriersDocsArea;
  /** One billing account per client, by the client owner's user id (decision 043). */
  billingAccounts: Map<number, BillingAccount>;
  /** The billing clients' profiles, markups, request prices and notifications. */
  billingClients: BillingClientsArea;
  /** The billing ledger: reports, transactions and balances per billing account. */
  billingOperations: BillingOperationsArea;
};

export type DbOptions = {
  /** The activity data's clock in ms (Date.now() by default); tests pin it. */
  now?: number;
};

export function createDb(options: DbOptions = {}): Db {
  const activityNow = activityNowOf(options.now ?? Date.now());
  const carriers = createCarriers();
  const services = createServices(carriers);
  const { users, clients, seeded } = createUsersAndClients(fakerFor(1), services);
  // Built from the users seeded before the services' accounts were appended, so those never
  // change the parcels, pallets or traffic of anyone else.
  const parcels = createParcels(fakerFor(2), seeded, services, carriers);
  const pallets = createPallets(fakerFor(3), seeded, services, carriers, parcels);
  const requestLog = new RequestLogSource(activityNow, seeded, services);
  const health = new HealthSource(activityNow);
  const serviceArea = createServiceArea(
    randomFor(SEED + 61),
    { carriers, services, users },
    activityNow,
  );
  const carrierErrors = createCarrierErrorArea(
    randomFor(SEED + 65),
    carriers,
    carrierVersionsOf(services, serviceArea.profiles),
    createUnmappedErrors(carriers),
  );
  // Appended after the services' accounts were drawn, so those (and every list above) stay put.
  appendUsers(fakerFor(63), users, clients);
  const trackingMapping = createTrackingMappings(
    randomFor(SEED + 64),
    carriers,
    createUnmappedTrackingStatuses(carriers),
    parcels,
  );
  let appVersion: AppVersion | undefined;
  let carriersDocs: CarriersDocsArea | undefined;
  const billingAccounts = createBillingAccounts(randomFor(SEED + 76), clients, users);
  const billingClients = createBillingClients(
    randomFor(SEED + 78),
    billingAccounts,
    users,
    activityNow,
  );
  // A copy: the ledger's charges follow the seeded price lists, not later edits.
  const seededRequestPrices = new Map(
    [...billingClients.configs].map(([userId, config]) => [
      userId,
      config.requestPrices.map((list) => ({ ...list, prices: [...list.prices] })),
    ]),
  );
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
    requestLog,
    health,
    healthChecks: new HealthCheckSource(requestLog, health, services, carriers),
    // Counted from the mappings, so mapping one on its list lowers the dashboard's count.
    get unmappedErrors() {
      return unmappedErrorsOf(carrierErrors);
    },
    carrierErrors,
    // Counted from the mappings, so mapping one on the list lowers the dashboard's count.
    get unmappedTrackingStatuses() {
      return unmappedTrackingStatusesOf(trackingMapping);
    },
    trackingMapping,
    serviceArea,
    barcodeRanges: createBarcodeRanges(randomFor(SEED + 62), carriers, services, seeded),
    userArea: createUserArea(randomFor(SEED + 63), users),
    labelBuilder: createLabelBuilder(fakerFor(70), carriers),
    manualRuns: createManualRuns(randomFor(SEED + 75), parcels),
    pudoPoints: createPudoPoints(fakerFor(73)),
    cronRobots: createCronRobots(
      randomFor(SEED + 66),
      { carriers, services, profileOf: (id) => serviceArea.profiles.get(id) },
      activityNow,
    ),
    get appVersion() {
      return (appVersion ??= createVersionInfo(fakerFor(71)));
    },
    // Built on first use (faker's names and texts for every carrier: about 50 ms).
    get carriersDocs() {
      return (carriersDocs ??= createCarriersDocs(fakerFor(77), carriers, users));
    },
    billingAccounts,
    billingClients,
    billingOperations: createBillingOperations(randomFor(SEED + 79), {
      accounts: billingAccounts,
      users,
      services,
      // The prices as seeded (the ledger is built on first use, after any change on screen).
      requestPricesOf: (userId) => seededRequestPrices.get(userId),
    }),
  };
}
