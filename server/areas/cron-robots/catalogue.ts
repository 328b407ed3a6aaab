import type { RobotParameter } from '../../../src/contract/cron-robots/cron-robots-schemas';
import type { Carrier } from '../../data/carriers';

// The robots the platform can run (spec c section 3): groups of robots, each with the
// parameters its launch form asks for, and the schedule of each robot type, which Auto rows run.
// Fixed, so the same at every start; only the carriers' choices come from the seeded carriers.

export type RobotDefinition = {
  name: string;
  description: string;
  parameters: RobotParameter[];
  /** Shortest and longest run, in seconds (the history log's durations). */
  runs: readonly [number, number];
};
export type RobotGroup = { group: string; robots: RobotDefinition[] };

/** The types that have schedule rows per carrier version. */
export const CARRIER_TYPES = ['tracking', 'manifest', 'pudo'] as const;

/** Spec c section 4: the schedule of each robot type, which its Auto rows run (read-only). */
export const AUTO_SCHEDULES: Readonly<Record<string, string>> = {
  tracking: '*/15m',
  manifest: '18h 30m',
  pudo: '1w 3h 0m',
  billing: '0h 5m',
  maintenance: '4h 0m',
  reports: '1-5w 7h 0m',
};

/** Own schedules of On and Off rows, by type (all valid, in canonical form). */
export const OWN_SCHEDULES: Readonly<Record<string, readonly string[]>> = {
  tracking: ['*/5m', '*/10m', '*/30m', '*/2h 0m', '6-22h */20m', '1-5w */15m'],
  manifest: ['17h 0m', '18h 0m', '1-5w 19h 45m', '12,18h 0m', '1-6w 16h 30m'],
  pudo: ['2h 0m', '7w 1h 30m', '1,15d 3h 0m', '*/12h 0m'],
  billing: ['0h 10m', '1h 0m', '*/6h 0m'],
  maintenance: ['3h 0m', '7w 2h 0m', '1d 5h 0m', '1,4,7,10mo 1d 0h 0m'],
  reports: ['8h 0m', '1w 9h 0m', '1-5w 7h 30m'],
};

export const DESCRIPTIONS = [
  '',
  '',
  'Agreed with the carrier',
  'Carrier asked for fewer calls',
  'Peak season',
  'Runs after the depot closes',
  'Temporarily reduced',
] as const;

export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

const carrierChoice = (carriers: Carrier[]) => ({
  name: 'carrier',
  type: 'select' as const,
  required: true,
  description: 'The carrier to run for',
  choices: carriers.map((c) => ({ value: slugOf(c.name), label: c.name })),
  default: null,
});

const date = (name: string, required: boolean, description: string): RobotParameter => ({
  name,
  type: 'date',
  required,
  description,
  default: null,
});

const integer = (
  name: string,
  required: boolean,
  description: string,
  fallback: number,
  min: number,
  max: number,
): RobotParameter => ({
  name,
  type: 'integer',
  required,
  description,
  default: fallback,
  min,
  max,
});

const flag = (name: string, description: string): RobotParameter => ({
  name,
  type: 'boolean',
  required: false,
  description,
  default: false,
});

const text = (name: string, description: string, fallback: string | null): RobotParameter => ({
  name,
  type: 'string',
  required: true,
  description,
  default: fallback,
});

export function createCatalogue(carriers: Carrier[]): RobotGroup[] {
  const tracked = carriers.filter((c) => c.kind !== 'pallet');
  const manifested = carriers.filter((c) => c.kind !== 'return');
  return [
    {
      group: 'tracking',
      robots: [
        {
          name: 'update_statuses',
          description: 'Fetches new tracking events from a carrier',
          parameters: [
            carrierChoice(tracked),
            integer('limit', false, 'Parcels per run', 500, 1, 10_000),
            date('since', false, 'Only parcels created since (DD-MM-YYYY)'),
            flag('dry_run', 'Fetch without saving'),
          ],
          runs: [5, 900],
        },
        {
          name: 'remap_statuses',
          description: 'Applies the tracking mapping again to past events',
          parameters: [carrierChoice(tracked), date('from_date', true, 'Events from (DD-MM-YYYY)')],
          runs: [20, 1800],
        },
      ],
    },
    {
      group: 'manifest',
      robots: [
        {
          name: 'send_manifests',
          description: "Sends the day's manifests to a carrier",
          parameters: [carrierChoice(manifested), date('date', true, 'Manifest day (DD-MM-YYYY)')],
          runs: [30, 1200],
        },
        {
          name: 'retry_failed',
          description: 'Sends the manifests that failed again',
          parameters: [integer('days', true, 'Look back this many days', 3, 1, 30)],
          runs: [10, 600],
        },
      ],
    },
    {
      group: 'pudo',
      robots: [
        {
          name: 'import_points',
          description: 'Imports the pickup and drop-off points of a carrier',
          parameters: [carrierChoice(tracked), text('country', 'Country code, e.g. DE', 'DE')],
          runs: [60, 3600],
        },
      ],
    },
    {
      group: 'billing',
      robots: [
        {
          name: 'daily_charges',
          description: "Books the day's per-request charges",
          parameters: [date('date', true, 'Day to book (DD-MM-YYYY)')],
          runs: [20, 900],
        },
        {
          name: 'low_balance_notifications',
          description: 'Sends the low-balance notifications',
          parameters: [],
          runs: [2, 60],
        },
      ],
    },
    {
      group: 'maintenance',
      robots: [
        {
          name: 'cleanup_labels',
          description: 'Deletes old label files',
          parameters: [integer('older_than_days', true, 'Age in days', 90, 1, 3650)],
          runs: [60, 5400],
        },
        {
          name: 'rotate_logs',
          description: 'Archives the request log',
          parameters: [],
          runs: [30, 900],
        },
        {
          name: 'clear_sessions',
          description: 'Removes expired sessions',
          parameters: [flag('dry_run', 'Count without deleting')],
          runs: [1, 30],
        },
      ],
    },
    {
      group: 'reports',
      robots: [
        {
          name: 'carrier_errors_digest',
          description: 'E-mails the unmapped carrier errors of the day',
          parameters: [text('email', 'Send to', null)],
          runs: [5, 120],
        },
        {
          name: 'unmapped_statuses_digest',
          description: 'E-mails the unmapped tracking statuses of the day',
          parameters: [text('email', 'Send to', null)],
          runs: [5, 120],
        },
      ],
    },
  ];
}
