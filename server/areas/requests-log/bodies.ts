import { addressFor, seedPools } from '../../shared/seed-pools';
import type { Random } from '../../shared/seed-random';
import { isoDay } from '../../shared/utc-dates';
import { toXml } from '../../shared/xml';
import { mix } from './seed';

// What a logged call sent and got back, as the caller's own API would see it: JSON, or XML for
// the callers and carriers that speak it; '' for a call without a body (GETs, most webhook
// answers). A few calls are several MB: bulk creates of thousands of parcels, and pallet labels
// of several pages (decision 021). Derived from the row on request, never stored.

export type RowFacts = {
  id: number;
  uri: string;
  method: 'GET' | 'POST';
  code: number;
  time: number;
  xml: boolean;
  isTest: boolean;
  serviceIds: number[];
  serviceNames: Map<number, string>;
  userServiceIds: number[];
  tracking: string;
  reference: string;
  healthChecks: Record<string, string>;
  carrierName: string;
};

/** Bulk creates of thousands of parcels: 2-3 MB request bodies. */
export const isLargeRequest = (uri: string, id: number) =>
  uri === '/parcels/bulk' && mix(id, 6) % 150 === 0;
/** Pallet labels of many pages: 1.5-3 MB response bodies. */
export const isLargeResponse = (uri: string, id: number, code: number) =>
  uri === '/pallets' && code < 400 && mix(id, 6) % 100 === 0;

const BIG_PARCELS: readonly [number, number] = [2600, 3600];
const BIG_LABEL_BYTES: readonly [number, number] = [1_100_000, 2_300_000];

/** Base64 of pseudo-random bytes: a label file's content, fast at MB sizes. */
function fileContent(bytes: number, seed: number): string {
  const words = new Uint32Array(Math.ceil(bytes / 4));
  let state = seed || 1;
  for (let k = 0; k < words.length; k += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    words[k] = state >>> 0;
  }
  return `JVBERi0xLjcK${Buffer.from(words.buffer, 0, bytes).toString('base64')}`;
}

const encode = (facts: RowFacts, root: string, value: unknown) =>
  facts.xml ? toXml(root, value) : JSON.stringify(value);

function parcelOf(random: Random, facts: RowFacts, reference: string) {
  const pools = seedPools();
  const to = random.pick(['DE', 'FR', 'NL', 'GB', 'PL', 'ES', 'IT', 'BE', 'AT', 'US']);
  const destination = addressFor(random, pools, to, random.chance(0.3));
  // A 400 names the field it refused: leave it empty.
  if (facts.code === 400) destination.zip = '';
  return {
    service_id: facts.serviceIds[0] ?? null,
    reference,
    is_test: facts.isTest,
    sender_address: addressFor(random, pools, 'DE', true),
    destination_address: destination,
    weight: random.int(1, 300) / 10,
    dimensions: {
      length: random.int(10, 60),
      width: random.int(10, 40),
      height: random.int(5, 30),
    },
    items: Array.from({ length: random.int(1, 3) }, () => ({
      sku_desc: random.pick(pools.skus),
      quantity: random.int(1, 4),
      price: random.int(100, 20_000) / 100,
      weight: random.int(1, 50) / 10,
    })),
  };
}

function trackingEvents(random: Random, facts: RowFacts) {
  const events = ['Shipment information received', 'Picked up', 'Arrived at sort facility'];
  return events.slice(0, random.int(1, events.length)).map((description, k) => ({
    date: new Date((facts.time - (events.length - k) * 14_400) * 1000).toISOString(),
    code: 1000 + k * 1000,
    description,
    location: random.pick(seedPools().cities),
  }));
}

/** The request body: '' for calls that send none. */
export function requestBody(facts: RowFacts, random: Random): string {
  switch (facts.uri) {
    case '/parcels':
      return encode(facts, 'parcel', parcelOf(random, facts, facts.reference));
    case '/parcels/bulk': {
      const [min, max] = isLargeRequest(facts.uri, facts.id) ? BIG_PARCELS : [2, 40];
      const parcels = Array.from({ length: random.int(min, max) }, (_, k) =>
        parcelOf(random, facts, `${facts.reference}-${k + 1}`),
      );
      return encode(facts, 'bulk', { batch_reference: facts.reference, parcels });
    }
    case '/pallets':
      return encode(facts, 'pallet', {
        service_id: facts.serviceIds[0] ?? null,
        reference: facts.reference,
        pallets: Array.from({ length: random.int(1, 6) }, () => ({
          type: random.pick(['EUR', 'HALF', 'INDUSTRIAL']),
          weight: random.int(80, 900),
          height: random.int(60, 220),
        })),
      });
    case '/direct_webhook_tracking':
      return encode(facts, 'TrackingUpdate', {
        carrier: facts.carrierName,
        tracking_number: facts.tracking,
        events: trackingEvents(random, facts),
      });
    case '/return_webhook_tracking':
      return toXml('ReturnUpdate', {
        ReturnId: `RET${facts.id}`,
        TrackingNumber: facts.tracking,
        Status: random.pick(['CREATED', 'DROPPED_OFF', 'IN_TRANSIT', 'RECEIVED']),
      });
    default:
      return '';
  }
}

