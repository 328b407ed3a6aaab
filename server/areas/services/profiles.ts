import type { ServiceListItem } from '../../../src/contract/services/services-schemas';
import type { Carrier, Service } from '../../data/carriers';

// What a service is, beyond the common lists' row (spec b section 3): its type, carrier version,
// extra type, availability flags and logo. Derived from the carrier and product names, so the
// same at every start; the rows of the common lists (db.services) stay as they are.

export type ServiceProfile = Pick<
  ServiceListItem,
  | 'type'
  | 'status'
  | 'carrierVersion'
  | 'typeAdditional'
  | 'typeAdditionalId'
  | 'isPudoAvailable'
  | 'isTrackingAvailable'
  | 'isCourierDatesAvailable'
  | 'isMailingAvailable'
  | 'logo'
> & { noTestCredentials: boolean };

/**
 * Carrier versions by product position; carriers not listed have no version (v0). Several have
 * products in two versions, as integrations are rewritten one product at a time.
 */
const VERSIONS: Readonly<Record<string, ReadonlyArray<string | null>>> = {
  'DHL Express': ['v2', 'v2', 'v1', 'v1'],
  UPS: ['v2', 'v2', 'v2', 'v1', 'v1'],
  FedEx: ['v1', 'v1', 'v1', 'v1'],
  DPD: ['v1', 'v1', 'v1', 'v1'],
  GLS: ['v2', 'v1', 'v1', 'v1'],
  PostNL: [null, null, 'v1', 'v1'],
  InPost: ['v2', 'v2', 'v2'],
  Geodis: ['v1', 'v1', 'v2', 'v2'],
  'DB Schenker': ['v2', 'v2', 'v2'],
};

/** Carriers whose integrations have no sandbox: test mode sends to live (spec b section 4). */
export const NO_TEST_CARRIERS = new Set([
  'Japan Post',
  'SF Express',
  'Yodel',
  'Palletways',
  'ZigZag',
]);

const PUDO_WORDS =
  /pickup|pick-up|access point|point|paczkomat|parcelshop|shop|relais|collect|drop-off|return bar|locker/i;
const POSTAL = /post|mail|correos|colissimo|bpost|usps|postnord/i;

const TYPE_ADDITIONAL: ReadonlyArray<readonly [RegExp, string, number]> = [
  [/express|xpress|chrono|priority|24|9:00|12:00/i, 'Express', 1],
  [/economy|deferred|ground|regular|standard/i, 'Economy', 2],
  [/return|retour/i, 'Return', 3],
];

function typeOf(carrier: Carrier, product: string): ServiceProfile['type'] {
  if (carrier.kind === 'pallet') return 'pallet';
  return PUDO_WORDS.test(product) ? 'pudo' : 'courier';
}

const initialsOf = (name: string) =>
  name
    .split(/[\s+-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/** A small SVG badge with the carrier's initials, as a base64 data URL. */
export function logoOf(carrier: Carrier): string {
  const hue = (carrier.id * 47) % 360;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="12" fill="hsl(${hue},65%,42%)"/>` +
    `<text x="32" y="41" font-family="Arial,sans-serif" font-size="24" font-weight="700" ` +
    `fill="#fff" text-anchor="middle">${initialsOf(carrier.name)}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export function profileOf(service: Service, carrier: Carrier, position: number): ServiceProfile {
  const product = carrier.products[position] ?? '';
  const type = typeOf(carrier, product);
  const extra =
    carrier.kind === 'pallet' ? undefined : TYPE_ADDITIONAL.find(([re]) => re.test(product));
  return {
    type,
    status: service.is_active ? 'active' : 'disabled',
    carrierVersion: VERSIONS[carrier.name]?.[position] ?? null,
    typeAdditional: extra?.[1] ?? null,
    typeAdditionalId: extra?.[2] ?? null,
    isPudoAvailable: type === 'pudo' || (type === 'courier' && service.id % 3 === 0),
    isTrackingAvailable: service.id % 11 !== 0,
    isCourierDatesAvailable: type !== 'pudo' && carrier.kind !== 'return' && service.id % 2 === 0,
    isMailingAvailable: POSTAL.test(carrier.name) && type !== 'pallet',
    // A few services have had no logo uploaded yet.
    logo: service.id % 9 === 4 ? null : logoOf(carrier),
    noTestCredentials: NO_TEST_CARRIERS.has(carrier.name),
  };
}

/** Profiles keyed by service id. */
export function createProfiles(carriers: Carrier[], services: Service[]) {
  const profiles = new Map<number, ServiceProfile>();
  for (const carrier of carriers) {
    services
      .filter((s) => s.carrier_id === carrier.id)
      .forEach((service, position) =>
        profiles.set(service.id, profileOf(service, carrier, position)),
      );
  }
  return profiles;
}
