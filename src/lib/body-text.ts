// How a logged body is shown (spec b section 2, issue 12), by the request log and the health
// checks alike: JSON pretty-printed, and a long body shown in part until asked, so a body of
// several MB never freezes the page.

/** Shown at first: enough for any normal call; the rest on request. */
export const BODY_PREVIEW_CHARS = 20_000;
/** Past this size JSON is not re-indented (parsing MBs on the main thread would stall it). */
export const PRETTY_MAX_CHARS = 1_000_000;

/** JSON re-indented by 2; anything else (XML, text, broken JSON, huge bodies) as sent. */
export function prettyBody(body: string | null): string {
  if (!body) return '';
  const trimmed = body.trim();
  if (trimmed.length > PRETTY_MAX_CHARS || !/^[[{]/.test(trimmed)) return body;
  try {
    return JSON.stringify(JSON.parse(trimmed), null, 2);
  } catch {
    return body;
  }
}

/** The part shown first and how much is left out. */
export function bodyPreview(text: string, limit = BODY_PREVIEW_CHARS) {
  if (text.length <= limit) return { shown: text, hidden: 0 };
  return { shown: text.slice(0, limit), hidden: text.length - limit };
}

/** '2.1 MB', '340 KB', '12 B' (1024 units, spec a section 9). */
export function byteSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Logged headers: as sent (text), or name to value(s). */
export type LoggedHeaderMap = string | Record<string, string | string[]> | null;

/** Headers one per line, 'Name: value'. */
export const headersText = (headers: LoggedHeaderMap): string =>
  headers === null
    ? ''
    : typeof headers === 'string'
      ? headers
      : Object.entries(headers)
          .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : value}`)
          .join('\n');