/** The query string of a GET call ('' for none). */
export function queryOf(facts: RowFacts, random: Random): string {
  const service = facts.serviceIds[0];
  switch (facts.uri) {
    case '/tracking':
      return `?tracking_number=${facts.tracking}${service ? `&service_id=${service}` : ''}`;
    case '/tracking/by_date_range':
      return `?date_from=${isoDay(facts.time - 7 * 86_400)}&date_to=${isoDay(facts.time)}`;
    case '/services/credentials':
    case '/health_check':
      return service ? `?service_id=${service}` : '';
    case '/services/courier_dates':
    case '/pudo':
      return `?service_id=${service ?? ''}&country=DE&zip=${random.int(10_000, 99_999)}`;
    case '/health_check/detail':
      return `?id=${1 + (mix(facts.id, 7) % 20_000)}`;
    default:
      return '';
  }
}

const ERRORS: Record<number, string> = {
  400: 'Validation failed',
  401: 'Unauthorized',
  403: 'Service is not available for this account',
  404: 'Not found',
  406: 'Not acceptable: unsupported Accept header',
  429: 'Too many requests',
  500: 'Carrier is not available, try again later',
};

function successOf(facts: RowFacts, random: Random): unknown {
  switch (facts.uri) {
    case '/parcels':
      return {
        id: 900_000 + facts.id,
        tracking_number: facts.tracking,
        reference: facts.reference,
        label: { format: 'pdf', content: fileContent(random.int(6_000, 14_000), facts.id) },
      };
    case '/parcels/bulk':
      return {
        batch_reference: facts.reference,
        results: Array.from({ length: random.int(2, 12) }, (_, k) =>
          facts.code === 207 && k % 3 === 1
            ? { reference: `${facts.reference}-${k + 1}`, status: 'error', message: 'Invalid zip' }
            : { reference: `${facts.reference}-${k + 1}`, status: 'created' },
        ),
      };
    case '/pallets': {
      const [min, max] = isLargeResponse(facts.uri, facts.id, facts.code)
        ? BIG_LABEL_BYTES
        : [8_000, 20_000];
      const bytes = random.int(min, max);
      return {
        id: 700_000 + facts.id,
        tracking_number: facts.tracking,
        label: { format: 'pdf', content: fileContent(bytes, facts.id) },
      };
    }
    case '/tracking':
      return {
        tracking_number: facts.tracking,
        status: 'IN_TRANSIT',
        events: trackingEvents(random, facts),
      };
    case '/tracking/by_date_range':
      return {
        items: Array.from({ length: random.int(3, 25) }, (_, k) => ({
          tracking_number: `${facts.tracking.slice(0, 2)}${random.int(10_000_000, 99_999_999)}`,
          status: k % 4 === 0 ? 'DELIVERED' : 'IN_TRANSIT',
        })),
      };
    case '/services':
      return {
        services: facts.userServiceIds.map((id) => ({
          id,
          name: facts.serviceNames.get(id) ?? '',
        })),
      };
    case '/services/credentials':
      return {
        service_id: facts.serviceIds[0] ?? null,
        mode: facts.isTest ? 'test' : 'live',
        credentials: { account_number: '********', api_user: '********' },
      };
    case '/services/courier_dates':
      return { dates: [1, 2, 3].map((days) => isoDay(facts.time + days * 86_400)) };
    case '/pudo':
      return {
        points: Array.from({ length: random.int(3, 8) }, () => ({
          id: `PUDO${random.int(100_000, 999_999)}`,
          name: `${random.pick(seedPools().companies)} pick-up point`,
          addr1: `${random.int(1, 200)} ${random.pick(seedPools().streets)}`,
          city: random.pick(seedPools().cities),
        })),
      };
    case '/health_check':
      return {
        checks: Object.entries(facts.healthChecks).map(([id, name]) => ({ id: Number(id), name })),
      };
    case '/health_check/detail':
      return { status: '1', requestsList: [] };
    default:
      // Webhooks are acknowledged with an empty body.
      return null;
  }
}

/** The response body: '' for an acknowledged webhook. */
export function responseBody(facts: RowFacts, random: Random): string {
  if (facts.code >= 400) {
    const refusedField = facts.code === 400 && facts.uri.startsWith('/parcels');
    const error = {
      message: ERRORS[facts.code] ?? 'Error',
      ...(refusedField ? { fields: ['destination_address.zip'] } : {}),
    };
    return encode(facts, 'response', { errors: [error] });
  }
  const success = successOf(facts, random);
  return success === null ? '' : encode(facts, 'response', success);
}
