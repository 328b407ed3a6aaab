import * as v from 'valibot';
import { api } from '../api/api-client';
import { isApiError } from '../api/api-error';
import { accountsStore } from '../session/accounts-store';
import type { SendOutcome, SendResult } from './pending-queue';
import type { StoredAction } from './pending-store';

// Sends one pending action through the app's API client: the owning account's identifier (not
// the current one's), X-Requested-With, and the action id as Idempotency-Key, so a repeat of a
// request whose answer was lost is one action to a server that keeps keys.

/** 404 means already done (deleted, or the robot run is over); 401: the account is gone. */
export function outcomeOf(error: unknown): SendOutcome {
  if (!isApiError(error)) return 'retry';
  const { failure } = error;
  if (failure.kind === 'network') return 'retry';
  if (failure.kind !== 'http') return 'done';
  if (failure.status === 404) return 'done';
  if (failure.status === 401) return 'dropped';
  if (failure.status >= 500 || [408, 425, 429].includes(failure.status)) return 'retry';
  return 'failed';
}

export async function sendPendingCall(
  action: StoredAction,
  { keepalive }: { keepalive: boolean },
): Promise<SendResult> {
  const account = accountsStore.getState().accounts.find((item) => item.id === action.account);
  if (!account) return { outcome: 'dropped' };
  try {
    // No await before this call: in `pagehide` the request must leave synchronously.
    await api(action.call.path, v.unknown(), {
      method: 'POST',
      body: action.call.body,
      identifier: account.headerIdentifier,
      idempotencyKey: action.id,
      keepalive,
    });
    return { outcome: 'done' };
  } catch (error) {
    return { outcome: outcomeOf(error), error };
  }
}
