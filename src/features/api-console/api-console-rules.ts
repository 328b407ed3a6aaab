import { REQUIRED } from '@/contract/shared/validation-messages';
import {
  API_CONSOLE_LIMITS,
  type ApiConsoleUser,
  type ApiFormat,
  type ApiKeyName,
  type ApiMethod,
  type ApiUrl,
  apiPathOf,
  type ProcessRequestBody,
} from '@/contract/api-console/api-console-schemas';

// The API console's rules (spec c sections 3-5 and 8): the form's values, its validation, the
// method/format coupling (the format shows only for GET; POST forces json), the reading of a
// pasted request-log entry, the request body, and the response's display.

export const API_CONSOLE_MESSAGES = {
  jsonInvalid: 'JSON is not valid',
  formInvalid: 'Not valid form data',
  filled: 'Form filled successfully',
  notRequestLog: 'The clipboard does not hold a request-log entry',
} as const;

export type ApiConsoleValues = {
  user_id: string | null;
  api_key_name: ApiKeyName | null;
  api_url: string | null;
  method: ApiMethod;
  format: ApiFormat;
  json_body: string;
};

export type ApiConsoleErrors = Partial<Record<keyof ApiConsoleValues, string>>;

export const initialConsoleValues = (userId: number | undefined): ApiConsoleValues => ({
  user_id: userId === undefined ? null : String(userId),
  api_key_name: 'api_key',
  api_url: null,
  method: 'GET',
  format: 'json',
  json_body: '',
});

/** Spec c section 4: the format selector shows only for GET. */
export const showsFormat = (method: ApiMethod) => method === 'GET';

/** Choosing a method: POST forces format json. */
export function withMethod(values: ApiConsoleValues, method: ApiMethod): ApiConsoleValues {
  return { ...values, method, format: method === 'POST' ? 'json' : values.format };
}

/** Whether the body is read as JSON (spec c section 5: POST, or format json). */
export const bodyIsJson = (values: Pick<ApiConsoleValues, 'method' | 'format'>) =>
  values.method === 'POST' || values.format === 'json';

export function isValidJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const TOO_LONG = `Body is too long (at most ${API_CONSOLE_LIMITS.jsonBody} characters)`;

/**
 * Spec c section 5: user, api key name and api url required; a JSON body must be valid JSON. An
 * empty body is no body, not invalid JSON (decision 038).
 */
export function consoleErrors(values: ApiConsoleValues): ApiConsoleErrors {
  const errors: ApiConsoleErrors = {};
  if (!values.user_id) errors.user_id = REQUIRED;
  if (!values.api_key_name) errors.api_key_name = REQUIRED;
  if (!values.api_url) errors.api_url = REQUIRED;
  const body = values.json_body.trim();
  if (values.json_body.length > API_CONSOLE_LIMITS.jsonBody) errors.json_body = TOO_LONG;
  else if (bodyIsJson(values) && body !== '' && !isValidJson(body)) {
    errors.json_body = API_CONSOLE_MESSAGES.jsonInvalid;
  }
  return errors;
}

/** The request the server runs; call only with values that passed `consoleErrors`. */
export function requestOf(values: ApiConsoleValues): ProcessRequestBody {
  return {
    user_id: Number(values.user_id),
    api_key_name: values.api_key_name ?? 'api_key',
    api_url: values.api_url ?? '',
    method: values.method,
    format: values.method === 'POST' ? 'json' : values.format,
    json_body: values.json_body,
  };
}

/** JSON text indented two spaces; anything else as it is. */
export function prettyJson(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  try {
    return JSON.stringify(JSON.parse(trimmed), null, 2);
  } catch {
    return text;
  }
}

export const headerText = (header: Readonly<Record<string, string>>) =>
  Object.entries(header)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');

type RequestLogEntry = {
  isRequestLog: true;
  api_url: string;
  json_body: string;
  method: string;
  login: string;
};

function asRequestLog(text: string): RequestLogEntry | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.trim());
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const entry = parsed as Record<string, unknown>;
  if (entry.isRequestLog !== true || typeof entry.api_url !== 'string') return null;
  const body = entry.json_body;
  return {
    isRequestLog: true,
    api_url: entry.api_url,
    json_body:
      typeof body === 'string'
        ? body
        : body === undefined || body === null
          ? ''
          : JSON.stringify(body),
    method: typeof entry.method === 'string' ? entry.method : 'GET',
    login: typeof entry.login === 'string' ? entry.login : '',
  };
}

/**
 * A pasted request-log entry (spec c sections 3 and 4: isRequestLog, api_url, json_body, method,
 * login; requests-log/curl.ts builds it) as the form's values, or null when the text is not one.
 * The URL becomes the catalogue's; a GET's query string becomes its parameters when it has no
 * body; a JSON body is pretty-printed; the login picks its user when the list has it, else the
 * user stays as chosen. The api key name is not in a log entry and stays as chosen.
 */
export function pastedValues(
  text: string,
  current: ApiConsoleValues,
  lists: { users: readonly ApiConsoleUser[]; apiUrls: readonly ApiUrl[] },
): ApiConsoleValues | null {
  const entry = asRequestLog(text);
  if (!entry) return null;
  const method: ApiMethod = entry.method.toUpperCase() === 'POST' ? 'POST' : 'GET';
  const { path, query } = apiPathOf(entry.api_url);
  const known = lists.apiUrls.find((u) => u.url === path);
  const user = lists.users.find((u) => u.login === entry.login);
  const asParameters = method === 'GET' && entry.json_body.trim() === '' && query !== '';
  return {
    ...current,
    user_id: user ? String(user.id) : current.user_id,
    api_url: known ? known.url : null,
    method,
    format: asParameters ? 'parameters' : 'json',
    json_body: asParameters ? query : prettyJson(entry.json_body),
  };
}
