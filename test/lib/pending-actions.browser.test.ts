import { waitFor } from '@testing-library/react';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TRACKING_DELETE_UNDO_DELAY_MS } from '@/config/undo-constants';
import { pendingActions, startPendingActions } from '@/lib/pending-actions/pending-actions';
import { pendingStoreKey } from '@/lib/pending-actions/pending-store';
import { outcomeOf } from '@/lib/pending-actions/send-pending-call';
import { ApiError } from '@/lib/api/api-error';
import { notificationsStore } from '@mantine/notifications';
import { logout, logoutAll } from '@/features/auth/api/auth-mutations';
import { scheduleUndoable } from '@/lib/pending-actions/schedule-undoable';
import type { Account } from '@/lib/session/accounts';
import { accountsStore } from '@/lib/session/accounts-store';
import { apiServer } from '../support/api-server';

// The undo queue's device copy in a browser (decision 028): what a closed tab, a dropped network
// or an account switch left is sent once, with its own account's identifier, and then forgotten.

const A = { id: 1, login: 'staff', headerIdentifier: 'ident-a' };
const B = { id: 2, login: 'client', headerIdentifier: 'ident-b' };
const KIND = 'tracking-mapping-delete';

type Seen = {
  id: unknown;
  identifier: string | null;
  requested: string | null;
  key: string | null;
};
let seen: Seen[];
let status: number | 'network';
let stop: () => void;
let queryClient: QueryClient;

// A moment for what should NOT happen; what should happen is awaited (waitFor).
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const stored = (account = A) =>
  JSON.parse(localStorage.getItem(pendingStoreKey(account.id)) ?? '[]') as Array<
    Record<string, unknown>
  >;

/** What a page closed offline leaves on the device (decision 028): anyone may send it. */
function leftover(id: number, actionId = `left-${id}-00000`) {
  const at = Date.now() - 5_000;
  return {
    id: actionId,
    account: A.id,
    kind: KIND,
    key: String(id),
    call: { path: 'tracking_mapping/delete', body: { id } },
    refresh: ['user-1', 'tracking-mapping'],
    createdAt: at,
    dueAt: at,
    tab: '',
  };
}

const schedule = (id: number, account = A) =>
  pendingActions.schedule({
    account,
    kind: KIND,
    key: String(id),
    delayMs: TRACKING_DELETE_UNDO_DELAY_MS,
    call: { path: 'tracking_mapping/delete', body: { id } },
  });

beforeEach(() => {
  seen = [];
  status = 200;
  apiServer.use(
    http.post('*/admin/tracking_mapping/delete', async ({ request }) => {
      const body = (await request.json()) as { id: unknown };
      seen.push({
        id: body.id,
        identifier: request.headers.get('X-USER-IDENTIFIER'),
        requested: request.headers.get('X-Requested-With'),
        key: request.headers.get('Idempotency-Key'),
      });
      if (status === 'network') return HttpResponse.error();
      return HttpResponse.json({ message: 'ok' }, { status });
    }),
  );
  accountsStore.add(B);
  accountsStore.add(A);
  queryClient = new QueryClient();
});

afterEach(() => {
  stop?.();
  pendingActions.reset();
  onlineManager.setOnline(true);
});

