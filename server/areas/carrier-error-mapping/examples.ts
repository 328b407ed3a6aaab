import type { CarrierErrorExample } from '../../../src/contract/carrier-error-mapping/carrier-error-mapping-schemas';
import type { Carrier } from '../../data/carriers';
import type { Random } from '../../shared/seed-random';
import { toXml } from '../../shared/xml';

// The seeded examples of carrier errors: a call the platform sent to the carrier and the error
// it got back, in the carrier's own dialect (JSON APIs of several shapes, SOAP faults, plain
// XML). Secrets never appear: the Authorization header is stored masked, as the request log does.

type Dialect = 'ups' | 'fedex' | 'dhl' | 'inpost' | 'dpd' | 'json' | 'soap' | 'xml';
export type ExampleCall = 'shipment' | 'cancel' | 'pickup' | 'track';

const DIALECTS: Readonly<Record<string, Dialect>> = {
  UPS: 'ups',
  FedEx: 'fedex',
  'DHL Express': 'dhl',
  'DHL Parcel': 'dhl',
  'DHL Freight': 'dhl',
  InPost: 'inpost',
  DPD: 'dpd',
  Correos: 'soap',
  Colissimo: 'soap',
  Chronopost: 'soap',
  'Poste Italiane': 'soap',
  Aramex: 'soap',
  'Royal Mail': 'soap',
  'DB Schenker': 'soap',
  'Canada Post': 'xml',
  'Japan Post': 'xml',
};

const BASES: Readonly<Record<string, string>> = {
  UPS: 'https://onlinetools.ups.com/api',
  FedEx: 'https://apis.fedex.com',
  'DHL Express': 'https://express.api.dhl.com/mydhlapi',
  'DHL Parcel': 'https://api-gw.dhlparcel.nl',
  DPD: 'https://api.dpd.co.uk',
  GLS: 'https://api.gls-group.net',
  InPost: 'https://api-shipx-pl.easypack24.net/v1/organizations/4182',
  PostNL: 'https://api.postnl.nl/shipment/v2_2',
  'Royal Mail': 'https://api.royalmail.net/shipping/v3',
  Correos: 'https://preregistroenvios.correos.es/preregistroenvios',
  Colissimo: 'https://ws.colissimo.fr/sls-ws/SlsServiceWS/2.0',
  'Canada Post': 'https://soa-gw.canadapost.ca/rs',
};

/** The carrier's newer (version 2 and up) integrations are JSON APIs. */
export function dialectOf(carrier: Carrier, version: string): Dialect {
  const dialect = DIALECTS[carrier.name] ?? 'json';
  return version !== '1' && (dialect === 'soap' || dialect === 'xml') ? 'json' : dialect;
}

/** Dotted carriers answer with the wording itself as their code. */
export const usesWordingAsCode = (carrier: Carrier, version: string) =>
  dialectOf(carrier, version) === 'fedex';

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

const SENDERS = [
  ['Northwind Fulfilment Ltd', 'Unit 4, Mercury Park', 'Leeds', 'LS11 5RH', 'GB'],
  ['Kontor Versand GmbH', 'Lagerstraße 12', 'Hamburg', '20457', 'DE'],
  ['Atelier Lumière SAS', '18 rue de la Logistique', 'Lyon', '69007', 'FR'],
  ['Mercado Verde SL', 'Calle de Alcalá 221', 'Madrid', '28028', 'ES'],
] as const;

const RECIPIENTS = [
  ['Emma Clarke', '27 Orchard Lane', 'Bristol', 'BS8 1TH', 'GB', '+44 7700 900321'],
  ['Lukas Becker', 'Bergmannstraße 5', 'Berlin', '10961', 'DE', '+49 151 23456789'],
  ['Chloé Martin', '4 avenue Jean Jaurès', 'Paris', '75019', 'FR', '+33 6 12 34 56 78'],
  ['Jan de Vries', 'Keizersgracht 112', 'Amsterdam', '1015 CW', 'NL', '+31 6 12345678'],
  ['Anna Kowalska', 'ul. Długa 17/3', 'Kraków', '31-147', 'PL', '+48 512 345 678'],
  ['Marco Rossi', 'Via Torino 45', 'Milano', '20123', 'IT', '+39 347 123 4567'],
  ['Olivia Brown', '221 King St W', 'Toronto', 'M5H 1K4', 'CA', '+1 416 555 0142'],
  ['Yuki Tanaka', '2-4-1 Marunouchi', 'Tokyo', '100-6390', 'JP', '+81 90 1234 5678'],
] as const;

const STATUS_TITLES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export type ExampleInput = {
  carrier: Carrier;
  version: string;
  /** The carrier's own error code and message, as its answer carries them. */
  code: string;
  message: string;
  /** The first request field the error is about, if any. */
  field: string;
  http: number;
  call: ExampleCall;
  /** Unix seconds of the call. */
  time: number;
  /** Values the call carried that the error is about (a postcode, a weight). */
  values: { zip?: string; weight?: number; reference?: string; point?: string };
};

const uuid = (random: Random) =>
  `${random.hex(8)}-${random.hex(4)}-4${random.hex(3)}-a${random.hex(3)}-${random.hex(12)}`;

