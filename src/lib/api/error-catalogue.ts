import * as v from 'valibot';
import { ApiErrorBodySchema } from '@/contract/shared/error-body-schema';

// Spec a section 8: one mapping from a failed call to the texts the user sees.

export type FailureContext = 'default' | 'login';

export type Failure =
  | { kind: 'http'; status: number; statusText: string; body: unknown }
  | { kind: 'network' }
  | { kind: 'malformed'; detail: string }
  | { kind: 'no-account' };

export const MESSAGES = {
  unknown: 'Unknown error.',
  noResponse: "Can't get response from server.",
  loginNetwork: 'Network Error. Check internet connection',
  noAccount: 'No account data in login response',
  malformed: 'Unexpected response from server.',
} as const;

// HTTP/2 answers carry no reason phrase; fall back to the standard one.
const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function statusTextOf(status: number, statusText: string): string {
  return statusText.trim() || REASON_PHRASES[status] || '';
}

function errorList(body: unknown): string[] {
  const parsed = v.safeParse(ApiErrorBodySchema, body);
  if (!parsed.success) return [];
  return parsed.output.errors.map(({ message, fields }) =>
    fields && fields.length > 0 ? `${message}: ${fields.join(', ')}` : message,
  );
}

export function failureMessages(failure: Failure, context: FailureContext = 'default'): string[] {
  switch (failure.kind) {
    case 'network':
      return [context === 'login' ? MESSAGES.loginNetwork : MESSAGES.noResponse];
    case 'malformed':
      return [MESSAGES.malformed];
    case 'no-account':
      return [MESSAGES.noAccount];
    case 'http':
      return httpMessages(failure, context);
  }
}

function httpMessages(
  failure: Extract<Failure, { kind: 'http' }>,
  context: FailureContext,
): string[] {
  const { status } = failure;
  const text = statusTextOf(status, failure.statusText);
  const listed = errorList(failure.body);
  switch (status) {
    case 400:
      return listed.length > 0 ? listed : [`Error 400. ${text}`];
    case 403:
    case 414:
      return [`Error ${status}. ${text}`];
    case 404:
      if (context === 'login') return [`Server ${text.toLowerCase()}`];
      return listed.length > 0 ? listed : [`Error 404. ${text}`];
    case 500:
      return listed.length > 0 ? listed : [`Error 500. ${text}`];
    // Too large, rate limited or briefly down (issue 9): the server's own words say what to do
    // and when to retry, so they are shown, on the login form too; 'Unknown error.' said nothing.
    case 413:
    case 429:
    case 503:
      return listed.length > 0 ? listed : [`Error ${status}. ${text}`];
    default:
      return [MESSAGES.unknown];
  }
}
