import type {
  CredentialsSpecification,
  UserCredentials,
} from '../../../src/contract/services/services-schemas';
import type {
  ServiceFields,
  ServiceSetting,
} from '../../../src/contract/services/service-settings-schemas';
import type { Carrier, Service } from '../../data/carriers';
import type { Random } from '../../shared/seed-random';
import type { User } from '../auth/seed';
import { fieldsOf } from './fields';
import { createProfiles, type ServiceProfile } from './profiles';
import { specFields, specificationOf } from './specs';
import { accountNamesOf, copyOf, credentialsOf, emptyLike } from './values';

// The services' own data (spec b section 3): each service's accounts with their credentials,
// maintenance windows and default parcel settings. The accounts are the API users allowed on a
// service (their serviceIds; active) plus some who were switched off (inactive), the built-in XML
// user, and the team lead's own test accounts (so a group-only manager meets its own toggle).
//
// How a user's values spread over the services of one carrier version decides what the diff
// flow of POST /services/diff_credentials answers (spec b section 4, decision 024):
// - 'shared' carriers (most): the same values in each service: an unchanged save is the
//   "save to the others directly" answer (`services_ids`), a changed one lists differences;
// - FIRST_ONLY (DPD, PostNL): only the user's first service of the version has values, the others
//   are empty: saving from the first gives `services_ids` (service 18, DPD Classic v1, for the XML user: [19, 20, 21]);
// - INDEPENDENT (FedEx, GLS, DHL Parcel): values differ per service: always the per-service
//   differences (service 14, FedEx International Priority v1: services 15 and 16);
// - a version with one service (or the user on one only) has nothing to compare: only the message
//   (service 22, GLS Business Parcel, the only v2 of GLS).
// With the XML user, service 1 (DHL Express v2) gives `services_ids` [2] for an unchanged save
// and the differences for a changed one. test/server/services-credentials.test.ts holds them.

export type AccountRecord = {
  userId: number;
  isActive: boolean;
  /** Spec b section 9: 0 Live, 1 Test. */
  mode: 0 | 1;
  credentials: UserCredentials;
};

export type MaintenanceRecord = {
  id: number;
  service_id: number;
  time_from: number;
  time_to: number;
  comment: string;
};

export type ServiceArea = {
  profiles: Map<number, ServiceProfile>;
  /** By carrier id. */
  specs: Map<number, CredentialsSpecification>;
  /** By service id. */
  accounts: Map<number, AccountRecord[]>;
  maintenance: MaintenanceRecord[];
  settings: ServiceSetting[];
  /** By service id; `{}` when the service has no default settings. */
  fields: Map<number, ServiceFields>;
  nextId: { maintenance: number; settings: number };
};

const FIRST_ONLY = new Set(['DPD', 'PostNL']);
const INDEPENDENT = new Set(['FedEx', 'GLS', 'DHL Parcel']);
const HOUR = 3600;
const DAY = 86_400;
const COMMENTS = [
  'Carrier API upgrade',
  'Planned maintenance of the label service',
  'Tracking feed paused by the carrier',
  'Peak season change freeze',
  'Certificate rotation',
];
const SETTING_KEYS = ['default', 'fragile', 'eu-export', 'heavy'];

type Sources = { carriers: Carrier[]; services: Service[]; users: User[] };

/** Which services each user holds an account on, active or not, in ascending service id. */
function membershipsOf(random: Random, services: Service[], users: User[]) {
  const memberships: Array<[user: User, serviceId: number, isActive: boolean]> = [];
  const popular = services.filter((s) => s.id <= 32).map((s) => s.id);
  for (const user of users) {
    const active = new Set(user.role === 'client' ? user.serviceIds : []);
    const inactive = new Set<number>();
    if (user.login === 'teamlead') [1, 2].forEach((id) => active.add(id));
    // API users who left service 1 or another popular one keep an inactive account there.
    if (user.role === 'client' && user.login !== 'XML') {
      if (!active.has(1)) inactive.add(1);
      if (random.chance(0.3)) inactive.add(random.pick(popular));
    }
    const ids = [...new Set([...active, ...inactive])].sort((a, b) => a - b);
    for (const id of ids) memberships.push([user, id, active.has(id)]);
  }
  return memberships;
}

