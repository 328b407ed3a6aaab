import * as v from 'valibot';
import { env } from '@/config/env';
import { observeAssetsHash } from '../assets-hash';
import { accountsStore } from '../session/accounts-store';
import { stringifyQuery } from '../query-string';
import { ApiError } from './api-error';
import type { FailureContext } from './error-catalogue';

// The one fetch wrapper: base path, the two headers, the error catalogue, and a valibot parse
// of every body, so a malformed answer is a clear error and never a crash.

export type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  /** Defaults to the current account's; `null` sends none (sign-in calls). */
  identifier?: string | null;
  context?: FailureContext;
  /** Sent as `Idempotency-Key` on a creating write, so a repeat after a lost answer is safe. */
  idempotencyKey?: string;
  /** Lets the request outlive the page (sent from `pagehide`); small bodies only (64 KB). */
  keepalive?: boolean;
};

export function apiUrl(path: string, query?: Record<string, unknown>): string {
  const search = query ? stringifyQuery(query) : '';
  const url = `${env.apiBase}${path.replace(/^\//, '')}`;
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function api<TSchema extends v.GenericSchema>(
  path: string,
  schema: TSchema,
  options: ApiOptions = {},
): Promise<v.InferOutput<TSchema>> {
  const {
    method = 'GET',
    query,
    body,
    signal,
    context = 'default',
    idempotencyKey,
    keepalive,
  } = options;
  const identifier =
    options.identifier === undefined
      ? (accountsStore.getState().current?.headerIdentifier ?? null)
      : options.identifier;
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
  };
  if (identifier) headers['X-USER-IDENTIFIER'] = identifier;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal,
      ...(keepalive ? { keepalive } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ kind: 'network' }, context);
  }

  observeAssetsHash(response.headers.get('assets-hash'));
  const data = await readBody(response);

  if (!response.ok) {
    if (response.status === 401 && identifier) accountsStore.remove(identifier);
    throw new ApiError(
      { kind: 'http', status: response.status, statusText: response.statusText, body: data },
      context,
    );
  }

  const parsed = v.safeParse(schema, data);
  if (!parsed.success) {
    const detail = v.summarize(parsed.issues);
    console.error(`Malformed answer from ${path}:\n${detail}`);
    throw new ApiError({ kind: 'malformed', detail }, context);
  }
  return parsed.output;
}
