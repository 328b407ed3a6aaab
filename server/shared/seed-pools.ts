import type { Address } from '../../src/contract/shared/address-schemas';
import { fakerFor, type Random } from './seed-random';

// Small faker pools (names, companies, streets, cities, product names) that the big tables pick
// from with the tiny generator, built once from a stream of their own; and the addresses made
// of them, for every area whose records carry addresses.

export type Pools = {
  firstNames: string[];
  lastNames: string[];
  companies: string[];
  streets: string[];
  cities: string[];
  skus: string[];
};

const POOLS_STREAM = 100;

let pools: Pools | undefined;

export function seedPools(): Pools {
  if (!pools) {
    const faker = fakerFor(POOLS_STREAM);
    const many = <T>(n: number, make: () => T) => Array.from({ length: n }, make);
    pools = {
      firstNames: many(80, () => faker.person.firstName()),
      lastNames: many(80, () => faker.person.lastName()),
      companies: many(40, () => faker.company.name()),
      streets: many(60, () => faker.location.street()),
      cities: many(60, () => faker.location.city()),
      skus: many(40, () => faker.commerce.productName()),
    };
  }
  return pools;
}

export function addressFor(random: Random, pools: Pools, country: string, business: boolean) {
  const first = random.pick(pools.firstNames);
  const last = random.pick(pools.lastNames);
  const address: Address = {
    addr1: `${random.int(1, 240)} ${random.pick(pools.streets)}`,
    addr2: random.chance(0.2) ? `Floor ${random.int(1, 9)}` : null,
    addr3: null,
    city: random.pick(pools.cities),
    zip: String(random.int(10_000, 99_999)),
    state: null,
    country,
    name: `${first} ${last}`,
    company: business ? random.pick(pools.companies) : null,
    phone: `+${random.int(10, 99)} ${random.int(100_000_000, 999_999_999)}`,
    email: `${first}.${last}@example.com`.toLowerCase().replace(/[^a-z.@]/g, ''),
    vat:
      business && random.chance(0.5) ? `${country}${random.int(100_000_000, 999_999_999)}` : null,
    eori: business && random.chance(0.2) ? `${country}${random.int(1e11, 9e11)}` : null,
    lat: random.chance(0.5) ? Math.round((random.next() * 120 - 60) * 1e5) / 1e5 : null,
    lng: random.chance(0.5) ? Math.round((random.next() * 340 - 170) * 1e5) / 1e5 : null,
    additional: random.chance(0.5)
      ? { street_number: String(random.int(1, 240)), leave_at_door: random.chance(0.5) }
      : {},
  };
  return address;
}
