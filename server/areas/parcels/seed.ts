import type { Faker } from '@faker-js/faker';
import type { NewParcel } from '../../../src/contract/parcels/parcel-schemas';
import { type Carrier, carrierPrefix, type Service } from '../../data/carriers';
import { COUNTRIES } from '../../data/countries';
import { CREATED_STATUSES, LABEL_FORMATS } from '../../data/lookups';
import { REFERENCE_DATE, SEED_DAYS } from '../../shared/seed-clock';
import { type Random, randomFor } from '../../shared/seed-random';
import { DAY } from '../../shared/utc-dates';
import type { User } from '../auth/seed';
import {
  type CompactHistory,
  historyFor,
  pickScenario,
  type Scenario,
  statusOf,
} from './tracking-history';

// The seeded parcels: one flat array, newest first, built in one pass. Only what lists and filters
// need is kept per row; the detail (addresses, items, full tracking events) and the files are
// derived on request from the row's own seed, so seeding stays fast and answers stay stable.

export const PARCEL_COUNT = 5200;
export const TEST_SHARE = 0.2;
export const BULK_PARCEL_ID = 5000;
export const BULK_PARCEL_ITEMS = 5000;
/** The demo `client` user's share, so that account has a few hundred parcels to browse. */
const DEMO_CLIENT_SHARE = 0.07;

export type LabelFile = 'pdf' | 'png' | 'txt';

export type ParcelRow = {
  id: number;
  seed: number;
  tracking: string;
  isTest: boolean;
  userId: number;
  serviceId: number;
  carrierId: number;
  created: number;
  requestId: string;
  reference: string | null;
  fromCountry: string;
  toCountry: string;
  status: number | null;
  scenario: Scenario;
  history: CompactHistory;
  labelFormat: string;
  createdStatus: number;
  /** null: no label was produced (the label download answers 404). */
  labelFile: LabelFile | null;
  hasOriginal: boolean;
  hasInvoice: boolean;
  hasManifest: boolean;
  palletId: number | null;
  weight: number;
  /** A bulk shipment's item count; others have 1 to 4, drawn from `seed`. */
  itemCount?: number;
  /** What a console user typed into create_new; seeded rows derive theirs from `seed`. */
  submitted?: NewParcel;
};

const ORIGINS = ['DE', 'NL', 'PL', 'GB', 'FR', 'ES', 'IT', 'US', 'CN', 'BE'];
const DESTINATIONS = COUNTRIES.map(([code]) => code);

export function trackingNumberFor(carrier: Carrier | undefined, id: number, random: Random) {
  return `${carrierPrefix(carrier)}${String(random.int(10_000, 99_999))}${String(id).padStart(7, '0')}`;
}

function labelFileOf(format: string): LabelFile {
  return format === 'pdf' ? 'pdf' : format === 'png' ? 'png' : 'txt';
}

export function createParcels(
  faker: Faker,
  users: User[],
  services: Service[],
  carriers: Carrier[],
): ParcelRow[] {
  const random = randomFor(faker.number.int({ min: 1, max: 2 ** 31 }));
  const serviceById = new Map(services.map((s) => [s.id, s]));
  const carrierById = new Map(carriers.map((c) => [c.id, c]));
  // Parcels travel only on parcel services (never pallet ones), owned by the API users.
  const owners = users
    .filter((u) => u.role === 'client')
    .map((user) => ({
      user,
      services: user.serviceIds.filter((id) => serviceById.get(id)?.carrier_kind !== 'pallet'),
    }))
    .filter((owner) => owner.services.length > 0);
  const demo = owners.find((owner) => owner.user.login === 'client');
  const others = owners.filter((owner) => owner !== demo);
  const createdStatuses = CREATED_STATUSES.map((s) => s.value);
  const formats = LABEL_FORMATS.map((f) => f.value);

  const stamps = Array.from({ length: PARCEL_COUNT }, () =>
    Math.floor(REFERENCE_DATE - random.next() * SEED_DAYS * DAY),
  ).sort((a, b) => a - b);

  const rows: ParcelRow[] = stamps.map((created, index) => {
    const id = index + 1;
    const owner = demo && random.chance(DEMO_CLIENT_SHARE) ? demo : random.pick(others);
    const serviceId = random.pick(owner.services);
    const carrierId = serviceById.get(serviceId)?.carrier_id ?? 0;
    const scenario = pickScenario(random);
    const history = historyFor(scenario, created, random);
    // A third PDF, a third PNG, a third ZPL/EPL text.
    const labelFormat =
      random.next() < 0.34 ? 'pdf' : random.next() < 0.5 ? 'png' : random.pick(formats.slice(2));
    const fromCountry = random.pick(ORIGINS);
    const toCountry = random.chance(0.4) ? fromCountry : random.pick(DESTINATIONS);
    return {
      id,
      seed: random.int(1, 2 ** 31),
      tracking: trackingNumberFor(carrierById.get(carrierId), id, random),
      isTest: random.chance(TEST_SHARE),
      userId: owner.user.id,
      serviceId,
      carrierId,
      created,
      requestId: random.hex(24),
      reference: random.chance(0.85) ? `ORD-${random.int(100_000, 999_999)}` : null,
      fromCountry,
      toCountry,
      status: statusOf(history),
      scenario,
      history,
      labelFormat,
      createdStatus: random.chance(0.7) ? 1 : random.pick(createdStatuses),
      labelFile: random.chance(0.05) ? null : labelFileOf(labelFormat),
      hasOriginal: random.chance(0.3),
      hasInvoice: fromCountry !== toCountry || random.chance(0.2),
      hasManifest: random.chance(0.6),
      palletId: null,
      weight: Math.round(random.int(50, 30_000)) / 1000,
    };
  });
  // One bulk B2B shipment with thousands of items: any record must open at once (virtualised
  // Items tab), whoever created it.
  const bulk = rows.find((row) => row.id === BULK_PARCEL_ID);
  if (bulk) {
    bulk.itemCount = BULK_PARCEL_ITEMS;
    bulk.reference = 'ORD-BULK-5000';
  }
  return rows.reverse();
}
