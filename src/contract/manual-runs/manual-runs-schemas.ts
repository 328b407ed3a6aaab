import * as v from 'valibot';
// Relative, not '@/': the reference server (run by tsx, without the app's aliases) imports this.
import { RecordIdSchema } from '../shared/id-body-schema';

// The manual runs contract (spec c sections 2-9; issue 16 section 6; decision 040): manual
// tracking (reprocess tracking events) and re-manifest, for a carrier version, a user and a list
// of tracking numbers typed or read from a CSV file's first column.
//
// Decisions the spec leaves open:
// - `carrier` names a carrier and one of its versions as `{carrier id}:{version}` (carrierKeyOf);
//   the services lists give every carrier's versions.
// - The console sends the typed numbers in `tracking_numbers` and the CSV file's text in
//   `file_content`; the server reads the file's first column itself (numbersFromCsvRows, the one
//   header rule of both sides) and runs the union of both, duplicates once, in order.
// - `GET /manual_tracking` and `GET /manual_manifest` also list the users to choose (client users:
//   the owners of parcels), so the screens need no other list.
// - A run answers 200 with the numbers grouped by message, errors and success; the body as a whole
//   is refused (400) only when it cannot run: no numbers, too many, reset together with delete,
//   delete with no events, an unknown carrier, version, user or event.

/** The two screens: manual tracking and re-manifest. */
export type ManualRunKind = 'tracking' | 'manifest';

export const MANUAL_RUN_LIMITS = {
  /** Tracking numbers of one run, typed and from the file together. */
  trackingNumbers: 10_000,
  /** Characters of one tracking number as sent (longer ones are refused, not reported). */
  trackingNumber: 64,
  /** Characters of the CSV file's text: 10,000 rows of a few columns fit; the body limit is 1 MB. */
  fileContent: 600_000,
  /** Tracking events to delete in one run. */
  events: 200,
  eventCode: 100,
} as const;

/** Bytes of a CSV file the console reads (its text must fit `fileContent`). */
export const MAX_CSV_FILE_BYTES = MANUAL_RUN_LIMITS.fileContent;

export const MANUAL_RUN_MESSAGES = {
  noTrackingNumbers: 'No tracking numbers',
  notCsv: 'File must be CSV format',
  tooMany: `Up to ${MANUAL_RUN_LIMITS.trackingNumbers} tracking numbers at a time`,
  fileTooLarge: `The file is too large (at most ${Math.round(MAX_CSV_FILE_BYTES / 1000)} KB)`,
  exclusive: 'Reset parcel status and delete tracking events cannot be used together',
  noEvents: 'Choose the tracking events to delete',
  unknownCarrier: 'Unknown carrier',
  unknownUser: 'Unknown user',
  unknownEvent: 'Unknown tracking event for this carrier',
} as const;

/** A run's messages per number, errors first, in the order the answer lists them. */
export const RUN_ERROR_MESSAGES = {
  malformed: 'Tracking number is not valid',
  notFound: 'Tracking number not found',
  otherUser: 'Tracking number belongs to another user',
  otherCarrier: 'Tracking number belongs to another carrier',
  testParcel: 'Test parcels are not manifested',
  noCarrierEvents: 'Carrier returned no tracking events',
  manifestRefused: 'Carrier rejected the manifest',
} as const;

export const RUN_SUCCESS_MESSAGES = {
  reprocessed: 'Tracking events reprocessed',
  statusReset: 'Parcel status reset and tracking events reprocessed',
  eventsDeleted: 'Tracking events deleted and reprocessed',
  fromCarrier: 'Tracking events requested again from the carrier',
  remanifested: 'Parcels re-manifested',
} as const;

/** What a tracking number looks like: letters, digits and dashes, 5 to 40 of them. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{4,39}$/;

// ---------------------------------------------------------------- carriers with their versions

const CARRIER_KEY = /^(\d{1,9}):([0-9A-Za-z._-]{1,16})$/;

export const carrierKeyOf = (carrierId: number, version: string) => `${carrierId}:${version}`;

export function parseCarrierKey(key: string): { carrierId: number; version: string } | null {
  const match = CARRIER_KEY.exec(key);
  return match ? { carrierId: Number(match[1]), version: match[2] as string } : null;
}

// ---------------------------------------------------------------- the CSV file's first column

/** Each value once, in the order of its first appearance. */
export function uniqueInOrder(values: Iterable<string>): string[] {
  return [...new Set(values)];
}

/**
 * A first row is a header when its first cell holds no digit ('Tracking number', 'AWB'): every
 * tracking number has one. Decided here for both sides (decision 040).
 */
export const isHeaderCell = (cell: string) => !/\d/.test(cell);