describe('undo queue on the device', () => {
  it('sends a closed tab’s leftover once at the next start, with its account’s headers', async () => {
    localStorage.setItem(pendingStoreKey(A.id), JSON.stringify([leftover(7)]));
    stop = startPendingActions(queryClient);
    await waitFor(() =>
      expect(seen).toEqual([
        { id: 7, identifier: 'ident-a', requested: 'XMLHttpRequest', key: 'left-7-00000' },
      ]),
    );
    await waitFor(() => expect(localStorage.getItem(pendingStoreKey(A.id))).toBeNull());
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await pendingActions.sweep();
    await settle();
    expect(seen).toHaveLength(1);
  });

  it('an answer of 404 (already deleted) counts as done and is never sent again', async () => {
    status = 404;
    localStorage.setItem(pendingStoreKey(A.id), JSON.stringify([leftover(8)]));
    stop = startPendingActions(queryClient);
    await waitFor(() => expect(seen.map((call) => call.id)).toEqual([8]));
    await waitFor(() => expect(stored()).toEqual([]));
    await pendingActions.retryWaiting();
    await pendingActions.sweep();
    expect(seen).toHaveLength(1);
  });

  it('a dropped network keeps the delete on the device until online, then sends it once', async () => {
    stop = startPendingActions(queryClient);
    status = 'network';
    schedule(9);
    await pendingActions.flush(KIND);
    expect(seen).toHaveLength(1);
    expect(stored()).toEqual([expect.objectContaining({ key: '9' })]);
    expect(stored()[0]).not.toHaveProperty('sentAt');
    expect(pendingActions.pendingKeys(A.id, KIND)).toEqual(new Set(['9']));

    status = 200;
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await waitFor(() => expect(seen.map((call) => call.id)).toEqual([9, 9]));
    await waitFor(() => expect(stored()).toEqual([]));
    expect(pendingActions.pendingKeys(A.id, KIND).size).toBe(0);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await settle();
    expect(seen).toHaveLength(2);
  });

  it('page hide sends the pending delete at once; the next start sends nothing more', async () => {
    stop = startPendingActions(queryClient);
    schedule(10);
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(seen.map((call) => call.id)).toEqual([10]));
    await waitFor(() => expect(stored()).toEqual([]));
    stop();
    pendingActions.reset();
    stop = startPendingActions(queryClient);
    await settle();
    expect(seen).toHaveLength(1);
  });

  it('page hide while offline keeps it on the device; the next start online sends it once', async () => {
    stop = startPendingActions(queryClient);
    schedule(11);
    onlineManager.setOnline(false);
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(seen).toEqual([]);
    expect(stored()).toEqual([expect.objectContaining({ key: '11', tab: '' })]);
    stop();
    pendingActions.reset();
    onlineManager.setOnline(true);
    stop = startPendingActions(queryClient);
    await waitFor(() => expect(seen.map((call) => call.id)).toEqual([11]));
    await waitFor(() => expect(stored()).toEqual([]));
  });

  it('an account switch sends the account’s pending delete with its own identifier', async () => {
    stop = startPendingActions(queryClient);
    schedule(12, A);
    accountsStore.switchTo(B.headerIdentifier);
    await waitFor(() =>
      expect(seen).toEqual([expect.objectContaining({ id: 12, identifier: 'ident-a' })]),
    );
    await waitFor(() => expect(stored(A)).toEqual([]));
  });

  it('logging an account out deletes its pending actions from the device, unsent', async () => {
    stop = startPendingActions(queryClient);
    schedule(13, A);
    localStorage.setItem(pendingStoreKey(99), JSON.stringify([{ ...leftover(14), account: 99 }]));
    accountsStore.remove(A.headerIdentifier);
    await pendingActions.sweep();
    await settle();
    expect(seen).toEqual([]);
    expect(localStorage.getItem(pendingStoreKey(A.id))).toBeNull();
    expect(localStorage.getItem(pendingStoreKey(99))).toBeNull();
  });

  it('a logout sends the account’s pending delete first, with its own identifier', async () => {
    stop = startPendingActions(queryClient);
    schedule(16, A);
    schedule(17, B);
    await logout(A as unknown as Account);
    expect(seen).toEqual([expect.objectContaining({ id: 16, identifier: 'ident-a' })]);
    await waitFor(() => expect(stored(A)).toEqual([]));
    await logoutAll();
    expect(seen.map((call) => [call.id, call.identifier])).toEqual([
      [16, 'ident-a'],
      [17, 'ident-b'],
    ]);
  });

  it('the Undo toast lasts the delay and goes when the action is sent early', async () => {
    stop = startPendingActions(queryClient);
    const toasts = () => notificationsStore.getState().notifications;
    const handle = scheduleUndoable({
      account: A,
      kind: KIND,
      key: '18',
      delayMs: TRACKING_DELETE_UNDO_DELAY_MS,
      call: { path: 'tracking_mapping/delete', body: { id: 18 } },
      message: 'Tracking deleted',
    });
    expect(toasts()).toEqual([
      expect.objectContaining({ autoClose: TRACKING_DELETE_UNDO_DELAY_MS }),
    ]);
    // The next delete sends this one: its Undo can no longer work, so its toast goes.
    schedule(19);
    await waitFor(() => expect(seen.map((call) => call.id)).toEqual([18]));
    expect(handle.undo()).toBe(false);
    expect(toasts()).toHaveLength(0);
  });

  it('refetches the list named by the action before the item shows again', async () => {
    stop = startPendingActions(queryClient);
    const listKey = ['user-1', 'tracking-mapping', 'list'];
    queryClient.setQueryData(listKey, { mappingList: [{ id: 15 }] });
    pendingActions.schedule({
      account: A,
      kind: KIND,
      key: '15',
      delayMs: TRACKING_DELETE_UNDO_DELAY_MS,
      call: { path: 'tracking_mapping/delete', body: { id: 15 } },
      refresh: ['user-1', 'tracking-mapping'],
    });
    await pendingActions.flush(KIND);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('reads each answer: 404 done, 401 dropped, 5xx and no network retried, other refusals failed', () => {
    const http = (code: number) =>
      new ApiError({ kind: 'http', status: code, statusText: '', body: undefined });
    expect(outcomeOf(http(404))).toBe('done');
    expect(outcomeOf(http(401))).toBe('dropped');
    expect([500, 503, 429, 408].map((code) => outcomeOf(http(code)))).toEqual(
      Array(4).fill('retry'),
    );
    expect([400, 403, 422].map((code) => outcomeOf(http(code)))).toEqual(Array(3).fill('failed'));
    expect(outcomeOf(new ApiError({ kind: 'network' }))).toBe('retry');
  });
});
