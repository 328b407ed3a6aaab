// The request log's old links (spec b section 2): apart from the search declarations, as the
// route's beforeLoad needs it before they load.

/** A legacy `uri` parameter is renamed to `uris` (spec b section 2); null when there is none. */
export function renamedLegacyUri(search: Record<string, unknown>): Record<string, unknown> | null {
  if (!('uri' in search)) return null;
  const { uri, ...rest } = search;
  const legacy = (Array.isArray(uri) ? uri : [uri]).filter(
    (value) => value !== undefined && value !== '',
  );
  const current = rest.uris === undefined ? [] : Array.isArray(rest.uris) ? rest.uris : [rest.uris];
  return { ...rest, uris: [...current, ...legacy] };
}
