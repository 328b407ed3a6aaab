import type { StoredAction } from './pending-store';

// When a device entry that no timer of this page holds is sent (decision 028): the page that
// made it may still be alive with its Undo, or gone with or without sending it.

/** Another page's unsent action is taken over this long after its delay (its timer may lag). */
export const TAKEOVER_GRACE_MS = 60_000;
/** A request with no answer for this long is sent again (same Idempotency-Key). */
export const IN_FLIGHT_MS = 60_000;
/** Past this, a request sent without answer is dropped, never repeated (the server's key memory). */
export const RESEND_WINDOW_MS = 24 * 60 * 60 * 1000;

export type LeftoverDecision = { do: 'send' } | { do: 'drop' } | { do: 'wait'; until: number };

/** What to do with a device entry no live timer of this page holds. */
export function leftoverDecision(entry: StoredAction, now: number, tab: string): LeftoverDecision {
  if (entry.sentAt !== undefined) {
    if (now - entry.sentAt >= RESEND_WINDOW_MS) return { do: 'drop' };
    const until = entry.sentAt + IN_FLIGHT_MS;
    return now >= until ? { do: 'send' } : { do: 'wait', until };
  }
  const mine = entry.tab === '' || entry.tab === tab;
  const until = mine ? entry.dueAt : entry.dueAt + TAKEOVER_GRACE_MS;
  return now >= until ? { do: 'send' } : { do: 'wait', until };
}
