import * as v from 'valibot';
import { RecordIdSchema } from '../shared/id-body-schema';

// The calls of bulk label printing (issue 18 §2): each label through the list's own label call
// (spec a section 7: GET /parcels/download_label and /pallets/download_label, base64 in `data`
// or `content`), and one print hash for a ZPL job of several labels (decision 049).

/** A label answer of either list: the type (pdf, png, txt, csv) and the base64 body. */
export const BulkLabelFileSchema = v.object({
  type: v.string(),
  data: v.optional(v.nullable(v.string())),
  content: v.optional(v.nullable(v.string())),
  filename: v.optional(v.nullable(v.string())),
});
export type BulkLabelFile = v.InferOutput<typeof BulkLabelFileSchema>;

/** The most labels in one print job (issue 18: up to 500 labels at once). */
export const PRINT_JOB_MAX = 500;

/**
 * POST /parcels|pallets/generate_print_hash {ids}: the hash of a print job, the records in
 * print order. A job of one id signs exactly what `{id}` signs.
 */
export const PrintJobBodySchema = v.object({
  ids: v.pipe(v.array(RecordIdSchema), v.minLength(1), v.maxLength(PRINT_JOB_MAX)),
});
export type PrintJobBody = v.InferOutput<typeof PrintJobBodySchema>;

export const PrintJobHashSchema = v.object({ printHash: v.string() });
