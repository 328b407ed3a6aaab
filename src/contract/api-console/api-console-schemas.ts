import * as v from 'valibot';

// The API console contract (spec c sections 2-7; issue 16). What the spec leaves open, decided
// here (decision 038):
// - GET /api_console answers the documented API's URLs (paths as the request log names them,
//   each with the methods it takes, a description and its required fields) and the users the
//   caller may send as: the caller first (the default), then the API users it may use (a super
//   admin any active API user, staff client users only).
// - POST /api_console/process_request runs the call through a deterministic fake of the API and
//   answers what that API answered: code, header (name -> value) and body (the raw text). The
//   API's own refusals (400, 401, 404, 405, 422) are answers with status 200 here; the console's
//   refusals are the usual error body: 400 for a body that breaks the limits below, 403 for a
//   user_id outside the caller's list.
// - POST always sends json (the format is ignored); GET with format json reads json_body as a
//   JSON object of parameters, with format parameters as a query string (a=1&b=2).
// - The api key itself never travels to the console: the server signs the call with the chosen
//   user's key.

export const API_KEY_NAMES = ['api_key', 'api_key_additional'] as const;
export type ApiKeyName = (typeof API_KEY_NAMES)[number];
export const API_METHODS = ['GET', 'POST'] as const;
export type ApiMethod = (typeof API_METHODS)[number];
export const API_FORMATS = ['json', 'parameters'] as const;
export type ApiFormat = (typeof API_FORMATS)[number];

export const API_CONSOLE_LIMITS = {
  apiUrl: 500,
  /** Characters of json_body: the console refuses more before sending. */
  jsonBody: 256 * 1024,
} as const;

export const ApiUrlSchema = v.object({
  url: v.string(),
  methods: v.array(v.picklist(API_METHODS)),
  description: v.string(),
  /** Fields the call needs (in the JSON body or the parameters). */
  required: v.array(v.string()),
});
export type ApiUrl = v.InferOutput<typeof ApiUrlSchema>;

export const ApiConsoleUserSchema = v.object({
  id: v.number(),
  login: v.string(),
  name: v.string(),
});
export type ApiConsoleUser = v.InferOutput<typeof ApiConsoleUserSchema>;

export const ApiConsoleDataSchema = v.object({
  api_urls: v.array(ApiUrlSchema),
  /** The caller first. */
  users: v.array(ApiConsoleUserSchema),
});
export type ApiConsoleData = v.InferOutput<typeof ApiConsoleDataSchema>;

export const ProcessRequestBodySchema = v.object({
  user_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  api_key_name: v.picklist(API_KEY_NAMES),
  api_url: v.pipe(v.string(), v.minLength(1), v.maxLength(API_CONSOLE_LIMITS.apiUrl)),
  method: v.picklist(API_METHODS),
  format: v.optional(v.picklist(API_FORMATS), 'json'),
  json_body: v.optional(v.pipe(v.string(), v.maxLength(API_CONSOLE_LIMITS.jsonBody)), ''),
});
export type ProcessRequestBody = v.InferInput<typeof ProcessRequestBodySchema>;

export const ProcessRequestAnswerSchema = v.object({
  code: v.number(),
  header: v.record(v.string(), v.string()),
  /** The API's answer as sent: JSON text. */
  body: v.string(),
});
export type ProcessRequestAnswer = v.InferOutput<typeof ProcessRequestAnswerSchema>;

// One reading of an API URL on both sides of the contract: a URL as
// typed or as the request log holds it ('https://api.shipping.example/v1/tracking?x=1') names the
// catalogue's path ('/tracking') and a query string ('x=1'). The origin, a /v1 prefix, a fragment
// and slashes at either end are dropped.

export function apiPathOf(apiUrl: string): { path: string; query: string } {
  const withoutOrigin = apiUrl.trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const queryAt = withoutOrigin.indexOf('?');
  const pathPart = queryAt === -1 ? withoutOrigin : withoutOrigin.slice(0, queryAt);
  const query = queryAt === -1 ? '' : withoutOrigin.slice(queryAt + 1).replace(/#.*$/s, '');
  const path = `/${pathPart.replace(/#.*$/s, '').replace(/^\/+|\/+$/g, '')}`.replace(
    /^\/v1(?=\/|$)/,
    '',
  );
  return { path: path || '/', query };
}