/** The first column of parsed CSV rows: trimmed, empty cells and a header row left out, once. */
export function numbersFromCsvRows(rows: readonly (readonly unknown[])[]): string[] {
  const cells: string[] = [];
  rows.forEach((row, index) => {
    const first = row[0];
    const cell = typeof first === 'string' ? first.trim() : '';
    if (cell === '' || (index === 0 && isHeaderCell(cell))) return;
    cells.push(cell);
  });
  return uniqueInOrder(cells);
}

// ---------------------------------------------------------------- GET: the services lists

const TrackingEventSchema = v.object({
  /** The carrier's own status code (what `tracking_events_for_deleting` names). */
  code: v.string(),
  name: v.string(),
});
export type TrackingEventOption = v.InferOutput<typeof TrackingEventSchema>;

export const CarrierWithVersionSchema = v.object({
  id: v.number(),
  name: v.string(),
  /** At least the default version '1'. */
  versions: v.array(v.string()),
});
export type CarrierWithVersion = v.InferOutput<typeof CarrierWithVersionSchema>;

export const ManualRunUserSchema = v.object({
  id: v.number(),
  login: v.string(),
  name: v.string(),
});
export type ManualRunUser = v.InferOutput<typeof ManualRunUserSchema>;

/** GET /manual_manifest. */
export const ManualManifestServicesSchema = v.object({
  carriersWithVersion: v.array(CarrierWithVersionSchema),
  users: v.array(ManualRunUserSchema),
});
export type ManualManifestServices = v.InferOutput<typeof ManualManifestServicesSchema>;

/** GET /manual_tracking: the tracked carriers, and per carrier the events that can be deleted. */
export const ManualTrackingServicesSchema = v.object({
  ...ManualManifestServicesSchema.entries,
  carriersTrackingEvents: v.array(
    v.object({ carrierId: v.number(), events: v.array(TrackingEventSchema) }),
  ),
});
export type ManualTrackingServices = v.InferOutput<typeof ManualTrackingServicesSchema>;
export type ManualRunServices = ManualTrackingServices | ManualManifestServices;

// ---------------------------------------------------------------- POST: the runs

const CarrierKeySchema = v.pipe(
  v.string(),
  v.regex(CARRIER_KEY, MANUAL_RUN_MESSAGES.unknownCarrier),
);

const TrackingNumbersSchema = v.pipe(
  v.array(v.pipe(v.string(), v.maxLength(MANUAL_RUN_LIMITS.trackingNumber))),
  v.maxLength(MANUAL_RUN_LIMITS.trackingNumbers, MANUAL_RUN_MESSAGES.tooMany),
);

/** POST /manual_manifest/process. */
export const ManualManifestBodySchema = v.object({
  carrier: CarrierKeySchema,
  user_id: RecordIdSchema,
  tracking_numbers: v.optional(TrackingNumbersSchema, []),
  /** The CSV file's text; only its first column is read. */
  file_content: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(MANUAL_RUN_LIMITS.fileContent, MANUAL_RUN_MESSAGES.fileTooLarge),
    ),
    '',
  ),
});
export type ManualManifestBody = v.InferInput<typeof ManualManifestBodySchema>;

/** POST /manual_tracking/process. */
export const ManualTrackingBodySchema = v.pipe(
  v.object({
    ...ManualManifestBodySchema.entries,
    reset_parcel_status: v.optional(v.boolean(), false),
    delete_tracking_events: v.optional(v.boolean(), false),
    /** Ask the carrier for the events again instead of reprocessing the stored ones. */
    carrier_tracking_events: v.optional(v.boolean(), false),
    /** Carrier status codes of the events to delete; read only with delete_tracking_events. */
    tracking_events_for_deleting: v.optional(
      v.pipe(
        v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(MANUAL_RUN_LIMITS.eventCode))),
        v.maxLength(MANUAL_RUN_LIMITS.events),
      ),
      [],
    ),
  }),
  v.forward(
    v.check(
      (body) => !(body.reset_parcel_status && body.delete_tracking_events),
      MANUAL_RUN_MESSAGES.exclusive,
    ),
    ['delete_tracking_events'],
  ),
  v.forward(
    v.check(
      (body) => !body.delete_tracking_events || body.tracking_events_for_deleting.length > 0,
      MANUAL_RUN_MESSAGES.noEvents,
    ),
    ['tracking_events_for_deleting'],
  ),
);
export type ManualTrackingBody = v.InferInput<typeof ManualTrackingBodySchema>;

const ResultGroupSchema = v.object({ message: v.string(), tracking_numbers: v.array(v.string()) });
export type ManualRunGroup = v.InferOutput<typeof ResultGroupSchema>;

/** The answer of both runs: the numbers grouped by message. */
export const ManualRunResultSchema = v.object({
  errors: v.array(ResultGroupSchema),
  success: v.array(ResultGroupSchema),
});
export type ManualRunResult = v.InferOutput<typeof ManualRunResultSchema>;
