import * as v from 'valibot';
import { DAYS_RANGES, type DaysRange } from '@/contract/dashboard/days-ranges';

// The dashboard's URL (spec a section 2): the requests widget's user and days range, and the
// parcels widget's grouping. Each field falls back, so no URL can break the dashboard.

/** The parcels report groupings the server knows (decision 012); the answer lists their names. */
export const PARCEL_GROUP_BYS = [
  'day',
  'service',
  'carrier',
  'status',
  'destination_country',
  'user',
] as const;
export type ParcelGroupBy = (typeof PARCEL_GROUP_BYS)[number];

export const isParcelGroupBy = (value: unknown): value is ParcelGroupBy =>
  (PARCEL_GROUP_BYS as readonly unknown[]).includes(value);

export const dashboardSearchDefaults = {
  /** '' is 'All users'. */
  user_id: '',
  days_range: 7 as DaysRange,
  group_by: 'service' as ParcelGroupBy,
};

const integerLike = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]),
  v.transform(Number),
);

export const dashboardSearchSchema = v.object({
  user_id: v.optional(
    v.fallback(
      v.pipe(v.union([v.number(), v.string()]), v.transform(String), v.regex(/^\d*$/)),
      '',
    ),
    '',
  ),
  days_range: v.optional(
    v.fallback(
      v.pipe(
        integerLike,
        v.check((n) => (DAYS_RANGES as readonly number[]).includes(n)),
        v.transform((n) => n as DaysRange),
      ),
      dashboardSearchDefaults.days_range,
    ),
    dashboardSearchDefaults.days_range,
  ),
  group_by: v.optional(
    v.fallback(v.picklist(PARCEL_GROUP_BYS), dashboardSearchDefaults.group_by),
    dashboardSearchDefaults.group_by,
  ),
});

export type DashboardSearch = v.InferOutput<typeof dashboardSearchSchema>;

/** What the requests widget sends to GET /dashboard/requests ('' user means all users). */
export type RequestsQuery = Pick<DashboardSearch, 'user_id' | 'days_range'>;
