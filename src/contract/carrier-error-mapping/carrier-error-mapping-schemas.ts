import * as v from 'valibot';
// Relative, not '@/': the reference server (run by tsx, without the app's aliases) imports this.
import { RecordIdSchema } from '../shared/id-body-schema';
import { REQUIRED } from '../shared/validation-messages';

// The carrier error mapping contract (spec c sections 2, 3, 5, 7; issue 15). A mapping turns a
// carrier's error (its carrier, carrier version, an error pattern and the HTTP code it came
// with) into the platform's result error code, the request fields to blame and the message the
// API caller gets. A mapping with no result error code is "not mapped": an error the platform
// met and nobody has mapped yet (the dashboard's 'Unmapped carrier errors' widget counts them).
//
// Decisions the spec leaves open:
// - The mapping filter (All / Mapped (0) / Not mapped (1)) travels as `not_mapped` = '0' | '1';
//   absent is All. `error_code=not_mapped` is the dashboard's link for the same rows, and both
//   may be given (they combine with AND, like every filter).
// - `carrier_error_pattern` matches mappings whose pattern contains the text (case-insensitive).
// - `carrier_id` takes one id, or several as `carrier_id[]`; `carrier_version` one version.
// - Order: not mapped first (they need work), then the newest first.
// - Versions are strings; DEFAULT_CARRIER_VERSION always exists. `GET /carrier_errors/forFilter`
//   names each carrier's versions, so the form disables the version select when only the
//   default exists (spec c section 5).
// - Saving needs a result error code (spec c section 5), so a save always leaves the mapping
//   mapped; the dashboard's count drops when an unmapped error is mapped or deleted.

/** Limits of what the calls may carry (the server holds them too). */
export const CARRIER_ERROR_LIMITS = {
  pattern: 1000,
  version: 16,
  resultErrorCode: 64,
  /** The comma list of fields, in all. */
  resultErrorField: 500,
  resultErrorFields: 20,
  resultErrorMsg: 1000,
  /** The pattern filter of the list. */
  search: 200,
} as const;

/** `error_code` value of the rows with no result error code (spec c section 2). */
export const NOT_MAPPED = 'not_mapped';

/** The mapping filter's values (query key `not_mapped`); absent is All. */
export const MAPPING_FILTER = { mapped: '0', notMapped: '1' } as const;
export const MAPPING_FILTER_OPTIONS = [
  { value: '', label: 'All' },
  { value: MAPPING_FILTER.mapped, label: 'Mapped' },
  { value: MAPPING_FILTER.notMapped, label: 'Not mapped' },
] as const;

/** The version every carrier has; the only one of most. */
export const DEFAULT_CARRIER_VERSION = '1';

/** HTTP codes a mapping may name. */
export const HTTP_CODE_RANGE = { min: 100, max: 599 } as const;

/** The server's answers to writes (spec c section 8: 'server messages after saves and deletes'). */
export const CARRIER_ERROR_MESSAGES = {
  required: REQUIRED,
  created: 'Carrier error mapping created',
  saved: 'Carrier error mapping saved',
  deleted: 'Carrier error mapping deleted',
  notFound: 'Carrier error mapping not found',
  noExample: 'No example for this carrier error',
  unknownCarrier: 'Unknown carrier',
  unknownVersion: 'Unknown carrier version',
  unknownResultCode: 'Unknown result error code',
  duplicate: 'This carrier error is already mapped',
  fields: 'Fields must be a comma-separated list of field names',
} as const;

// ---------------------------------------------------------------- the list

export const CarrierErrorMappingSchema = v.object({
  id: v.number(),
  carrierId: v.number(),
  /** The carrier's name (the cards show it; not in the spec's list of fields). */
  carrierName: v.string(),
  carrierVersion: v.string(),
  errorPattern: v.string(),
  /** The HTTP code the carrier answered with; null matches any. */
  currentHttpCode: v.nullable(v.number()),
  /** The platform's error code; null when not mapped. */
  resultErrorCode: v.nullable(v.string()),
  /** Comma list of the request fields the error is about ('' for none). */
  resultErrorField: v.string(),
  /** The caller gets the carrier's own message instead of resultErrorMsg. */
  useCarrierMessage: v.boolean(),
  resultErrorMsg: v.string(),
  /** `GET /carrier_errors/get_example?id` has a request and response to show. */
  hasExample: v.boolean(),
});
export type CarrierErrorMapping = v.InferOutput<typeof CarrierErrorMappingSchema>;

/**
 * GET /carrier_errors?carrier_id&carrier_version&error_code&carrier_error_pattern&not_mapped
 * &page&quantity (page 1 and 32 rows by default; `total`: the rows that pass the filters).
 */
export const CarrierErrorListSchema = v.object({
  errorsMappings: v.array(CarrierErrorMappingSchema),
  hasMoreItems: v.boolean(),
  total: v.number(),
});
export type CarrierErrorList = v.InferOutput<typeof CarrierErrorListSchema>;

/** A platform error code the mappings may give, with what it means. */
export const ResultErrorCodeSchema = v.object({ code: v.string(), description: v.string() });
export type ResultErrorCode = v.InferOutput<typeof ResultErrorCodeSchema>;

