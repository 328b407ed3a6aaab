import type { HealthCheckCall } from '../../../src/contract/health-check/health-check-schemas';
import { type Random, randomFor, SEED } from '../../shared/seed-random';
import { toXml } from '../../shared/xml';
import type { HealthCheckTable, HealthPair } from './seed';

// The carrier calls of one check ('Request #n' / 'Response #n' of spec b section 2), derived from
// the check's id and outcome on request, never stored: an OAuth carrier first gets a token; a
// failed check ended in a 5xx, a 4xx, a timeout (code 0, nothing answered), or before any call
// (no calls: 'Request data is empty !'). Secrets in headers are stored masked, as a log should.

/** Tiny-generator stream 52 (see data/db.ts), one generator per check. */
const CALLS_STREAM = 52;

type Carrier = { host: string; xml: boolean; oauth: boolean; paths: Record<string, string> };

const GENERIC: Carrier = {
  host: 'api.carrier.example',
  xml: false,
  oauth: false,
  paths: { label: '/shipments', tracking: '/tracking', pickup: '/pickup-points' },
};

const CARRIERS: Record<string, Carrier> = {
  'DHL Express': {
    host: 'express.api.dhl.com',
    xml: false,
    oauth: false,
    paths: { label: '/mydhlapi/shipments', tracking: '/mydhlapi/tracking' },
  },
  UPS: {
    host: 'onlinetools.ups.com',
    xml: false,
    oauth: true,
    paths: { label: '/api/shipments/v2409/ship', tracking: '/api/track/v1/details' },
  },
  FedEx: {
    host: 'apis.fedex.com',
    xml: false,
    oauth: true,
    paths: { label: '/ship/v1/shipments', tracking: '/track/v1/trackingnumbers' },
  },
  DPD: {
    host: 'public-ws.dpd.com',
    xml: true,
    oauth: false,
    paths: { pickup: '/services/ParcelShopFinderService/V5_0/findParcelShops' },
  },
  GLS: {
    host: 'api.gls-group.net',
    xml: false,
    oauth: true,
    paths: { tracking: '/track-and-trace-v1/tracking/simple/references' },
  },
  'Royal Mail': {
    host: 'api.parcel.royalmail.com',
    xml: false,
    oauth: false,
    paths: { label: '/api/v1/orders' },
  },
  PostNL: {
    host: 'api.postnl.nl',
    xml: false,
    oauth: false,
    paths: { tracking: '/shipment/v2/status/barcode' },
  },
  InPost: {
    host: 'api-shipx-pl.easypack24.net',
    xml: false,
    oauth: false,
    paths: { pickup: '/v1/points' },
  },
  Correos: {
    host: 'preregistroenvios.correos.es',
    xml: true,
    oauth: false,
    paths: { label: '/preregistroenvios' },
  },
};

const MASKED_TOKEN = 'Bearer ********';

function headersOf(carrier: Carrier, requestId: string, body: string | null) {
  const headers: Record<string, string> = {
    Accept: carrier.xml ? 'text/xml' : 'application/json',
    'User-Agent': 'ShippingPlatform-HealthCheck/3.2',
    'X-Correlation-Id': requestId,
  };
  if (body !== null)
    headers['Content-Type'] = carrier.xml ? 'text/xml; charset=utf-8' : 'application/json';
  headers.Authorization = carrier.oauth ? MASKED_TOKEN : 'Basic ********';
  return headers;
}

function answer(
  carrier: Carrier,
  code: number,
  body: string | null,
  time: number,
): HealthCheckCall['response'] {
  if (code === 0) return { code: 0, headers: null, body: null };
  return {
    code,
    headers: {
      'Content-Type': carrier.xml ? 'text/xml; charset=utf-8' : 'application/json',
      'Content-Length': String(Buffer.byteLength(body ?? '')),
      Date: new Date(time * 1000).toUTCString(),
    },
    body,
  };
}

/** The carrier's body for an operation, as XML for SOAP carriers. */
function payload(carrier: Carrier, root: string, value: Record<string, unknown>): string {
  return carrier.xml ? toXml(root, value) : JSON.stringify(value);
}

