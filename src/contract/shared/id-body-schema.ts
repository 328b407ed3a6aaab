import * as v from 'valibot';

// The body of calls that name one record by id (print hashes, deletes): a positive whole number
// in the database's range, never a string, an object or null.

export const RecordIdSchema = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(1),
  v.maxValue(2 ** 31 - 1),
);

export const IdBodySchema = v.object({ id: RecordIdSchema });
export type IdBody = v.InferOutput<typeof IdBodySchema>;
