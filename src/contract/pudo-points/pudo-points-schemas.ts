import * as v from 'valibot';

// The pickup points contract (spec c sections 2, 3, 5, 7, 9; issue 16 section 4; decision 039).
// GET /pudo_points names the services that offer pickup/drop-off points (with the credentials
// keys of their accounts) and, per service, the users holding an account on it. GET
// /pudo_points/map?services_list[0][id]&services_list[0][credentials_key]&address[...]&user_id
// &is_test answers the points near the address or the coordinates, nearest first.
//
// Decisions the spec leaves open:
// - The map's answer is `{ center, points }`: `center` is where the search was made (the
//   coordinates, the address's city, or the carrier's home city when no address is given);
//   null when the country is one the carrier does not serve (then `points` is empty).
// - A day's hours are a list of time ranges ('HH:mm', 24 h); an empty list is closed that day.
//   Closed periods are date ranges ('YYYY-MM-DD', both ends included) with a reason.

/** What the calls may carry (the server holds them too). */
export const PUDO_LIMITS = {
  text: 100,
  zip: 16,
  country: 2,
  credentialsKey: 64,
} as const;

/** Spec c section 9: 0 Live, 1 Test. */
export const PUDO_MODES = [
  { value: '0', label: 'Live' },
  { value: '1', label: 'Test' },
] as const;

/** Spec c section 9: the days of the opening hours, in order. */
export const WEEK_DAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** The server's refusals (spec c section 5's texts where it has them). */
export const PUDO_MESSAGES = {
  serviceRequired: 'Service is required',
  userRequired: 'User is required',
  bothCoordinates: 'Both coordinates required',
  latitude: 'Latitude must be a number from -90 to 90',
  longitude: 'Longitude must be a number from -180 to 180',
  noPickupPoints: 'This service does not offer pickup points',
  noAccount: 'The user has no account on this service',
  unknownKey: 'Unknown credentials key for this user',
} as const;

// ---------------------------------------------------------------- GET /pudo_points

export const PudoServiceSchema = v.object({
  id: v.number(),
  name: v.string(),
  carrierName: v.string(),
  /** The names of the accounts (credentials) users hold on it, 'default' first. */
  credentials_keys: v.array(v.string()),
});
export type PudoService = v.InferOutput<typeof PudoServiceSchema>;

export const PudoServiceUserSchema = v.object({
  id: v.number(),
  login: v.string(),
  name: v.string(),
});
export type PudoServiceUser = v.InferOutput<typeof PudoServiceUserSchema>;

export const PudoPointsDataSchema = v.object({
  /** By service id. */
  services: v.record(v.string(), PudoServiceSchema),
  /** By service id: the users with an active account on it, by login. */
  service_users: v.record(v.string(), v.array(PudoServiceUserSchema)),
});
export type PudoPointsData = v.InferOutput<typeof PudoPointsDataSchema>;

// ---------------------------------------------------------------- GET /pudo_points/map

export const TimeRangeSchema = v.object({ from: v.string(), to: v.string() });
export type TimeRange = v.InferOutput<typeof TimeRangeSchema>;

export const ClosedPeriodSchema = v.object({
  from: v.string(),
  to: v.string(),
  reason: v.string(),
});
export type ClosedPeriod = v.InferOutput<typeof ClosedPeriodSchema>;

export const WorkHoursSchema = v.object({
  mo: v.array(TimeRangeSchema),
  tu: v.array(TimeRangeSchema),
  we: v.array(TimeRangeSchema),
  th: v.array(TimeRangeSchema),
  fr: v.array(TimeRangeSchema),
  sa: v.array(TimeRangeSchema),
  su: v.array(TimeRangeSchema),
  closed_periods: v.array(ClosedPeriodSchema),
});
export type WorkHours = v.InferOutput<typeof WorkHoursSchema>;

export const AddressDetailSchema = v.object({
  country: v.string(),
  city: v.string(),
  state: v.string(),
  zip: v.string(),
  addr1: v.string(),
  addr2: v.string(),
  addr3: v.string(),
});
export type AddressDetail = v.InferOutput<typeof AddressDetailSchema>;

export const PudoPointSchema = v.object({
  id: v.string(),
  title: v.string(),
  address_detail: AddressDetailSchema,
  work_hours: WorkHoursSchema,
  lat: v.number(),
  lng: v.number(),
});
export type PudoPoint = v.InferOutput<typeof PudoPointSchema>;

export const PudoMapSchema = v.object({
  center: v.nullable(v.object({ lat: v.number(), lng: v.number() })),
  points: v.array(PudoPointSchema),
});
export type PudoMap = v.InferOutput<typeof PudoMapSchema>;

/** The address part of the map's query, as `address[...]`. */
export const ADDRESS_KEYS = [
  'country',
  'city',
  'state',
  'zip',
  'addr1',
  'addr2',
  'addr3',
  'lat',
  'lng',
] as const;
export type AddressKey = (typeof ADDRESS_KEYS)[number];

/** The map's query as the console sends it (qs makes `services_list[0][id]` of it). */
export type PudoMapQuery = {
  services_list: Record<'0', { id: string; credentials_key?: string }>;
  address: Partial<Record<AddressKey, string>>;
  user_id: string;
  is_test: '0' | '1';
};
