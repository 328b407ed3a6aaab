import type { Carrier } from '../../data/carriers';
import type { Random } from '../../shared/seed-random';
import type { UnmappedTrackingStatus } from '../dashboard/mappings-seed';
import type { ParcelRow } from '../parcels/seed';
import { TRACKING_STATUSES } from '../parcels/tracking-statuses';

// Tracking mappings (spec c section 3): every tracked carrier's own statuses, each mapped to a
// platform tracking status, plus the ones not mapped yet. Those are the dashboard's records
// (dashboard/mappings-seed.ts), taken over here with status 0; db.ts then counts the dashboard's
// widget from this table, so mapping one here lowers the widget's count and the two never
// disagree. Codes follow each carrier's house style (five letters, numbers, dotted words...).

export type TrackingMappingRecord = {
  id: number;
  carrierId: number;
  carrierStatus: string;
  description: string;
  /** Tracking numbers of the carrier's seeded parcels that reported this status. */
  examples: string[];
  /** A platform tracking status code; 0 not mapped. */
  status: number;
  isNew: boolean;
  /**
   * Tracking events recorded with this carrier status, by the platform status they carry: an
   * earlier mapping's events keep its status unless a save remaps them (remap_old).
   */
  events: Map<number, number>;
};

export type TrackingMappingArea = { mappings: TrackingMappingRecord[]; nextId: number };

/** Pallet carriers report no per-event tracking in this dataset; the others are tracked. */
export const isTracked = (carrier: Carrier) => carrier.kind !== 'pallet';

/** Carrier wordings of each platform status; a carrier uses one or two of them. */
const WORDINGS: Record<number, readonly string[]> = {
  1000: [
    'Shipment information received',
    'Label printed',
    'Pre-advice received',
    'Order data transmitted',
  ],
  1001: [
    'Shipment data received',
    'Manifest received',
    'Consignment registered',
    'Item announced by sender',
  ],
  1100: [
    'Picked up',
    'Collected from sender',
    'Accepted at post office',
    'Handed over at parcel shop',
  ],
  1101: ['Arrived at sort facility', 'Arrival scan', 'Received at depot', 'Processed at hub'],
  1102: ['Departed facility', 'Left the sorting centre', 'Departure scan', 'In transit from depot'],
  1103: ['Export scan', 'Dispatched to destination country', 'Handed over to partner abroad'],
  1200: [
    'Out for delivery',
    'With delivery courier',
    'Loaded on delivery vehicle',
    'On its way to you',
  ],
  1201: [
    'Ready for collection at parcel shop',
    'Available at locker',
    'Awaiting pickup at post office',
  ],
  1300: ['Delivered', 'Delivered to recipient', 'Delivered, signed for', 'Parcel delivered'],
  1301: ['Delivered to neighbour', 'Left with neighbour', 'Delivered to alternative address'],
  1302: ['Collected by recipient', 'Picked up from locker', 'Collected from post office'],
  1400: ['Held at customs', 'Customs clearance in progress', 'Awaiting customs documents'],
  1401: ['Customs cleared', 'Released by customs', 'Clearance completed'],
  1500: ['Delivery delayed', 'Delay in transit', 'Missed connection', 'Operational delay'],
  1501: ['Weather delay', 'Delayed due to severe weather'],
  1600: [
    'Recipient not at home',
    'Delivery attempted, no one available',
    'Card left, recipient absent',
  ],
  1601: ['Address incomplete', 'Incorrect address', 'Recipient unknown at address'],
  1602: ['Damaged in transit', 'Parcel damaged', 'Packaging damaged, repacked'],
  3000: ['Shipment cancelled', 'Label voided', 'Order cancelled by sender'],
  4000: ['Cancellation withdrawn', 'Void reversed'],
  5000: ['Shipment lost', 'Item missing', 'Investigation closed, item not found'],
  6000: ['Return to sender initiated', 'Returning to shipper', 'Refused by recipient, returning'],
  6001: ['Returned to sender', 'Return delivered to shipper'],
  9000: ['Information', 'Status update', 'Delivery instructions changed'],
  9001: ['Recipient contacted', 'Delivery notification sent', 'SMS sent to recipient'],
};

/** Statuses every carrier reports; the others only some do. */
const CORE = new Set([1000, 1100, 1101, 1200, 1300, 1600, 6000]);

