import type { Carrier, Service } from '../../data/carriers';
import type { Random } from '../../shared/seed-random';
import type { User } from '../auth/seed';
import { BARCODE_CARRIERS } from '../services/specs';

// Barcode ranges (spec b section 3) of the carriers that number parcels from ranges they hand
// out: for some API users of those carriers' services, one to three groups of one to three
// ranges. Values go up to 20 digits (big integers), and the remaining share of the ranges covers
// the three colours of spec b section 4 (under 25, 25 to 75, over 75 percent).

export type BarcodeRangeRecord = {
  id: number;
  user_id: number;
  carrier_id: number;
  barcode_group: string;
  prefix: string;
  range_begin: string;
  range_end: string;
  /** The last number issued; a new range starts at its begin value. */
  range_current: string;
  notifications: boolean;
};

export type BarcodeRanges = { ranges: BarcodeRangeRecord[]; nextId: number };

const GROUPS = ['parcels', 'returns', 'express', 'cod', 'international'];
const PREFIXES = ['', '', 'JJD', '3S', 'CX', '00'];
/** Remaining shares of the seeded ranges: low, middle and high. */
const REMAINING = [0.04, 0.18, 0.4, 0.62, 0.8, 0.97, 1];

export function createBarcodeRanges(
  random: Random,
  carriers: Carrier[],
  services: Service[],
  users: User[],
): BarcodeRanges {
  const data: BarcodeRanges = { ranges: [], nextId: 1 };
  const barcodeCarriers = carriers.filter((c) => BARCODE_CARRIERS.has(c.name));
  const byCarrier = new Map(
    barcodeCarriers.map((c) => [c.id, services.filter((s) => s.carrier_id === c.id)]),
  );
  // `users` are the clients' own API users (db.ts passes those seeded before the resellers').
  const owners = users.filter((u) => u.role === 'client');
  for (const user of owners) {
    for (const carrier of barcodeCarriers) {
      const uses = byCarrier.get(carrier.id)!.some((s) => user.serviceIds.includes(s.id));
      if (!uses || !random.chance(0.6)) continue;
      const groups = GROUPS.slice(0, random.int(1, 3));
      for (const group of groups) {
        const prefix = random.pick(PREFIXES);
        const notifications = random.chance(0.7);
        // Some carriers hand out 20-digit numbers (SSCC-like), others short ones.
        const wide = carrier.id % 2 === 0;
        for (let r = 0, count = random.int(1, 3); r < count; r += 1) {
          const size = wide ? 10n ** BigInt(random.int(6, 9)) : BigInt(random.int(5, 50) * 1000);
          const begin = wide
            ? BigInt(`${random.int(1, 9)}${String(random.int(0, 1e9)).padStart(10, '0')}`) *
              10n ** 9n
            : BigInt(random.int(1, 900) * 100_000);
          const share = random.pick(REMAINING);
          const used = (size * BigInt(Math.round((1 - share) * 1000))) / 1000n;
          data.ranges.push({
            id: data.nextId++,
            user_id: user.id,
            carrier_id: carrier.id,
            barcode_group: group,
            prefix,
            range_begin: String(begin),
            range_end: String(begin + size),
            range_current: String(begin + used),
            notifications,
          });
        }
      }
    }
  }
  appendEdgeRanges(data, barcodeCarriers, owners);
  return data;
}

/**
 * Appended after the generated ranges (their ids stay as they were): the demo client's SSCC
 * group, 20 digits wide and all but used up, beside a fresh one, so the page's first rows and
 * the BigInt sums have a known case.
 */
function appendEdgeRanges(data: BarcodeRanges, carriers: Carrier[], owners: User[]) {
  const owner = owners.find((u) => u.login === 'client');
  const carrier = carriers.find((c) => c.id % 2 === 0);
  if (!owner || !carrier) return;
  const edge = (range_begin: string, range_end: string, range_current: string) =>
    data.ranges.push({
      id: data.nextId++,
      user_id: owner.id,
      carrier_id: carrier.id,
      barcode_group: 'sscc',
      prefix: '00',
      range_begin,
      range_end,
      range_current,
      notifications: true,
    });
  edge('99999999990000000000', '99999999999999999999', '99999999999999999990');
  edge('99999999980000000000', '99999999989999999999', '99999999989999999000');
}
