import * as v from 'valibot';
// Relative, not '@/': the reference server (run by tsx, without the app's aliases) imports this.
import { plainText } from '../plain-text';
import { RecordIdSchema } from '../shared/id-body-schema';
import { REQUIRED } from '../shared/validation-messages';

// The tracking mapping contract (spec c sections 2-9; decision 029 records what the spec leaves
// open). A mapping ties one carrier tracking status (a carrier's own code and text) to one of the
// platform's tracking statuses (`db.trackingStatuses` codes, the common lists'
// `trackingStatuses`); code 0 means "not mapped yet", the entries the dashboard's widget counts.
//
// List query (GET /tracking_mapping and /tracking_mapping/download_csv), bracket format:
//   carrier=ID or carrier[]=ID...   tracked carrier ids
//   carrier_status=TEXT             part of the carrier status code or its description, any case
//   status=CODE or status[]=CODE... platform tracking status codes; 0 = not mapped
//   page (1), quantity (32; 16, 32 or 48)
// so the dashboard's links `?status=0` and `?carrier=ID&status=0` are list filters as they stand.
// Unknown or malformed values are ignored, never refused. Order: carrier name, then carrier status.

/** Platform status code of a carrier status that is not mapped yet. */
export const NOT_MAPPED = 0;
export const NOT_MAPPED_NAME = 'Not mapped';

/** Limits of what a call may carry (the server holds them too). */
export const TRACKING_MAPPING_LIMITS = {
  carrierStatus: 100,
  description: 500,
  /** The carrier status filter text. */
  search: 100,
  /** Values of one bracket-list filter (carrier[], status[]). */
  filterValues: 100,
} as const;

/** Answers' texts of the server (the spec shows none; the console's toasts are its own). */
export const TRACKING_MAPPING_MESSAGES = {
  saved: 'Tracking status saved',
  remapped: (events: number) => `Tracking status saved, ${events} old tracking events remapped`,
  created: 'Tracking status added',
  deleted: 'Tracking status deleted',
  notFound: (id: number) => `Tracking mapping ${id} not found`,
  unknownStatus: 'Unknown tracking status',
  untrackedCarrier: 'Carrier is not tracked',
  duplicate: 'Carrier status already exists for this carrier',
} as const;

/** The console's own texts (spec c sections 4 and 8), here so screens and tests share them. */
export const TRACKING_MAPPING_UI_TEXTS = {
  statusChanged: 'Status changed',
  deleted: 'Tracking deleted',
  remapConfirm: 'Are you sure you want to change the status? Old statuses will be remapped.',
} as const;

/** Columns of the CSV download, in order. */
export const TRACKING_MAPPING_CSV_COLUMNS = [
  'ID',
  'Carrier',
  'Carrier status',
  'Description',
  'Example statuses',
  'Tracking status code',
  'Tracking status',
  'New',
] as const;

const Id = v.number();

export const TrackingCarrierSchema = v.object({ id: Id, name: v.string() });
export type TrackingCarrier = v.InferOutput<typeof TrackingCarrierSchema>;

// ---------------------------------------------------------------- the list

/** Spec c section 3, plus the carrier's id (filters and links use it). */
export const TrackingMappingItemSchema = v.object({
  id: Id,
  carrierId: Id,
  carrierName: v.string(),
  carrierStatus: v.string(),
  description: v.string(),
  /**
   * Tracking numbers of seeded parcels whose tracking reported this carrier status (up to 3; may
   * be empty): something to look up in the parcels list.
   */
  exampleUsingStatus: v.array(v.string()),
  /** A platform tracking status code, or NOT_MAPPED (0). */
  currentTrackingStatus: v.number(),
  /**
   * The status appeared lately (the carrier started sending it, or it was added by hand); a
   * fact about its age, so a save (or an undo) leaves it as it is.
   */
  isNew: v.boolean(),
});
export type TrackingMappingItem = v.InferOutput<typeof TrackingMappingItemSchema>;

/** GET /tracking_mapping?(list query): one page, and the tracked carriers for the filter. */
export const TrackingMappingPageSchema = v.object({
  mappingList: v.array(TrackingMappingItemSchema),
  hasMoreItems: v.boolean(),
  /** How many mappings pass the filters in all. */
  total: v.number(),
  /** Every tracked carrier, by name. */
  carriers: v.array(TrackingCarrierSchema),
});
export type TrackingMappingPage = v.InferOutput<typeof TrackingMappingPageSchema>;

/** A choice of the Tracking Status filter: NOT_MAPPED first, then the platform's statuses. */
export const TrackingStatusOptionSchema = v.object({
  code: v.number(),
  name: v.string(),
  /** A tracking status category key ('' for NOT_MAPPED). */
  category: v.string(),
});
export type TrackingStatusOption = v.InferOutput<typeof TrackingStatusOptionSchema>;

/** GET /tracking_mapping/forFilter: the choices of the list's filters. */
export const TrackingMappingFilterDataSchema = v.object({
  carriers: v.array(TrackingCarrierSchema),
  statuses: v.array(TrackingStatusOptionSchema),
});
export type TrackingMappingFilterData = v.InferOutput<typeof TrackingMappingFilterDataSchema>;