function createAccounts(random: Random, sources: Sources, area: ServiceArea) {
  const { carriers, services, users } = sources;
  const serviceById = new Map(services.map((s) => [s.id, s]));
  const carrierById = new Map(carriers.map((c) => [c.id, c]));
  const seen = new Map<string, UserCredentials>();
  for (const [user, serviceId, isActive] of membershipsOf(random, services, users)) {
    const service = serviceById.get(serviceId)!;
    const carrier = carrierById.get(service.carrier_id)!;
    const profile = area.profiles.get(serviceId)!;
    const spec = specFields(area.specs.get(carrier.id)!);
    const key = `${user.id}:${carrier.id}:${profile.carrierVersion ?? ''}`;
    const fresh = () =>
      credentialsOf(spec, Object.keys(spec).length ? accountNamesOf(random) : [], random, {
        userId: user.id,
        carrierSlug: carrier.name.toLowerCase().replace(/[^a-z0-9]+/g, ''),
        noTest: profile.noTestCredentials,
      });
    const before = seen.get(key);
    let credentials: UserCredentials;
    if (!before || INDEPENDENT.has(carrier.name)) credentials = fresh();
    else credentials = FIRST_ONLY.has(carrier.name) ? emptyLike(before) : copyOf(before);
    if (!before) seen.set(key, credentials);
    const mode = !profile.noTestCredentials && random.chance(0.15) ? 1 : 0;
    area.accounts.get(serviceId)!.push({ userId: user.id, isActive, mode, credentials });
  }
}

/** Windows in progress, scheduled and over, around the activity "now" (createDb's hour). */
function createMaintenance(random: Random, services: Service[], now: number, area: ServiceArea) {
  const add = (serviceId: number, from: number, length: number) =>
    area.maintenance.push({
      id: area.nextId.maintenance++,
      service_id: serviceId,
      time_from: from,
      time_to: from + length,
      comment: random.pick(COMMENTS),
    });
  for (const service of services) {
    if (service.id % 13 === 3) add(service.id, now - 2 * HOUR, 6 * HOUR);
    if (service.id % 13 === 7) add(service.id, now + random.int(1, 10) * DAY, 3 * HOUR);
    if (random.chance(0.3)) add(service.id, now - random.int(2, 60) * DAY, random.int(1, 4) * HOUR);
  }
}

const SAMPLE_DATA: ReadonlyArray<Record<string, unknown>> = [
  { label_format: 'pdf', reference_prefix: 'NW-', signature_required: false },
  {
    label_format: 'zpl',
    insurance_amount: 250.5,
    parcels_per_pickup: 12,
    notification_emails: ['ops@example.com'],
  },
  { signature_required: true, insurance_amount: 1000 },
];
const PALLET_DATA: ReadonlyArray<Record<string, unknown>> = [
  { pallet_type: 'EUR', tail_lift: true, pallets: [{ weight: 320, length: 120, width: 80 }] },
  { pallet_type: 'HALF', max_height_m: 1.2 },
];

/** Saved settings for a few accounts of every third service that has fields. */
function createSettings(random: Random, area: ServiceArea) {
  for (const [serviceId, fields] of area.fields) {
    if (serviceId % 3 !== 1 || Object.keys(fields).length === 0) continue;
    const samples = 'pallet_type' in fields ? PALLET_DATA : SAMPLE_DATA;
    const accounts = (area.accounts.get(serviceId) ?? []).filter((a) => a.isActive);
    for (const account of accounts.slice(0, random.int(1, 4))) {
      const keys = SETTING_KEYS.slice(0, random.int(1, 3));
      for (const key of keys) {
        area.settings.push({
          id: area.nextId.settings++,
          key,
          user_id: account.userId,
          service_id: serviceId,
          data: structuredClone(random.pick(samples)) as Record<string, unknown>,
        });
      }
    }
  }
}

export function createServiceArea(random: Random, sources: Sources, now: number): ServiceArea {
  const { carriers, services } = sources;
  const area: ServiceArea = {
    profiles: createProfiles(carriers, services),
    specs: new Map(carriers.map((c) => [c.id, specificationOf(c)])),
    // Every service has a list, in id order, even with no account yet.
    accounts: new Map(services.map((s) => [s.id, []])),
    maintenance: [],
    settings: [],
    fields: new Map(),
    nextId: { maintenance: 1, settings: 1 },
  };
  for (const service of services) {
    area.fields.set(service.id, fieldsOf(area.profiles.get(service.id)!, service.carrier_kind));
  }
  createAccounts(random, sources, area);
  createMaintenance(random, services, now, area);
  createSettings(random, area);
  return area;
}
