import type { TrackingEvent } from '../../../src/contract/parcels/parcel-schemas';
import { REFERENCE_DATE } from '../../shared/seed-clock';
import type { Random } from '../../shared/seed-random';
import { formatUnix } from '../../shared/utc-dates';
import { TRACKING_STATUSES } from './tracking-statuses';

// Tracking histories that walk every stepper rule of spec a section 4. A history is kept compact
// at seed time (codes and dates) and expanded into full events only when a detail is asked for.

export type Scenario =
  | 'new'
  | 'in_transit'
  | 'delivered'
  | 'customs_delay'
  | 'delivery_exception'
  | 'lost'
  | 'return_to_sender'
  | 'cancel_dropped'
  | 'cancel_reverted'
  | 'cancel_last'
  | 'info';

// Each path is in chronological order; 3000 is CANCELING, 4000 CANCEL_REVERTED, 9xxx INFO.
const PATHS: Record<Scenario, number[]> = {
  new: [1000, 1001],
  in_transit: [1000, 1100, 1101, 1102],
  delivered: [1000, 1100, 1101, 1102, 1103, 1200, 1300],
  customs_delay: [1000, 1100, 1103, 1400, 1401, 1500, 1101, 1200, 1301],
  delivery_exception: [1000, 1100, 1200, 1600, 1601, 1200, 1302],
  lost: [1000, 1100, 1101, 1501, 5000],
  return_to_sender: [1000, 1100, 1200, 1600, 6000, 6001],
  // A CANCELING in the middle with no 4000 after it: the stepper drops it.
  cancel_dropped: [1000, 3000, 1100, 1101, 1200, 1300],
  cancel_reverted: [1000, 3000, 4000, 1100, 1200, 1300],
  cancel_last: [1000, 1001, 3000],
  info: [1000, 9001, 1100, 9000, 1102, 1200, 1300],
};

// Weights: mostly ordinary deliveries, every rule still present many times over.
const WEIGHTED: ReadonlyArray<readonly [Scenario, number]> = [
  ['new', 6],
  ['in_transit', 14],
  ['delivered', 40],
  ['customs_delay', 8],
  ['delivery_exception', 7],
  ['lost', 3],
  ['return_to_sender', 5],
  ['cancel_dropped', 3],
  ['cancel_reverted', 3],
  ['cancel_last', 4],
  ['info', 7],
];
const TOTAL_WEIGHT = WEIGHTED.reduce((sum, [, weight]) => sum + weight, 0);

export const SCENARIOS = WEIGHTED.map(([scenario]) => scenario);

export function pickScenario(random: Random): Scenario {
  let roll = random.next() * TOTAL_WEIGHT;
  for (const [scenario, weight] of WEIGHTED) {
    roll -= weight;
    if (roll < 0) return scenario;
  }
  return 'delivered';
}

/** [event code, unix date] pairs, chronological. */
export type CompactHistory = Array<readonly [number, number]>;

/**
 * The events of `scenario` from `created` on, a few hours to two days apart. Events that would
 * lie after the reference date have not happened yet, so a young parcel is still on its way —
 * except a last-event cancel, which must stay last.
 */
export function historyFor(scenario: Scenario, created: number, random: Random): CompactHistory {
  const history: Array<readonly [number, number]> = [];
  let at = created + random.int(60, 1800);
  for (const code of PATHS[scenario]) {
    if (at > REFERENCE_DATE && history.length > 0 && scenario !== 'cancel_last') break;
    history.push([code, Math.min(at, REFERENCE_DATE)]);
    at += random.int(2 * 3600, 48 * 3600);
  }
  return history;
}

/** The parcel's current status: the last event that is not mere information. */
export function statusOf(history: CompactHistory): number | null {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const code = (history[i] as readonly [number, number])[0];
    if (code < 9000) return code;
  }
  return null;
}

const NAMES = new Map(TRACKING_STATUSES.map(([code, name]) => [code, name]));

export type Place = { city: string; zip: string; addr1: string; country: string };

/** Full events for a detail answer; places come from the route the parcel travels. */
export function expandHistory(
  history: CompactHistory,
  random: Random,
  from: Place,
  to: Place,
  carrierPrefix: string,
): TrackingEvent[] {
  return history.map(([code, date], index) => {
    const place = index < history.length / 2 ? from : to;
    const info = code >= 9000 ? random.pick(INFO_TEXTS) : random.chance(0.2) ? 'Scanned' : null;
    return {
      date,
      dateAdded: date + random.int(5, 900),
      date_formatted: formatUnix(date),
      event_code: code,
      carrier_event_code: `${carrierPrefix}-${code % 1000 === 0 ? code / 100 : code}`,
      carrier_description: NAMES.get(code) ?? 'Unknown event',
      info,
      location: {
        name: code >= 1100 && code < 1200 ? `${place.city} hub` : null,
        company: code >= 1100 && code < 1200 ? `${carrierPrefix} hub` : null,
        email: null,
        phone: code >= 1100 && code < 1200 ? (HUB_PHONES[place.country] ?? null) : null,
        vat: null,
        eori: null,
        addr1: place.addr1,
        addr2: null,
        addr3: null,
        city: place.city,
        zip: place.zip,
        state: null,
        country: place.country,
        lat: null,
        lng: null,
      },
    };
  });
}

// The hubs' switchboards (fictional numbers in each country's drama range).
const HUB_PHONES: Readonly<Record<string, string>> = {
  DE: '+49 30 23125 000',
  PL: '+48 22 555 01 00',
  GB: '+44 20 7946 0000',
  FR: '+33 1 99 00 00 00',
  NL: '+31 20 555 0100',
  US: '+1 202 555 0100',
};

const INFO_TEXTS = [
  'Customer requested delivery on a later date',
  'Recipient notified by e-mail',
  'Parcel data updated by sender',
  'Delivery preferences confirmed by recipient',
];
