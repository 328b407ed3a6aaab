import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import type { ApiErrorBody } from '../src/contract/shared/error-body-schema';
import { issueMessage } from '../src/contract/shared/validation-messages';

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
    readonly headers: Record<string, string> = {},
  ) {
    super(errors.map((e) => e.message).join('; '));
  }
}

const tooLarge = (maxBytes: number) =>
  new HttpFailure(413, [
    { message: `Request body is too large (at most ${Math.round(maxBytes / 1024)} KB)` },
  ]);

/**
 * Reads at most `maxBytes` of a request body and stops there with a 413, whether or not the
 * caller announced its length. The bytes read are handed to Hono's body cache, so handlers read
 * the body as usual. (hono/body-limit rebuilds the Request, which the test hosts cannot clone.)
 */
export function limitBody(maxBytes: number) {
  return createMiddleware(async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const announced = Number(c.req.header('Content-Length') ?? NaN);
    if (announced > maxBytes) throw tooLarge(maxBytes);
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw tooLarge(maxBytes);
      }
      chunks.push(value);
    }
    const bytes = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    // Hono keeps a promise per body kind (its type says otherwise) and derives the others from it.
    (c.req.bodyCache as Record<string, unknown>).arrayBuffer = Promise.resolve(bytes.buffer);
    await next();
  });
}

/** The raw JSON body; an unreadable one is a 400 rather than the generic 500. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new HttpFailure(400, [{ message: 'Request body must be JSON' }]);
  }
}

const MAX_NAMED_ERRORS = 20;

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
    // A hostile body can break thousands of fields: the answer names the first few.
    if (errors.size >= MAX_NAMED_ERRORS) break;
    const field = v.getDotPath(issue) ?? 'body';
    // The first issue of a field says what is wrong with it, in the spec's wording.
    if (!errors.has(field)) errors.set(field, issueMessage(issue));
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
