import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import type { ApiErrorBody } from '../src/lib/api/error-body-schema';

/** The documented error body: `{ errors: [{ message, fields? }] }`. */
export function fail(c: Context, status: ContentfulStatusCode, message: string, fields?: string[]) {
  const body: ApiErrorBody = { errors: [fields ? { message, fields } : { message }] };
  return c.json(body, status);
}

/** Thrown from helpers deep in a handler; the API's error handler answers with its body. */
export class HttpFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errors: ApiErrorBody['errors'],
  ) {
    super(errors.map((e) => e.message).join('; '));
  }
}

/** The raw JSON body; an unreadable one is a 400 rather than the generic 500. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new HttpFailure(400, [{ message: 'Request body must be JSON' }]);
  }
}

/** Validates against a contract schema; every issue becomes an error naming its field. */
export function validate<S extends v.GenericSchema>(schema: S, raw: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, raw);
  if (parsed.success) return parsed.output;
  const errors = new Map<string, string>();
  // A union (e.g. the two shapes of /recovery) reports one pathless issue; its branches name fields.
  const issues = parsed.issues.flatMap((issue) =>
    issue.path ? [issue] : (issue.issues ?? [issue]),
  );
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? 'body';
    // The spec's wording for a missing value; anything else is a value of the wrong shape.
    errors.set(field, issue.input === undefined ? 'Field is required' : 'Invalid value');
  }
  throw new HttpFailure(
    400,
    [...errors].map(([field, message]) => ({ message, fields: [field] })),
  );
}

/** Reads and validates a JSON body; an invalid one is a 400 naming the fields. */
export async function readBody<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  return validate(schema, await readJson(c));
}
