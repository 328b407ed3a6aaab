import {
  ADDRESS_KEYS,
  type AddressKey,
  PUDO_LIMITS,
  PUDO_MESSAGES,
  type PudoMap,
  type PudoPoint,
  type PudoPointsData,
  type PudoService,
  type WorkHours,
} from '../../../src/contract/pudo-points/pudo-points-schemas';
import type { Service } from '../../data/carriers';
import type { Db } from '../../data/db';
import { HttpFailure } from '../../http';
import type { Query } from '../../shared/list-query';
import {
  CITIES,
  type City,
  PICKUP_CARRIERS,
  PICKUP_PRODUCT,
  type PickupCarrier,
} from './catalogue';
import type { PudoLocation } from './seed';

// The pickup points routes' look-ups (spec c sections 3, 5, 7; decision 039): the services that
// offer pickup points with their users and credentials keys, and a search near an address or
// coordinates. A carrier's points are a fixed share of the shops of the countries it serves
// (each carrier its own share), nearest first.

/** How far from the search's centre points are looked for. */
export const SEARCH_RADIUS_KM = 25;
export const MAX_POINTS = { live: 20, test: 5 } as const;

type PickupService = { service: Service; carrier: PickupCarrier; carrierIndex: number };

function pickupServices(db: Db): PickupService[] {
  const found: PickupService[] = [];
  for (const service of db.services) {
    if (!service.is_active) continue;
    const carrierName = db.carriers.find((c) => c.id === service.carrier_id)?.name;
    const carrierIndex = PICKUP_CARRIERS.findIndex((c) => c.name === carrierName);
    const product = service.name.slice(service.name.indexOf(' - ') + 3);
    if (carrierIndex >= 0 && PICKUP_PRODUCT.test(product)) {
      found.push({ service, carrier: PICKUP_CARRIERS[carrierIndex]!, carrierIndex });
    }
  }
  return found;
}

const activeAccounts = (db: Db, serviceId: number) =>
  (db.serviceArea.accounts.get(serviceId) ?? []).filter((account) => account.isActive);

/** An account's credentials names; one with no credentials fields has the default only. */
const keysOf = (credentials: object): string[] => {
  const names = Object.keys(credentials);
  return names.length > 0 ? names : ['default'];
};

function credentialsKeysOf(db: Db, serviceId: number): string[] {
  const keys = new Set<string>();
  for (const account of activeAccounts(db, serviceId)) {
    keysOf(account.credentials).forEach((key) => keys.add(key));
  }
  return [...keys].sort(
    (a, b) => Number(b === 'default') - Number(a === 'default') || a.localeCompare(b),
  );
}

function usersOf(db: Db, serviceId: number) {
  const ids = new Set(activeAccounts(db, serviceId).map((account) => account.userId));
  return db.users
    .filter((user) => ids.has(user.id) && user.active)
    .sort((a, b) => a.login.localeCompare(b.login))
    .map((user) => ({ id: user.id, login: user.login, name: user.name }));
}

export function pudoPointsData(db: Db): PudoPointsData {
  const services: Record<string, PudoService> = {};
  const serviceUsers: PudoPointsData['service_users'] = {};
  for (const { service, carrier } of pickupServices(db)) {
    services[service.id] = {
      id: service.id,
      name: service.name,
      carrierName: carrier.name,
      credentials_keys: credentialsKeysOf(db, service.id),
    };
    serviceUsers[service.id] = usersOf(db, service.id);
  }
  return { services, service_users: serviceUsers };
}

// ---------------------------------------------------------------- the search

export type PudoSearch = {
  serviceId: number;
  credentialsKey?: string;
  userId: number;
  isTest: boolean;
  address: Partial<Record<Exclude<AddressKey, 'lat' | 'lng'>, string>>;
  coordinates?: { lat: number; lng: number };
};

const textOf = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;

const idOf = (value: unknown): number | undefined => {
  const text = textOf(value, 12);
  return text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined;
};

/** `services_list[0]`: qs reads it as an array, or as an object keyed '0' past its limits. */
function firstService(query: Query): Record<string, unknown> {
  const list = query.services_list;
  const first = Array.isArray(list) ? list[0] : (list as Record<string, unknown> | undefined)?.[0];
  return first && typeof first === 'object' ? (first as Record<string, unknown>) : {};
}

type Problem = { message: string; fields: string[] };

function coordinatesOf(address: Record<string, unknown>, problems: Problem[]) {
  const lat = textOf(address.lat, 32);
  const lng = textOf(address.lng, 32);
  if (lat === undefined && lng === undefined) return undefined;
  if (lat === undefined || lng === undefined) {
    problems.push({
      message: PUDO_MESSAGES.bothCoordinates,
      fields: [lat === undefined ? 'address[lat]' : 'address[lng]'],
    });
    return undefined;
  }
  const latitude = Number(lat);
  const longitude = Number(lng);
  const okLat = Number.isFinite(latitude) && Math.abs(latitude) <= 90;
  const okLng = Number.isFinite(longitude) && Math.abs(longitude) <= 180;
  if (!okLat) problems.push({ message: PUDO_MESSAGES.latitude, fields: ['address[lat]'] });
  if (!okLng) problems.push({ message: PUDO_MESSAGES.longitude, fields: ['address[lng]'] });
  return okLat && okLng ? { lat: latitude, lng: longitude } : undefined;
}