/** A carrier with its versions (DEFAULT_CARRIER_VERSION first). */
export const CarrierVersionsSchema = v.object({
  id: v.number(),
  name: v.string(),
  versions: v.array(v.string()),
});
export type CarrierVersions = v.InferOutput<typeof CarrierVersionsSchema>;

/** GET /carrier_errors/forFilter: the filters' and the form's choices. */
export const CarrierErrorFilterDataSchema = v.object({
  resultErrorCodes: v.array(ResultErrorCodeSchema),
  carriers: v.array(CarrierVersionsSchema),
});
export type CarrierErrorFilterData = v.InferOutput<typeof CarrierErrorFilterDataSchema>;

/**
 * GET /carrier_errors/download_csv with the list's filters (no paging): every row that passes,
 * as a CSV file in base64 with its name.
 */
export const CarrierErrorCsvSchema = v.object({ filename: v.string(), file: v.string() });
export type CarrierErrorCsv = v.InferOutput<typeof CarrierErrorCsvSchema>;

/** The CSV's header row, in column order. */
export const CARRIER_ERROR_CSV_COLUMNS = [
  'ID',
  'Carrier',
  'Carrier version',
  'Carrier error pattern',
  'HTTP code',
  'Result error code',
  'Result error fields',
  'Use carrier message',
  'Result error message',
] as const;

// ---------------------------------------------------------------- the example

const HeadersSchema = v.record(v.string(), v.string());

/**
 * GET /carrier_errors/get_example?id: a call that met this error, as sent to the carrier and as
 * it answered (bodies as text: JSON or XML). 404 when the mapping has none.
 */
export const CarrierErrorExampleSchema = v.object({
  request: v.object({
    url: v.string(),
    method: v.string(),
    headers: HeadersSchema,
    body: v.string(),
  }),
  response: v.object({ code: v.number(), headers: HeadersSchema, body: v.string() }),
});
export type CarrierErrorExample = v.InferOutput<typeof CarrierErrorExampleSchema>;

// ---------------------------------------------------------------- writes

const FIELD_NAME = /^[A-Za-z0-9_.[\]-]+$/;

/** 'a, b.c' -> ['a', 'b.c']; blanks dropped. */
export const splitErrorFields = (value: string): string[] =>
  value
    .split(',')
    .map((field) => field.trim())
    .filter((field) => field !== '');

/**
 * POST /carrier_errors/save: creates without `id`, edits the mapping `id`. Carrier and result
 * error code are required (spec c section 5), with 'Field is required'.
 */
export const SaveCarrierErrorBodySchema = v.object({
  id: v.optional(v.nullable(RecordIdSchema)),
  carrier_id: v.pipe(
    v.number(REQUIRED),
    v.integer(REQUIRED),
    v.minValue(1, REQUIRED),
    v.maxValue(2 ** 31 - 1),
  ),
  /** Absent or '' is DEFAULT_CARRIER_VERSION. */
  carrier_version: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(CARRIER_ERROR_LIMITS.version)),
    '',
  ),
  carrier_error_pattern: v.optional(
    v.pipe(v.string(), v.maxLength(CARRIER_ERROR_LIMITS.pattern)),
    '',
  ),
  /** Absent or null: any HTTP code. */
  http_code: v.optional(
    v.nullable(
      v.pipe(
        v.number(),
        v.integer(),
        v.minValue(HTTP_CODE_RANGE.min),
        v.maxValue(HTTP_CODE_RANGE.max),
      ),
    ),
  ),
  result_error_code: v.pipe(
    v.string(REQUIRED),
    v.trim(),
    v.minLength(1, REQUIRED),
    v.maxLength(CARRIER_ERROR_LIMITS.resultErrorCode),
  ),
  /** Comma list of field names ('' for none). */
  result_error_field: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(CARRIER_ERROR_LIMITS.resultErrorField),
      v.check(
        (value) => splitErrorFields(value).every((field) => FIELD_NAME.test(field)),
        CARRIER_ERROR_MESSAGES.fields,
      ),
      v.check(
        (value) => splitErrorFields(value).length <= CARRIER_ERROR_LIMITS.resultErrorFields,
        `Maximum number of fields: ${CARRIER_ERROR_LIMITS.resultErrorFields}`,
      ),
    ),
    '',
  ),
  use_carrier_msg: v.optional(v.boolean(), false),
  result_error_msg: v.optional(
    v.pipe(v.string(), v.maxLength(CARRIER_ERROR_LIMITS.resultErrorMsg)),
    '',
  ),
});
export type SaveCarrierErrorBody = v.InferOutput<typeof SaveCarrierErrorBodySchema>;

/** The save's answer: the mapping's id (new on create) and the server's message. */
export const SaveCarrierErrorAnswerSchema = v.object({ id: v.number(), message: v.string() });
export type SaveCarrierErrorAnswer = v.InferOutput<typeof SaveCarrierErrorAnswerSchema>;

/** POST /carrier_errors/delete {id}. */
export const DeleteCarrierErrorBodySchema = v.object({ id: RecordIdSchema });
export type DeleteCarrierErrorBody = v.InferOutput<typeof DeleteCarrierErrorBodySchema>;

export const CarrierErrorMessageSchema = v.object({ message: v.string() });
export type CarrierErrorMessage = v.InferOutput<typeof CarrierErrorMessageSchema>;
