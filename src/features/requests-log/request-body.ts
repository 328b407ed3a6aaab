// How a logged body is shown (spec b section 2, issue 12): JSON pretty-printed, and a long body
// shown in part until asked, so a body of several MB never freezes the page.

// A relative path: scripts/bench-request-log.ts runs this file under tsx, without the app's
// path aliases.
export {
  BODY_PREVIEW_CHARS,
  bodyPreview,
  byteSize,
  PRETTY_MAX_CHARS,
  prettyBody,
} from '../../lib/body-text';

/** 'Copy Request data': the request and the answer as one text an operator can paste. */
export function requestDataText(detail: {
  request: { method: string; url?: string; header: unknown; body: string | null };
  response: { code: number; header: unknown; body: string | null };
  uri: string;
}): string {
  const headerText = (header: unknown) =>
    typeof header === 'string' ? header : header ? JSON.stringify(header, null, 2) : '';
  return [
    `${detail.request.method} ${detail.request.url ?? detail.uri}`,
    headerText(detail.request.header),
    '',
    detail.request.body ?? '',
    '',
    `HTTP ${detail.response.code}`,
    headerText(detail.response.header),
    '',
    detail.response.body ?? '',
  ].join('\n');
}
