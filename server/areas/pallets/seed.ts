import type { Faker } from '@faker-js/faker';
import type { Pallet, PalletContent } from '../../../src/contract/pallets/pallet-schemas';
import { type Carrier, carrierPrefix, type Service } from '../../data/carriers';
import { REFERENCE_DATE, SEED_DAYS } from '../../shared/seed-clock';
import { addressFor, seedPools } from '../../shared/seed-pools';
import { randomFor } from '../../shared/seed-random';
import { DAY, isoDay } from '../../shared/utc-dates';
import type { User } from '../auth/seed';
import type { ParcelRow } from '../parcels/seed';

// The seeded pallets, newest first: only on pallet services, owned by API users that have one.
// A pallet holds some of its owner's parcels (which then name the pallet), external parcels and
// now and then an earlier pallet.

export const PALLET_COUNT = 540;
const DEMO_CLIENT_SHARE = 0.1;
const PALLET_STATUSES = [1000, 1100, 1101, 1200, 1300, 1500, 3000];

export type PalletRecord = Pallet;

export function createPallets(
  faker: Faker,
  users: User[],
  services: Service[],
  carriers: Carrier[],
  parcels: ParcelRow[],
): PalletRecord[] {
  const random = randomFor(faker.number.int({ min: 1, max: 2 ** 31 }));
  const pools = seedPools();
  const palletServices = new Set(
    services.filter((s) => s.carrier_kind === 'pallet').map((s) => s.id),
  );
  const owners = users
    .filter((u) => u.role === 'client')
    .map((user) => ({ user, services: user.serviceIds.filter((id) => palletServices.has(id)) }))
    .filter((owner) => owner.services.length > 0);
  const demo = owners.find((owner) => owner.user.login === 'client');
  const others = owners.filter((owner) => owner !== demo);
  const free = new Map<number, ParcelRow[]>();
  for (const row of parcels) {
    const list = free.get(row.userId) ?? [];
    list.push(row);
    free.set(row.userId, list);
  }
  const stamps = Array.from({ length: PALLET_COUNT }, () =>
    Math.floor(REFERENCE_DATE - random.next() * SEED_DAYS * DAY),
  ).sort((a, b) => a - b);
  const pallets: PalletRecord[] = [];

  stamps.forEach((created, index) => {
    const id = index + 1;
    const owner = demo && random.chance(DEMO_CLIENT_SHARE) ? demo : random.pick(others);
    const serviceId = random.pick(owner.services);
    const carrier = carriers.find((c) => c.id === services[serviceId - 1]?.carrier_id);
    const tracking = `${carrierPrefix(carrier)}P${String(id).padStart(8, '0')}`;
    const contents: PalletContent[] = [];
    const mine = free.get(owner.user.id) ?? [];
    for (let n = random.int(0, 5); n > 0 && mine.length > 0; n -= 1) {
      const row = mine.splice(random.int(0, mine.length - 1), 1)[0] as ParcelRow;
      row.palletId = id;
      contents.push({
        id: row.id,
        order_reference: row.reference,
        tracking_number: row.tracking,
        request_id: row.requestId,
        package_type: 'parcel',
        isPallet: false,
      });
    }
    for (let n = random.int(0, 3); n > 0; n -= 1) {
      contents.push({
        id: 900_000 + id * 10 + n,
        order_reference: random.chance(0.6) ? `EXT-${random.int(10_000, 99_999)}` : null,
        tracking_number: `EXT${random.hex(10).toUpperCase()}`,
        request_id: null,
        package_type: 'externalParcel',
        isPallet: false,
      });
    }
    const earlier = pallets.find((p) => p.user_id === owner.user.id && random.chance(0.05));
    if (earlier) {
      contents.push({
        id: earlier.id,
        order_reference: earlier.order_reference,
        tracking_number: earlier.tracking_number,
        request_id: earlier.request_id,
        package_type: 'pallet',
        isPallet: true,
      });
    }
    const isTest = random.chance(0.2);
    const status = random.pick(PALLET_STATUSES);
    const hasLabel = random.chance(0.95);
    const labelFormat = random.pick(['pdf', 'pdf', 'png', 'zpl', 'csv']);
    pallets.push({
      id,
      created,
      tracking_number: tracking,
      mawb_number: random.chance(0.4)
        ? `${random.int(100, 999)}-${random.int(10_000_000, 99_999_999)}`
        : null,
      order_reference: random.chance(0.8) ? `PO-${random.int(100_000, 999_999)}` : null,
      type: isTest ? 'test' : 'live',
      service_id: serviceId,
      user_id: owner.user.id,
      request_id: random.chance(0.9) ? random.hex(24) : null,
      status,
      labelFormat,
      has_label: hasLabel,
      manifest_file: random.chance(0.5) ? `pallet_manifest_${id}.pdf` : null,
      user_file: random.chance(0.3) ? `pallet_${id}_packing_list.csv` : null,
      parcels: contents,
      current_tracking_status_code: status,
      sender_address: addressFor(random, pools, random.pick(['DE', 'NL', 'PL', 'FR']), true),
      destination_address: addressFor(
        random,
        pools,
        random.pick(['DE', 'NL', 'PL', 'FR', 'ES', 'IT', 'BE', 'AT']),
        true,
      ),
      credentials_key: 'default',
      label_template: null,
      label_format: labelFormat,
      barcode_number: tracking,
      secondary_barcode: random.chance(0.2) ? random.hex(12).toUpperCase() : null,
      errors: status === 3000 ? 'Collection refused by the carrier' : null,
      weight: random.int(50_000, 900_000) / 1000,
      weight_uom: 'kg',
      collection_date: { date: isoDay(created + DAY), time_from: '08:00', time_to: '16:00' },
      delivery_date: random.chance(0.5)
        ? { date: isoDay(created + 4 * DAY), time_from: null, time_to: null }
        : null,
      additional: random.chance(0.3) ? { tail_lift: random.chance(0.5), stackable: 'no' } : {},
    });
  });
  return pallets.reverse();
}