function shipmentOf(random: Random, input: ExampleInput) {
  const [name, street, city, postcode, country] = random.pick(SENDERS);
  const to = random.pick(RECIPIENTS);
  const weight = input.values.weight ?? random.int(5, 180) / 10;
  return {
    reference: input.values.reference ?? `ORD-2026-${random.int(100_000, 199_999)}`,
    product: random.pick(input.carrier.products),
    shipper: { name, street, city, postcode, country, email: 'shipping@example.com' },
    recipient: {
      name: to[0],
      street: to[1],
      city: to[2],
      postcode: input.values.zip ?? to[3],
      country: to[4],
      phone: to[5],
      email: `${to[0].split(' ')[0]!.toLowerCase()}@example.net`,
    },
    ...(input.values.point ? { pickupPointId: input.values.point } : {}),
    parcels: [
      { weight, length: random.int(10, 60), width: random.int(10, 40), height: random.int(5, 30) },
    ],
  };
}

function requestOf(random: Random, input: ExampleInput, dialect: Dialect) {
  const base = BASES[input.carrier.name] ?? `https://api.${slugOf(input.carrier.name)}.com`;
  const root = `${base}${input.version === '1' ? '' : `/v${input.version}`}`;
  const tracking = `${input.carrier.name.slice(0, 2).toUpperCase()}${random.int(1e8, 9e8)}GB`;
  const payload =
    input.call === 'pickup'
      ? { pickupDate: '2026-11-21', readyTime: '09:00', closeTime: '17:00', parcels: 3 }
      : shipmentOf(random, input);
  const auth = { Authorization: 'Bearer ****************', 'X-Request-Id': uuid(random) };
  if (dialect === 'soap' || dialect === 'xml') {
    const operation = {
      shipment: 'CreateShipment',
      cancel: 'CancelShipment',
      pickup: 'BookPickup',
      track: 'GetTracking',
    }[input.call];
    const inner = toXml(
      operation,
      input.call === 'shipment' || input.call === 'pickup' ? payload : { trackingNumber: tracking },
    ).replace(/^<\?xml[^>]*\?>/, '');
    const body =
      dialect === 'soap'
        ? `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>${inner}</soap:Body></soap:Envelope>`
        : `<?xml version="1.0" encoding="UTF-8"?>${inner}`;
    const headers: Record<string, string> =
      dialect === 'soap'
        ? { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${operation}"`, ...auth }
        : { 'Content-Type': 'application/xml', Accept: 'application/xml', ...auth };
    return {
      url: dialect === 'soap' ? root : `${root}/${operation.toLowerCase()}`,
      method: 'POST',
      headers,
      body,
    };
  }
  const headers = { 'Content-Type': 'application/json', Accept: 'application/json', ...auth };
  switch (input.call) {
    case 'cancel':
      return { url: `${root}/shipments/${tracking}`, method: 'DELETE', headers, body: '' };
    case 'track':
      return { url: `${root}/tracking/${tracking}`, method: 'GET', headers, body: '' };
    case 'pickup':
      return {
        url: `${root}/pickups`,
        method: 'POST',
        headers,
        body: JSON.stringify(payload, null, 2),
      };
    default:
      return {
        url: `${root}/shipments`,
        method: 'POST',
        headers,
        body: JSON.stringify(payload, null, 2),
      };
  }
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function errorBodyOf(random: Random, input: ExampleInput, dialect: Dialect, path: string): string {
  const { code, message, field, http } = input;
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  switch (dialect) {
    case 'ups':
      return json({ response: { errors: [{ code, message }] } });
    case 'fedex':
      return json({ transactionId: uuid(random), errors: [{ code, message }] });
    case 'dhl':
      return json({
        instance: path,
        detail: message,
        title: STATUS_TITLES[http] ?? 'Error',
        message: STATUS_TITLES[http] ?? 'Error',
        status: String(http),
        ...(field ? { additionalDetails: [`${field}: ${message}`] } : {}),
      });
    case 'inpost':
      return json({
        status: http,
        error: http === 422 || http === 400 ? 'validation_failed' : code,
        message,
        details: field ? { [field]: [code] } : {},
      });
    case 'dpd':
      return json({
        data: null,
        error: [{ errorCode: code, errorType: 'Validation', errorMessage: message, obj: field }],
      });
    case 'soap':
      return (
        '<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
        `<soap:Body><soap:Fault><faultcode>soap:Client</faultcode><faultstring>${escapeXml(message)}</faultstring>` +
        `<detail><errorCode>${escapeXml(code)}</errorCode></detail></soap:Fault></soap:Body></soap:Envelope>`
      );
    case 'xml':
      return toXml('messages', { message: { code, description: message } });
    default:
      return json({ errors: [{ code, message, ...(field ? { field } : {}) }] });
  }
}

export function buildExample(random: Random, input: ExampleInput): CarrierErrorExample {
  const dialect = dialectOf(input.carrier, input.version);
  const request = requestOf(random, input, dialect);
  const xml = dialect === 'soap' || dialect === 'xml';
  const headers: Record<string, string> = {
    'Content-Type': xml ? 'text/xml; charset=utf-8' : 'application/json',
    Date: new Date(input.time * 1000).toUTCString(),
    'X-Correlation-Id': uuid(random),
  };
  if (input.http === 429) headers['Retry-After'] = '30';
  const path = new URL(request.url).pathname;
  return {
    request,
    response: { code: input.http, headers, body: errorBodyOf(random, input, dialect, path) },
  };
}
