import * as v from 'valibot';
import { textField } from '@/lib/list-search';

// The URL of /tracking_mapping_overview (issue 15 section 1; decision 032): the carriers shown
// (`carrier[]`, ids) and one tracking status category, as GET /tracking_mapping/overview takes
// them. Loads with every signed-in start (decision 036): valibot and lib/list-search only.

const carrierIds = v.optional(
  v.fallback(
    v.pipe(
      v.union([v.array(v.union([v.string(), v.number()])), v.string(), v.number()]),
      v.transform((value) =>
        [
          ...new Set((Array.isArray(value) ? value : [value]).map((id) => String(id).trim())),
        ].filter((id) => /^\d{1,9}$/.test(id) && Number(id) > 0),
      ),
    ),
    [],
  ),
  [],
);

export const overviewSearchSchema = v.object({ carrier: carrierIds, category: textField });
export type OverviewSearch = v.InferOutput<typeof overviewSearchSchema>;

export const overviewSearchDefaults: OverviewSearch = { carrier: [] };

/** The overview call's query: only the filters in use. */
export function overviewQueryOf(search: OverviewSearch): Record<string, unknown> {
  return {
    ...(search.carrier.length > 0 ? { carrier: search.carrier } : {}),
    ...(search.category ? { category: search.category } : {}),
  };
}
