import * as v from 'valibot';

// The URL of the parcel label viewer, apart from its components (the route's search declaration, decision 036).

/** `original` of the label route: 1 the carrier's original label, 0 (also for garbage) ours. */
export const labelSearchSchema = v.object({
  original: v.optional(
    v.fallback(
      v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.picklist([0, 1])),
      0,
    ),
    0,
  ),
});
export const labelSearchDefaults = { original: 0 as 0 | 1 };
