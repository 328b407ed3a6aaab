import { env } from '@/config/env';
import { STORAGE_KEYS } from './session/accounts-store';

// The print link of spec a section 7: opened by a print driver or a new tab outside the console,
// so it carries its own proof (the print session id and a print hash) instead of the
// identifier header. The reference server reads exactly id, PHPSESSID and printHash.

export type PrintEntity = 'parcels' | 'pallets';

export type PrintLinkInput = {
  /** The console's origin, e.g. `window.location.origin`. */
  origin: string;
  entity: PrintEntity;
  id: number | string;
  sessionId: string;
  printHash: string;
  /** Where the `/admin` API lives; an absolute URL or a path on `origin`. */
  apiBase?: string;
};

export function printLink({
  origin,
  entity,
  id,
  sessionId,
  printHash,
  apiBase = env.apiBase,
}: PrintLinkInput): string {
  const base = new URL(apiBase.endsWith('/') ? apiBase : `${apiBase}/`, origin);
  const url = new URL(`${entity}/get_label`, base);
  url.search = new URLSearchParams({
    id: String(id),
    PHPSESSID: sessionId,
    printHash,
  }).toString();
  return url.toString();
}

/** The print session id kept at sign-in; null before any sign-in in this browser. */
export function readPrintSessionId(): string | null {
  return localStorage.getItem(STORAGE_KEYS.printSession) || null;
}
