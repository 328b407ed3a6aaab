import * as v from 'valibot';
import { textField } from '@/lib/list-search';

// The URLs of the carrier documentation (spec c section 2): the list's quick search, and the
// details page's kind tab and version. They load with every signed-in start (decision 036), so
// the kinds are repeated here rather than imported with the contract (a test checks they match).
// A kind or version the URL names but the carrier lacks falls back on the page (carriers-rules).

export const CARRIER_KIND_VALUES = ['direct', 'return', 'pallet'] as const;

export const carriersSearchDefaults = {} as const;
export const carriersSearchSchema = v.object({ quickSearch: textField });
export type CarriersSearch = v.InferOutput<typeof carriersSearchSchema>;

export const carrierDocsSearchDefaults = {} as const;
export const carrierDocsSearchSchema = v.object({
  /** Absent or garbage: the first kind the carrier has versions of. */
  kind: v.optional(v.fallback(v.optional(v.picklist(CARRIER_KIND_VALUES)), undefined)),
  /** Absent, garbage or unknown: the kind's first (newest) version. */
  version: v.optional(
    v.fallback(
      v.optional(
        v.pipe(
          v.union([v.string(), v.number()]),
          v.transform((value) => String(value).trim()),
          v.minLength(1),
          v.maxLength(50),
        ),
      ),
      undefined,
    ),
  ),
});
export type CarrierDocsSearch = v.InferOutput<typeof carrierDocsSearchSchema>;