/** GET /tracking_mapping/forAdd: the tracked carriers, the create modal's carrier choices. */
export const TrackingMappingAddDataSchema = v.object({
  carriers: v.array(TrackingCarrierSchema),
});
export type TrackingMappingAddData = v.InferOutput<typeof TrackingMappingAddDataSchema>;

/**
 * GET /tracking_mapping/download_csv?(list query, page and quantity ignored): every mapping that
 * passes the filters, as a CSV (header TRACKING_MAPPING_CSV_COLUMNS, comma separated, RFC 4180
 * quotes, cells starting with = + - @ tab or CR prefixed with ') in base64.
 */
export const TrackingMappingCsvSchema = v.object({
  filename: v.string(),
  file: v.string(),
});
export type TrackingMappingCsv = v.InferOutput<typeof TrackingMappingCsvSchema>;

// ---------------------------------------------------------------- the overview

/** Counts keyed by platform status code as a string ('0' = not mapped); zero counts omitted. */
const CountsSchema = v.record(v.string(), v.number());

/**
 * GET /tracking_mapping/overview?carrier[]&category: the matrix of tracked carriers (rows) by
 * platform tracking status (columns), each cell the number of carrier statuses mapped so, to link
 * to `/tracking_mapping?carrier={carrierId}&status={code}`. Columns: NOT_MAPPED first, then the
 * platform's statuses in their order (only those of `category` when given). Rows: most unmapped
 * first, then by name; carriers without mappings are left out. Counts equal the list's totals for
 * the same carrier and status, and the not-mapped ones the dashboard widget's.
 */
export const TrackingMappingOverviewSchema = v.object({
  columns: v.array(TrackingStatusOptionSchema),
  rows: v.array(
    v.object({
      carrierId: Id,
      carrierName: v.string(),
      /** Mappings of the carrier in the shown columns. */
      total: v.number(),
      unmapped: v.number(),
      isNew: v.number(),
      counts: CountsSchema,
    }),
  ),
  /** Per column over the shown rows. */
  totals: CountsSchema,
  total: v.number(),
  unmapped: v.number(),
});
export type TrackingMappingOverview = v.InferOutput<typeof TrackingMappingOverviewSchema>;

/** GET /tracking_mapping/forFilterOverview: the overview's filter choices. */
export const TrackingMappingOverviewFilterDataSchema = v.object({
  carriers: v.array(TrackingCarrierSchema),
  categories: v.array(v.object({ key: v.string(), name: v.string() })),
});
export type TrackingMappingOverviewFilterData = v.InferOutput<
  typeof TrackingMappingOverviewFilterDataSchema
>;

// ---------------------------------------------------------------- writes

const StatusCode = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99_999));

/**
 * POST /tracking_mapping/save: change one mapping's platform status (NOT_MAPPED allowed, so an
 * undo can put an unmapped status back). With remap_old the tracking events already recorded
 * with the carrier status take the new status too; without, only future events do.
 */
export const SaveTrackingStatusBodySchema = v.object({
  id: RecordIdSchema,
  status: StatusCode,
  remap_old: v.optional(v.boolean(), false),
});
export type SaveTrackingStatusBody = v.InferOutput<typeof SaveTrackingStatusBodySchema>;

/** The answer of save: an array of messages (spec c section 7), shown as a notice. */
export const SaveTrackingStatusAnswerSchema = v.array(v.object({ message: v.string() }));
export type SaveTrackingStatusAnswer = v.InferOutput<typeof SaveTrackingStatusAnswerSchema>;

/**
 * POST /tracking_mapping/create (spec c sections 3 and 5): carrier, carrier_status and status
 * required ('Field is required'), the description optional. The carrier must be tracked
 * (forAdd), the status a platform code (not NOT_MAPPED), and the carrier status new for the
 * carrier (compared as given, trimmed); otherwise 400 naming the field.
 */
export const CreateTrackingMappingBodySchema = v.object({
  carrier: RecordIdSchema,
  carrier_status: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, REQUIRED),
    v.maxLength(TRACKING_MAPPING_LIMITS.carrierStatus),
    // A status name is plain text: no control or format characters (issue 28).
    plainText(),
  ),
  status_description: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(TRACKING_MAPPING_LIMITS.description)),
    '',
  ),
  status: v.pipe(StatusCode, v.minValue(1, REQUIRED)),
});
export type CreateTrackingMappingBody = v.InferOutput<typeof CreateTrackingMappingBodySchema>;

/** The answer of create: the server's message and the new mapping as the list shows it. */
export const CreateTrackingMappingAnswerSchema = v.object({
  message: v.string(),
  mapping: TrackingMappingItemSchema,
});
export type CreateTrackingMappingAnswer = v.InferOutput<typeof CreateTrackingMappingAnswerSchema>;

/**
 * POST /tracking_mapping/delete {id}. A mapping already gone answers 404 with
 * TRACKING_MAPPING_MESSAGES.notFound: the server reports; the console's undo queue makes sure it
 * never sends one delete twice.
 */
export const DeleteTrackingMappingBodySchema = v.object({ id: RecordIdSchema });
export type DeleteTrackingMappingBody = v.InferOutput<typeof DeleteTrackingMappingBodySchema>;

export const TrackingMappingMessageSchema = v.object({ message: v.string() });
export type TrackingMappingMessage = v.InferOutput<typeof TrackingMappingMessageSchema>;
