// 'Copy as cURL' (beyond spec b, issue 12): a logged request as a command an operator can run.
// Secrets in headers (API keys, tokens, passwords) are masked unless the operator reveals them,
// so a copied command pasted into a ticket does not leak them.

export type LoggedRequest = {
  method: string;
  url: string;
  /** Header lines ('Name: value') or a name-to-value map, as the log holds them. */
  headers: string | Record<string, string | string[]> | null;
  body: string | null;
};

export const MASK = '********';

/** Headers whose value is a secret. */
const SECRET_HEADER = /(api[-_]?key|authorization|token|secret|password|x-user-identifier|cookie)/i;

export const isSecretHeader = (name: string) => SECRET_HEADER.test(name);

/** POSIX shell quoting: single quotes, a quote inside as '\'' . */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** The header pairs of either form, in order, blank lines dropped. */
export function headerPairs(headers: LoggedRequest['headers']): Array<[string, string]> {
  if (!headers) return [];
  if (typeof headers === 'string') {
    return headers
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(
        (line) => line.includes(':') && !/^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(line),
      )
      .map((line) => {
        const at = line.indexOf(':');
        return [line.slice(0, at).trim(), line.slice(at + 1).trim()] as [string, string];
      });
  }
  return Object.entries(headers).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((one) => [name, one] as [string, string]),
  );
}

/** The request as a cURL command, one option per line; secrets masked unless revealed. */
export function curlCommand(request: LoggedRequest, { reveal = false } = {}): string {
  const method = request.method.toUpperCase() || 'GET';
  const parts = [`curl -X ${method} ${shellQuote(request.url)}`];
  for (const [name, value] of headerPairs(request.headers)) {
    // Recomputed by curl itself: copying them would only break the command.
    if (/^(content-length|host)$/i.test(name)) continue;
    const shown = !reveal && isSecretHeader(name) ? MASK : value;
    parts.push(`-H ${shellQuote(`${name}: ${shown}`)}`);
  }
  if (request.body) parts.push(`--data-raw ${shellQuote(request.body)}`);
  return parts.join(' \\\n  ');
}

/**
 * What the API console takes as a pasted request-log entry (spec c sections 4 and 7:
 * isRequestLog, api_url, json_body, method, login). No header travels: the console signs the call
 * with the chosen user's own key, so nothing secret is in the copied text.
 */
export function apiConsolePaste(
  request: Pick<LoggedRequest, 'method' | 'url' | 'body'>,
  login: string | null,
): string {
  return JSON.stringify(
    {
      isRequestLog: true,
      api_url: request.url,
      json_body: request.body ?? '',
      method: request.method,
      login: login ?? '',
    },
    null,
    2,
  );
}
