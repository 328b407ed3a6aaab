// A record's id in a URL (spec a section 8): small on purpose, as route files read it and route
// files are part of every first load, the sign-in page's included; the file helpers are not.

/** A record id from a route param or a query value: a positive safe integer, else null. */
export function parseEntityId(raw: unknown): number | null {
  let id: number;
  if (typeof raw === 'number') id = raw;
  else if (typeof raw === 'string' && /^\d+$/.test(raw.trim())) id = Number(raw.trim());
  else return null;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Spec a section 8: what a bad id in a URL says. */
export function entityIdMessage(received: unknown): string {
  return `Entity ID is required. Received: ${String(received)}`;
}
