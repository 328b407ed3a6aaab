import type { Faker } from '@faker-js/faker';
import type {
  ClosedPeriod,
  TimeRange,
  WorkHours,
} from '../../../src/contract/pudo-points/pudo-points-schemas';
import { CITIES, type City, SHOP_KINDS } from './catalogue';

// The pickup locations (decision 039): shops round each city of the catalogue, each with its
// place (a real street near the centre), its opening hours and any closed periods. Carriers'
// points are drawn from these (queries.ts), so two carriers may share a shop, as they do.
// Faker stream 73, a few hundred rows drawn once.

export type PudoLocation = {
  id: number;
  city: City;
  lat: number;
  lng: number;
  street: string;
  number: string;
  zip: string;
  shopKind: string;
  owner: string;
  /** Shops' hours; lockers are open round the clock instead. */
  hours: WorkHours;
};

export type PudoPointArea = { locations: PudoLocation[] };

export const LOCATIONS_PER_CITY = 16;
/** The farthest a city's shops are from its centre. */
const CITY_RADIUS_KM = 12;
const KM_PER_DEGREE = 111.32;

const range = (from: string, to: string): TimeRange => ({ from, to });
const week = (
  weekdays: TimeRange[],
  sa: TimeRange[],
  su: TimeRange[],
  closedMonday = false,
): Omit<WorkHours, 'closed_periods'> => ({
  mo: closedMonday ? [] : weekdays,
  tu: weekdays,
  we: weekdays,
  th: weekdays,
  fr: weekdays,
  sa,
  su,
});

const HOURS_PATTERNS: ReadonlyArray<Omit<WorkHours, 'closed_periods'>> = [
  week([range('08:00', '18:00')], [range('09:00', '13:00')], []),
  week([range('09:00', '12:30'), range('14:00', '19:00')], [range('09:00', '12:30')], []),
  week([range('07:00', '22:00')], [range('07:00', '22:00')], [range('10:00', '18:00')]),
  week([range('10:00', '19:00')], [range('10:00', '19:00')], [], true),
  week([range('06:30', '20:00')], [range('08:00', '16:00')], [range('09:00', '13:00')]),
];

const CLOSED_PERIODS: readonly ClosedPeriod[] = [
  { from: '2026-12-24', to: '2027-01-01', reason: 'Christmas and New Year' },
  { from: '2026-11-30', to: '2026-12-06', reason: 'Renovation' },
  { from: '2027-02-15', to: '2027-02-21', reason: 'Winter holiday' },
];

/** Postcodes near the centre's: its last digit varied (letters and spaces kept). */
function zipNear(zip: string, faker: Faker): string {
  const digits = [...zip].map((char, index) => ({ char, index })).filter((c) => /\d/.test(c.char));
  const last = digits.at(-1);
  if (!last) return zip;
  return (
    zip.slice(0, last.index) + faker.number.int({ min: 0, max: 9 }) + zip.slice(last.index + 1)
  );
}

export function createPudoPoints(faker: Faker): PudoPointArea {
  const locations: PudoLocation[] = [];
  for (const city of CITIES) {
    for (let n = 0; n < LOCATIONS_PER_CITY; n += 1) {
      // Uniform over the disc: the square root spreads the shops out from the centre.
      const km = 0.3 + Math.sqrt(faker.number.float({ min: 0, max: 1 })) * CITY_RADIUS_KM;
      const angle = faker.number.float({ min: 0, max: 2 * Math.PI });
      const lat = city.lat + (km * Math.cos(angle)) / KM_PER_DEGREE;
      const lng =
        city.lng + (km * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((city.lat * Math.PI) / 180));
      const pattern = faker.helpers.arrayElement(HOURS_PATTERNS);
      const closed = faker.datatype.boolean({ probability: 0.2 })
        ? [faker.helpers.arrayElement(CLOSED_PERIODS)]
        : [];
      locations.push({
        id: locations.length + 1,
        city,
        lat: Number(lat.toFixed(6)),
        lng: Number(lng.toFixed(6)),
        street: faker.helpers.arrayElement(city.streets),
        number: String(faker.number.int({ min: 1, max: 240 })),
        zip: zipNear(city.zip, faker),
        shopKind: faker.helpers.arrayElement(SHOP_KINDS[city.country] ?? ['Shop']),
        owner: faker.person.lastName(),
        hours: { ...pattern, closed_periods: closed },
      });
    }
  }
  return { locations };
}
