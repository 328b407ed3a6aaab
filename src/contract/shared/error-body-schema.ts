import * as v from 'valibot';

// Error bodies: `{ errors: [{ message, fields? }] }` (spec a section 8). Read leniently: a failure
// answer that does not match still maps to a catalogue text by its status.
export const ApiErrorBodySchema = v.object({
  errors: v.array(
    v.object({
      message: v.string(),
      fields: v.optional(v.array(v.string())),
    }),
  ),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;
