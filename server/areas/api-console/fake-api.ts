import {
  apiPathOf,
  type ProcessRequestAnswer,
} from '../../../src/contract/api-console/api-console-schemas';
import { type Random, randomFor, SEED } from '../../shared/seed-random';
import { API_URLS } from './catalogue';
import {
  errors,
  type FakeCall,
  type FakeWorld,
  Handlers,
  type Input,
  refused,
  type Reply,
} from './fake-api-handlers';

export type { FakeCall, FakeWorld };

// A deterministic fake of the documented API behind the console's process_request: the same
// call (user, method, URL, input) always gets the same answer (stream 72, seeded from the call).
// It answers as the API would: 401 without the chosen key, 404 for an unknown URL, 405 for a
// method the URL does not take, 400 for a body that is not a JSON object, 422 naming the fields
// it refuses, else 200 with a realistic JSON body. The key itself appears nowhere in an answer.

/** FNV-1a: the call's own seed. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

type Read = { input: Input } | { reply: Reply };

function inputOf(call: FakeCall, query: string): Read {
  const fromUrl = Object.fromEntries(new URLSearchParams(query));
  if (call.method === 'GET' && call.format === 'parameters') {
    const text = call.jsonBody.trim().replace(/^\?/, '');
    return { input: { ...fromUrl, ...Object.fromEntries(new URLSearchParams(text)) } };
  }
  const text = call.jsonBody.trim();
  if (text === '') return { input: fromUrl };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {
      reply: {
        code: 400,
        body: errors({ code: 'MALFORMED_JSON', message: 'The request body is not valid JSON' }),
      },
    };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return {
      reply: {
        code: 400,
        body: errors({
          code: 'MALFORMED_JSON',
          message: 'The request body must be a JSON object',
        }),
      },
    };
  }
  return { input: { ...fromUrl, ...(parsed as Input) } };
}

const ROUTES: Record<string, (h: Handlers, input: Input) => Reply> = {
  '/parcels': (h, input) => h.parcels(input),
  '/parcels/bulk': (h, input) => h.bulk(input),
  '/labels': (h, input) => h.labels(input),
  '/pallets': (h, input) => h.pallets(input),
  '/tracking': (h, input) => h.tracking(input),
  '/tracking/by_date_range': (h, input) => h.byDateRange(input),
  '/services': (h) => h.services(),
  '/services/credentials': (h, input) => h.credentials(input),
  '/services/courier_dates': (h, input) => h.courierDates(input),
  '/pudo': (h, input) => h.pudo(input),
  '/health_check': (h, input) => h.healthCheck(input),
  '/health_check/detail': (h, input) => h.healthCheckDetail(input),
};

function replyOf(call: FakeCall, world: FakeWorld, random: Random): Reply {
  if (!call.hasKey) {
    return {
      code: 401,
      body: errors({ code: 'UNAUTHORIZED', message: 'API key is missing or invalid' }),
      headers: { 'WWW-Authenticate': 'ApiKey realm="shipping-api"' },
    };
  }
  const { path, query } = apiPathOf(call.apiUrl);
  const entry = API_URLS.find((u) => u.url === path);
  const route = ROUTES[path];
  if (!entry || !route) {
    return {
      code: 404,
      body: errors({ code: 'NOT_FOUND', message: `No such endpoint: ${call.method} ${path}` }),
    };
  }
  if (!entry.methods.includes(call.method)) {
    return {
      code: 405,
      body: errors({
        code: 'METHOD_NOT_ALLOWED',
        message: `${path} takes ${entry.methods.join(' or ')}`,
      }),
      headers: { Allow: entry.methods.join(', ') },
    };
  }
  const read = inputOf(call, query);
  if ('reply' in read) return read.reply;
  const { input } = read;
  const missing = entry.required.filter((field) => {
    const value = input[field];
    return value === undefined || value === null || value === '';
  });
  if (missing.length > 0) {
    return refused(
      missing.map((field) => ({ field, code: 'REQUIRED', message: `${field} is required` })),
    );
  }
  return route(new Handlers(call, world, random), input);
}

export function runFakeApi(call: FakeCall, world: FakeWorld): ProcessRequestAnswer {
  const seed = hashOf(
    [call.user.id, call.keyName, call.method, call.format, call.apiUrl, call.jsonBody].join('|'),
  );
  const random = randomFor((SEED + 72 + seed) >>> 0);
  const reply = replyOf(call, world, random);
  const body = JSON.stringify(reply.body);
  return {
    code: reply.code,
    header: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'X-Request-Id': random.hex(16),
      'X-RateLimit-Limit': '600',
      'X-RateLimit-Remaining': String(random.int(1, 599)),
      ...reply.headers,
    },
    body,
  };
}
