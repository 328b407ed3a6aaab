import { api } from '@/lib/api/api-client';
import {
  BulkLabelFileSchema,
  PrintJobHashSchema,
} from '@/contract/bulk-labels/bulk-labels-schemas';

// Not queries: a print reads each label once, on demand, and 500 labels are not kept in the
// query cache or on the device (decision 049).

export type LabelEntity = 'parcels' | 'pallets';

/** GET /{entity}/download_label?id&original=0: one label (spec a section 7). */
export const fetchLabel = (entity: LabelEntity, id: number, signal: AbortSignal) =>
  api(`${entity}/download_label`, BulkLabelFileSchema, {
    query: { id, original: 0 },
    signal,
  });

/** POST /{entity}/generate_print_hash {ids}: the proof of a print job's link. */
export const requestPrintJobHash = (entity: LabelEntity, ids: readonly number[]) =>
  api(`${entity}/generate_print_hash`, PrintJobHashSchema, {
    method: 'POST',
    body: { ids },
  });
