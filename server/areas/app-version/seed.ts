import type { Faker } from '@faker-js/faker';
import type { AppVersion, Commit } from '../../../src/contract/app-version/app-version-schemas';
import { REFERENCE_DATE } from '../../shared/seed-clock';

// The console's own commit history (spec c: commit info, version_info and latest_release_date):
// a few hundred commits by a small team, newest first, on working days and hours before the fixed
// reference date, with merge commits, dependency bumps and a release every few weeks. Faker
// stream 71, built on first use (server/data/db.ts).

export const COMMIT_COUNT = 340;

const TEAM = [
  'Anna Kowalska',
  'Jonas Weber',
  'Priya Raman',
  'Lucas Martin',
  'Sofia Rossi',
  'Tomasz Nowak',
  'Emma Jansen',
  'Daniel Okafor',
];

const AREAS = [
  'parcel list filters',
  'request log details modal',
  'label builder ZPL preview',
  'pickup points map',
  'billing prices table',
  'tracking mapping overview',
  'carrier error mapping CSV export',
  'cron robots schedule editor',
  'health check details',
  'user form API limits',
  'services credentials diff',
  'barcode ranges notifications',
  'dashboard widgets',
  'statistics chart tooltips',
  'holidays export',
  'manual tracking CSV import',
  'API console response panel',
  'sidebar on small screens',
  'account switcher',
  'offline page',
  'service worker precache',
  'print links',
  'pallet labels',
  'carrier documentation editor',
];

const VERBS = ['Add', 'Fix', 'Update', 'Refactor', 'Improve', 'Simplify', 'Remove unused code in'];
const DETAILS = [
  '',
  ' for super admins',
  ' on narrow screens',
  ' when offline',
  ' after account switch',
  ' with empty data',
  ' (review comments)',
  ' and its tests',
];
const PACKAGES: ReadonlyArray<[string, string, string]> = [
  ['dayjs', '1.11.21', '1.11.23'],
  ['@mantine/core', '9.7.2', '9.7.3'],
  ['@tanstack/react-query', '5.107.1', '5.108.0'],
  ['valibot', '1.4.0', '1.5.0'],
  ['vite', '8.3.6', '8.3.8'],
  ['dexie', '4.4.6', '4.4.7'],
];

const HOUR = 3600;
const RELEASE_EVERY = 28;

function messageOf(faker: Faker, index: number, release: number): string {
  if (index % RELEASE_EVERY === 0) return `Release 2.${release}.0`;
  const roll = faker.number.int({ min: 1, max: 20 });
  if (roll <= 3) {
    const ticket = faker.number.int({ min: 1200, max: 2400 });
    const branch = faker.helpers
      .arrayElement(AREAS)
      .replace(/[^a-z]+/gi, '-')
      .toLowerCase();
    return `Merge branch 'feature/ADM-${ticket}-${branch}' into 'master'`;
  }
  if (roll === 4) {
    const [name, from, to] = faker.helpers.arrayElement(PACKAGES);
    return `Bump ${name} from ${from} to ${to}`;
  }
  const verb = faker.helpers.arrayElement(VERBS);
  return `${verb} ${faker.helpers.arrayElement(AREAS)}${faker.helpers.arrayElement(DETAILS)}`;
}

/** Moves back to a working hour (Monday to Friday, 08:00 to 19:00 UTC). */
function workingTime(seconds: number): number {
  let t = seconds;
  for (;;) {
    const date = new Date(t * 1000);
    const day = date.getUTCDay();
    const hour = date.getUTCHours();
    if (day === 0 || day === 6) t -= (date.getUTCHours() + 1) * HOUR;
    else if (hour < 8) t -= (hour + 6) * HOUR;
    else if (hour >= 19) t -= (hour - 18) * HOUR;
    else return t;
  }
}

export function createVersionInfo(faker: Faker): AppVersion {
  const commits: Commit[] = [];
  let t = workingTime(REFERENCE_DATE - 5 * HOUR);
  const releases = Math.floor((COMMIT_COUNT - 1) / RELEASE_EVERY);
  let latestRelease: string | null = null;
  for (let i = 0; i < COMMIT_COUNT; i += 1) {
    const release = releases - Math.floor(i / RELEASE_EVERY) + 10;
    const date = new Date(t * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const message = messageOf(faker, i + 3, release);
    if (latestRelease === null && message.startsWith('Release ')) latestRelease = date;
    commits.push({
      hash: faker.string.hexadecimal({ length: 40, casing: 'lower', prefix: '' }),
      author: faker.helpers.arrayElement(TEAM),
      date,
      message,
    });
    t = workingTime(t - faker.number.int({ min: 600, max: 9 * HOUR }));
  }
  return { version_info: commits, latest_release_date: latestRelease ?? commits.at(-1)!.date };
}