function mainCall(
  carrier: Carrier,
  pair: HealthPair,
  tracking: string,
  random: Random,
): { method: string; url: string; body: string | null; success: string } {
  const base = `https://${carrier.host}${carrier.paths[pair.additional_label] ?? '/'}`;
  switch (pair.additional_label) {
    case 'tracking':
      return {
        method: 'GET',
        url: `${base}?trackingNumber=${tracking}`,
        body: null,
        success: payload(carrier, 'TrackResponse', {
          trackingNumber: tracking,
          status: 'IN_TRANSIT',
          events: [
            { code: 'PU', description: 'Picked up', date: '2026-11-20T09:14:00Z' },
            { code: 'AF', description: 'Arrived at facility', date: '2026-11-20T18:40:00Z' },
          ],
        }),
      };
    case 'pickup':
      return {
        method: carrier.xml ? 'POST' : 'GET',
        url: carrier.xml ? base : `${base}?city=Warszawa&type=parcel_locker&per_page=5`,
        body: carrier.xml
          ? toXml('findParcelShops', { country: 'DE', zipCode: '10115', limit: 5 })
          : null,
        success: payload(carrier, 'ParcelShops', {
          count: 5,
          items: Array.from({ length: 5 }, (_, k) => ({
            id: `PS${random.int(10_000, 99_999)}`,
            name: `Pickup point ${k + 1}`,
            distance: random.int(80, 2400),
          })),
        }),
      };
    default:
      return {
        method: 'POST',
        url: base,
        body: payload(carrier, 'ShipmentRequest', {
          reference: `HEALTHCHECK-${tracking.slice(-6)}`,
          shipper: { name: 'Health Check', city: 'Berlin', postalCode: '10115', country: 'DE' },
          recipient: { name: 'Health Check', city: 'Amsterdam', postalCode: '1011', country: 'NL' },
          packages: [{ weight: 1, length: 10, width: 10, height: 10 }],
          labelFormat: 'PDF',
        }),
        success: payload(carrier, 'ShipmentResponse', {
          trackingNumber: tracking,
          label: {
            format: 'PDF',
            content: 'JVBERi0xLjQKJcOkw7zDtsOfCjIgMCBvYmoKPDwvTGVuZ3RoIDMgMCBSPj4=',
          },
        }),
      };
  }
}

const FAILURES = [
  [500, 'Internal Server Error'],
  [502, 'Bad Gateway'],
  [503, 'Service Unavailable'],
  [400, 'Invalid request: postalCode is not valid for the destination country'],
  [401, 'Invalid credentials'],
  [422, 'Unprocessable shipment: service not available on this route'],
] as const;

export function callsOf(table: HealthCheckTable, i: number): HealthCheckCall[] {
  const id = i + 1;
  const random = randomFor((Math.imul(id, 0x9e3779b1) ^ (SEED + CALLS_STREAM)) >>> 0);
  const pair = table.pairs[table.pair[i]!]!;
  const carrier = CARRIERS[pair.label] ?? GENERIC;
  const requestId = table.requestIds[i]!;
  const prefix = pair.label
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase();
  const tracking = `${prefix}${String(random.int(100_000, 999_999))}${String(id).padStart(6, '0')}`;
  const ok = table.ok[i] === 1;
  const time = table.time[i]!;
  const draw = random.next();
  if (!ok && draw < 0.15) return [];

  const calls: HealthCheckCall[] = [];
  if (carrier.oauth) {
    const body = 'grant_type=client_credentials';
    const refused = !ok && draw < 0.3;
    calls.push({
      request: {
        method: 'POST',
        url: `https://${carrier.host}/oauth/token`,
        headers: {
          ...headersOf(carrier, requestId, body),
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body,
      },
      response: answer(
        { ...carrier, xml: false },
        refused ? 401 : 200,
        refused
          ? JSON.stringify({
              error: 'invalid_client',
              error_description: 'Client authentication failed',
            })
          : JSON.stringify({ access_token: '********', token_type: 'Bearer', expires_in: 14_399 }),
        time,
      ),
    });
    if (refused) return calls;
  }
  const main = mainCall(carrier, pair, tracking, random);
  let response: HealthCheckCall['response'];
  if (ok) {
    response = answer(carrier, 200, main.success, time);
  } else if (draw < 0.45) {
    response = answer(carrier, 0, null, time);
  } else {
    const [code, message] = FAILURES[random.int(0, FAILURES.length - 1)]!;
    response = answer(carrier, code, payload(carrier, 'Fault', { code, message }), time);
  }
  calls.push({
    request: {
      method: main.method,
      url: main.url,
      headers: headersOf(carrier, requestId, main.body),
      body: main.body,
    },
    response,
  });
  return calls;
}