type CodeStyle = 'letters' | 'digits' | 'dotted' | 'snake' | 'letterDigits' | 'words';
const STYLES: readonly CodeStyle[] = ['letters', 'digits', 'dotted', 'snake', 'letterDigits'];
/** The carriers with unmapped statuses keep the style those show. */
const STYLE_OF: Record<string, CodeStyle> = {
  'Royal Mail': 'letters',
  PostNL: 'letterDigits',
  Colissimo: 'letters',
  Packeta: 'digits',
  'SF Express': 'digits',
  'Japan Post': 'words',
};
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function codeOf(style: CodeStyle, wording: string, random: Random): string {
  const words = wording
    .replace(/[^A-Za-z ]/g, '')
    .split(' ')
    .filter(Boolean)
    .slice(0, 3);
  const letter = () => ALPHABET[random.int(0, 25)]!;
  switch (style) {
    case 'letters':
      return Array.from({ length: 5 }, letter).join('');
    case 'digits':
      return String(random.int(1, 4999));
    case 'dotted':
      return words.join('.').toUpperCase();
    case 'snake':
      return words.join('_').toLowerCase();
    case 'letterDigits':
      return `${letter()}${String(random.int(1, 99)).padStart(2, '0')}`;
    case 'words':
      return wording;
  }
}

/** A skewed event count: most statuses are rare, a few very common. */
const eventCount = (random: Random, most: number) =>
  Math.max(1, Math.floor(Math.exp(random.next() * Math.log(most))));

function pickDistinct<T>(random: Random, pool: readonly T[], count: number): T[] {
  const left = [...pool];
  const picked: T[] = [];
  while (picked.length < count && left.length > 0) {
    picked.push(left.splice(random.int(0, left.length - 1), 1)[0]!);
  }
  return picked;
}

export function createTrackingMappings(
  random: Random,
  carriers: Carrier[],
  unmapped: UnmappedTrackingStatus[],
  parcels: ParcelRow[],
): TrackingMappingArea {
  const trackingOf = new Map<number, string[]>();
  for (const parcel of parcels) {
    const list = trackingOf.get(parcel.carrierId);
    if (list) list.push(parcel.tracking);
    else trackingOf.set(parcel.carrierId, [parcel.tracking]);
  }
  const examples = (carrierId: number, min: number) =>
    pickDistinct(random, trackingOf.get(carrierId) ?? [], random.int(min, 3));
  const codes = TRACKING_STATUSES.map(([code]) => code);
  const tracked = carriers.filter(isTracked);
  // The dashboard counts this table: an unmapped status of an untracked carrier would vanish.
  const lost = unmapped.find((u) => !tracked.some((c) => c.id === u.carrierId));
  if (lost) throw new Error(`tracking mapping: carrier ${lost.carrierId} is not tracked`);

  const mappings: TrackingMappingRecord[] = [];
  const add = (record: Omit<TrackingMappingRecord, 'id'>) =>
    mappings.push({ id: mappings.length + 1, ...record });

  for (const carrier of tracked) {
    const own = unmapped.filter((u) => u.carrierId === carrier.id);
    const taken = new Set(own.map((u) => u.carrierStatus));
    const style = STYLE_OF[carrier.name] ?? random.pick(STYLES);
    for (const status of codes) {
      const count = CORE.has(status) ? random.int(1, 2) : random.chance(0.3) ? 1 : 0;
      for (const wording of pickDistinct(random, WORDINGS[status] ?? [], count)) {
        let carrierStatus = codeOf(style, wording, random);
        while (taken.has(carrierStatus)) carrierStatus = `${carrierStatus}${random.int(0, 9)}`;
        taken.add(carrierStatus);
        const total = eventCount(random, 5000);
        const events = new Map([[status, total]]);
        // Some were mapped otherwise before and their old events were never remapped.
        if (total > 1 && random.chance(0.15)) {
          const old = random.int(1, Math.floor(total / 2));
          events.set(status, total - old);
          events.set(random.pick(codes.filter((c) => c !== status)), old);
        }
        add({
          carrierId: carrier.id,
          carrierStatus,
          description: wording,
          examples: examples(carrier.id, 0),
          status,
          isNew: random.chance(0.05),
          events,
        });
      }
    }
    // Not mapped yet: the carrier sent them lately, so they are new and have a few events.
    for (const entry of own) {
      add({
        carrierId: carrier.id,
        carrierStatus: entry.carrierStatus,
        description: entry.description,
        examples: examples(carrier.id, 1),
        status: 0,
        isNew: true,
        events: new Map([[0, eventCount(random, 60)]]),
      });
    }
  }
  return { mappings, nextId: mappings.length + 1 };
}

/** What the dashboard's widget counts: the mappings not mapped yet. */
export function unmappedTrackingStatusesOf(area: TrackingMappingArea): UnmappedTrackingStatus[] {
  return area.mappings
    .filter((m) => m.status === 0)
    .map(({ id, carrierId, carrierStatus, description }) => ({
      id,
      carrierId,
      carrierStatus,
      description,
    }));
}