/** The map's query, read; 400 with every problem found (required fields, coordinates). */
export function pudoSearchOf(query: Query): PudoSearch {
  const problems: Problem[] = [];
  const service = firstService(query);
  const serviceId = idOf(service.id);
  if (serviceId === undefined) {
    problems.push({ message: PUDO_MESSAGES.serviceRequired, fields: ['services_list[0][id]'] });
  }
  const userId = idOf(query.user_id);
  if (userId === undefined) {
    problems.push({ message: PUDO_MESSAGES.userRequired, fields: ['user_id'] });
  }
  const rawAddress =
    query.address && typeof query.address === 'object'
      ? (query.address as Record<string, unknown>)
      : {};
  const coordinates = coordinatesOf(rawAddress, problems);
  if (problems.length > 0 || serviceId === undefined || userId === undefined) {
    throw new HttpFailure(400, problems);
  }
  const address: PudoSearch['address'] = {};
  for (const key of ADDRESS_KEYS) {
    if (key === 'lat' || key === 'lng') continue;
    const max =
      key === 'country' ? PUDO_LIMITS.country : key === 'zip' ? PUDO_LIMITS.zip : PUDO_LIMITS.text;
    const value = textOf(rawAddress[key], max);
    if (value !== undefined) address[key] = value;
  }
  return {
    serviceId,
    credentialsKey: textOf(service.credentials_key, PUDO_LIMITS.credentialsKey),
    userId,
    isTest: textOf(query.is_test, 1) === '1',
    address,
    coordinates,
  };
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The address's city: by name, else by the postcode's first two characters, else the first. */
function cityOf(country: string, address: PudoSearch['address']): City {
  const cities = CITIES.filter((c) => c.country === country);
  const name = address.city ? plain(address.city) : undefined;
  const byName = name ? cities.find((c) => plain(c.name) === name) : undefined;
  const zip = address.zip?.slice(0, 2);
  const byZip = zip ? cities.find((c) => c.zip.startsWith(zip)) : undefined;
  return byName ?? byZip ?? cities[0]!;
}

/** A carrier keeps about 7 shops in 10 (its own 7), so carriers' maps differ. */
const carries = (carrierIndex: number, location: PudoLocation) =>
  (location.id * 7 + carrierIndex * 13) % 10 < 7;

const LOCKER_HOURS: WorkHours = {
  mo: [{ from: '00:00', to: '23:59' }],
  tu: [{ from: '00:00', to: '23:59' }],
  we: [{ from: '00:00', to: '23:59' }],
  th: [{ from: '00:00', to: '23:59' }],
  fr: [{ from: '00:00', to: '23:59' }],
  sa: [{ from: '00:00', to: '23:59' }],
  su: [{ from: '00:00', to: '23:59' }],
  closed_periods: [],
};

const NUMBER_FIRST = new Set(['FR', 'GB', 'US']);

function pointOf(carrier: PickupCarrier, location: PudoLocation, isTest: boolean): PudoPoint {
  const { city } = location;
  const code = carrier.name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
  const serial = String(location.id).padStart(4, '0');
  const addr1 = NUMBER_FIRST.has(city.country)
    ? `${location.number} ${location.street}`
    : `${location.street} ${location.number}`;
  const cityCode = plain(city.name)
    .replace(/[^a-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
  return {
    id: `${isTest ? 'TEST-' : ''}${code}-${city.country}-${serial}`,
    title: carrier.lockers
      ? `${carrier.brand} ${cityCode}${serial}`
      : `${carrier.brand} · ${location.shopKind} ${location.owner}`,
    address_detail: {
      country: city.country,
      city: city.name,
      state: city.state,
      zip: location.zip,
      addr1,
      addr2: carrier.lockers ? 'Parcel locker' : '',
      addr3: '',
    },
    work_hours: carrier.lockers ? LOCKER_HOURS : location.hours,
    lat: location.lat,
    lng: location.lng,
  };
}

export function pudoMap(db: Db, search: PudoSearch): PudoMap {
  const found = pickupServices(db).find(({ service }) => service.id === search.serviceId);
  if (!found) {
    throw new HttpFailure(400, [
      { message: PUDO_MESSAGES.noPickupPoints, fields: ['services_list[0][id]'] },
    ]);
  }
  const account = activeAccounts(db, search.serviceId).find((a) => a.userId === search.userId);
  if (!account)
    throw new HttpFailure(400, [{ message: PUDO_MESSAGES.noAccount, fields: ['user_id'] }]);
  if (
    search.credentialsKey !== undefined &&
    !keysOf(account.credentials).includes(search.credentialsKey)
  ) {
    throw new HttpFailure(400, [
      { message: PUDO_MESSAGES.unknownKey, fields: ['services_list[0][credentials_key]'] },
    ]);
  }
  const { carrier, carrierIndex } = found;
  const country = search.address.country?.toUpperCase();
  let center: { lat: number; lng: number } | null;
  if (search.coordinates) center = search.coordinates;
  else if (country === undefined) center = CITIES.find((c) => c.name === carrier.home)!;
  else center = carrier.countries.includes(country) ? cityOf(country, search.address) : null;
  if (!center) return { center: null, points: [] };
  const origin = { lat: center.lat, lng: center.lng };
  const served = new Set(carrier.countries);
  const points = db.pudoPoints.locations
    .filter((location) => served.has(location.city.country) && carries(carrierIndex, location))
    .map((location) => ({ location, km: distanceKm(origin, location) }))
    .filter(({ km }) => km <= SEARCH_RADIUS_KM)
    .sort((a, b) => a.km - b.km || a.location.id - b.location.id)
    .slice(0, search.isTest ? MAX_POINTS.test : MAX_POINTS.live)
    .map(({ location }) => pointOf(carrier, location, search.isTest));
  return { center: origin, points };
}
