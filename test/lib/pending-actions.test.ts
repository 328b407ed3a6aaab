import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROBOT_STOP_UNDO_DELAY_MS, TRACKING_DELETE_UNDO_DELAY_MS } from '@/config/undo-constants';
import {
  IN_FLIGHT_MS,
  RESEND_WINDOW_MS,
  TAKEOVER_GRACE_MS,
} from '@/lib/pending-actions/leftover-rules';
import {
  createPendingQueue,
  type PendingQueueDeps,
  type SendResult,
} from '@/lib/pending-actions/pending-queue';
import { createPendingStore, pendingStoreKey } from '@/lib/pending-actions/pending-store';

// The undo queue's rules (spec c sections 4 and 9, decision 028), with fake timers and a
// memory Storage standing in for localStorage.

class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value);
  }
}

const A = { id: 1 };
const B = { id: 2 };
const DELETE = 'tracking-mapping-delete';
const STOP = 'robot-stop';

let storage: MemoryStorage;
let sent: Array<{ id: string; path: string; body: unknown; keepalive: boolean }>;
let answer: SendResult;
let ids = 0;

function makeQueue(overrides: Partial<PendingQueueDeps> = {}) {
  return createPendingQueue({
    store: createPendingStore(() => storage),
    send: async (action, { keepalive }) => {
      sent.push({ id: action.id, path: action.call.path, body: action.call.body, keepalive });
      return answer;
    },
    isOnline: () => true,
    accountIds: () => [A.id, B.id],
    newId: () => `action-${(ids += 1)}`,
    ...overrides,
  });
}

const deleteMapping = (id: number, account = A) => ({
  account,
  kind: DELETE,
  key: String(id),
  delayMs: TRACKING_DELETE_UNDO_DELAY_MS,
  call: { path: 'tracking_mapping/delete', body: { id } },
});
/** A page that went away: the request leaves, its answer is never heard. */
const gone: PendingQueueDeps['send'] = (action, { keepalive }) => {
  sent.push({ id: action.id, path: action.call.path, body: action.call.body, keepalive });
  return new Promise<SendResult>(() => undefined);
};
const stored = (account = A) => createPendingStore(() => storage).list(account.id);

beforeEach(() => {
  vi.useFakeTimers();
  storage = new MemoryStorage();
  sent = [];
  answer = { outcome: 'done' };
  ids = 0;
});
afterEach(() => vi.useRealTimers());

describe('undo queue: when the real action fires', () => {
  it('waits the spec delays (30 s delete, 60 s stop), hiding the item meanwhile', async () => {
    expect([TRACKING_DELETE_UNDO_DELAY_MS, ROBOT_STOP_UNDO_DELAY_MS]).toEqual([30_000, 60_000]);
    const queue = makeQueue();
    queue.schedule(deleteMapping(7));
    expect(queue.pendingKeys(A.id, DELETE)).toEqual(new Set(['7']));
    expect(stored()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(TRACKING_DELETE_UNDO_DELAY_MS - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([
      { id: 'action-1', path: 'tracking_mapping/delete', body: { id: 7 }, keepalive: false },
    ]);
    expect(queue.pendingKeys(A.id, DELETE).size).toBe(0);
    expect(stored()).toEqual([]);
    await vi.advanceTimersByTimeAsync(TRACKING_DELETE_UNDO_DELAY_MS);
    expect(sent).toHaveLength(1);
  });

  it('sends the pending action of a kind when the next one of that kind starts', async () => {
    const queue = makeQueue();
    queue.schedule(deleteMapping(7));
    queue.schedule({ ...deleteMapping(9), kind: STOP, call: { path: 'robots/stop', body: {} } });
    queue.schedule(deleteMapping(8));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((call) => call.body)).toEqual([{ id: 7 }]);
    expect(queue.pendingKeys(A.id, DELETE)).toEqual(new Set(['8']));
    expect(queue.pendingKeys(A.id, STOP)).toEqual(new Set(['9']));
  });

  it('sends a kind at once when its screen is left (flush), and only that kind', async () => {
    const queue = makeQueue();
    queue.schedule(deleteMapping(7));
    queue.schedule({
      ...deleteMapping(9),
      kind: STOP,
      delayMs: ROBOT_STOP_UNDO_DELAY_MS,
      call: { path: 'robots/stop', body: {} },
    });
    await queue.flush(DELETE);
    expect(sent.map((call) => call.path)).toEqual(['tracking_mapping/delete']);
    await queue.flush(DELETE);
    await vi.advanceTimersByTimeAsync(TRACKING_DELETE_UNDO_DELAY_MS);
    expect(sent).toHaveLength(1);
  });

  it('undo cancels it and shows the item again; too late once sent', async () => {
    const queue = makeQueue();
    const first = queue.schedule(deleteMapping(7));
    expect(first.undo()).toBe(true);
    expect(queue.pendingKeys(A.id, DELETE).size).toBe(0);
    expect(stored()).toEqual([]);
    await vi.advanceTimersByTimeAsync(TRACKING_DELETE_UNDO_DELAY_MS);
    expect(sent).toEqual([]);

    const second = queue.schedule(deleteMapping(8));
    await queue.flush();
    expect(second.undo()).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it('an account switch sends that account’s actions only', async () => {
    const queue = makeQueue();
    queue.schedule(deleteMapping(7, A));
    queue.schedule({ ...deleteMapping(8, B), kind: 'other' });
    await queue.flushAccount(A.id);
    expect(sent.map((call) => call.body)).toEqual([{ id: 7 }]);
    expect(queue.pendingKeys(B.id, 'other')).toEqual(new Set(['8']));
  });

  it('keeps the item hidden until its list is refetched, then shows the fresh list', async () => {
    let refreshed!: () => void;
    const afterSettled = vi.fn(() => new Promise<void>((resolve) => (refreshed = resolve)));
    const queue = makeQueue({ afterSettled });
    queue.schedule({ ...deleteMapping(7), refresh: ['user-1', 'tracking-mapping'] });
    void queue.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(afterSettled).toHaveBeenCalledWith(
      expect.objectContaining({ refresh: ['user-1', 'tracking-mapping'] }),
      { outcome: 'done' },
    );
    expect(queue.pendingKeys(A.id, DELETE)).toEqual(new Set(['7']));
    refreshed();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.pendingKeys(A.id, DELETE).size).toBe(0);
  });

  it('a refused action (403) is not retried and shows the item again', async () => {
    answer = { outcome: 'failed', error: new Error('Forbidden') };
    const afterSettled = vi.fn();
    const queue = makeQueue({ afterSettled });
    queue.schedule(deleteMapping(7));
    await queue.flush();
    expect(afterSettled).toHaveBeenCalledWith(expect.anything(), answer);
    expect(stored()).toEqual([]);
    expect(queue.pendingKeys(A.id, DELETE).size).toBe(0);
    await queue.retryWaiting();
    expect(sent).toHaveLength(1);
  });
});

describe('undo queue: offline, page hide and leftovers', () => {
  it('a network failure keeps the action on the device and sends it once back online', async () => {
    answer = { outcome: 'retry' };
    const queue = makeQueue();
    queue.schedule(deleteMapping(7));
    await vi.advanceTimersByTimeAsync(TRACKING_DELETE_UNDO_DELAY_MS);
    expect(sent).toHaveLength(1);
    expect(stored()).toEqual([expect.not.objectContaining({ sentAt: expect.anything() })]);
    expect(queue.pendingKeys(A.id, DELETE)).toEqual(new Set(['7']));
    answer = { outcome: 'done' };
    await Promise.all([queue.retryWaiting(), queue.retryWaiting(), queue.sweep()]);
    expect(sent).toHaveLength(2);
    expect(stored()).toEqual([]);
  });

  it('page hide sends what waits with keepalive, claimed on the device, and only once', async () => {
    const queue = makeQueue({ tabId: 'closing', send: gone });
    queue.schedule(deleteMapping(7));
    queue.schedule({ ...deleteMapping(9), kind: STOP, call: { path: 'robots/stop', body: {} } });
    queue.pageHide();
    expect(sent.map((call) => [call.path, call.keepalive])).toEqual([
      ['tracking_mapping/delete', true],
      ['robots/stop', true],
    ]);
    expect(queue.pendingKeys(A.id, DELETE).size).toBe(0);
    expect(stored()).toEqual([
      expect.objectContaining({ via: 'keepalive', sentAt: Date.now(), tab: 'closing' }),
      expect.objectContaining({ via: 'keepalive', sentAt: Date.now(), tab: 'closing' }),
    ]);
    queue.pageHide();
    await queue.flush();
    await vi.advanceTimersByTimeAsync(ROBOT_STOP_UNDO_DELAY_MS);
    expect(sent).toHaveLength(2);
  });

  it('a keepalive send never answered is sent again once by the next start, after the in-flight time', async () => {
    const closing = makeQueue({ tabId: 'closed-tab', send: gone });
    closing.schedule(deleteMapping(7));
    closing.pageHide();
    const restarted = makeQueue({ tabId: 'new-tab' });
    await restarted.sweep();
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(IN_FLIGHT_MS);
    expect(sent.map((call) => [call.id, call.keepalive])).toEqual([
      ['action-1', true],
      ['action-1', false],
    ]);
    expect(stored()).toEqual([]);
    await restarted.sweep();
    await vi.advanceTimersByTimeAsync(IN_FLIGHT_MS);
    expect(sent).toHaveLength(2);
  });

  it('a page hidden offline leaves its actions for the next page online, sent at once', async () => {
    const closing = makeQueue({ tabId: 'closed-tab', isOnline: () => false });
    closing.schedule(deleteMapping(7));
    closing.pageHide();
    expect(sent).toEqual([]);
    expect(stored()).toEqual([expect.objectContaining({ tab: '' })]);
    const restarted = makeQueue({ tabId: 'new-tab' });
    await restarted.sweep();
    expect(sent.map((call) => call.id)).toEqual(['action-1']);
    await restarted.sweep();
    expect(sent).toHaveLength(1);
  });

  it('another live tab’s action is left to it until its delay and a grace period are over', async () => {
    const owner = makeQueue({ tabId: 'owner' });
    owner.schedule(deleteMapping(7));
    owner.reset(); // its timer is throttled or its page crashed: only the device copy remains
    const other = makeQueue({ tabId: 'other' });
    await other.sweep();
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(TRACKING_DELETE_UNDO_DELAY_MS + TAKEOVER_GRACE_MS - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((call) => call.id)).toEqual(['action-1']);
  });

  it('two tabs finding one leftover send it once; the owner’s late timer sends nothing', async () => {
    const owner = makeQueue({ tabId: 'owner' });
    const afterSettled = vi.fn();
    const late = makeQueue({ tabId: 'owner-again', afterSettled });
    owner.schedule(deleteMapping(7));
    storage.setItem(
      pendingStoreKey(A.id),
      JSON.stringify([{ ...stored()[0], tab: '', dueAt: Date.now() }]), // left offline: anyone may send it
    );
    const tabs = [makeQueue({ tabId: 'x' }), makeQueue({ tabId: 'y' })];
    let release!: (result: SendResult) => void;
    const slow = makeQueue({
      tabId: 'z',
      send: async (action) => {
        sent.push({ id: action.id, path: '', body: null, keepalive: false });
        return new Promise<SendResult>((resolve) => (release = resolve));
      },
    });
    void slow.sweep();
    await Promise.all(tabs.map((tab) => tab.sweep()));
    expect(sent).toHaveLength(1);
    await owner.flush();
    expect(sent).toHaveLength(1);
    expect(owner.pendingKeys(A.id, DELETE).size).toBe(0);
    release({ outcome: 'done' });
    await vi.advanceTimersByTimeAsync(0);
    expect(stored()).toEqual([]);
    await late.sweep();
    expect(sent).toHaveLength(1);
  });

  it('drops unanswered sends older than the resend window, and signed-out accounts’ leftovers', async () => {
    const queue = makeQueue({ accountIds: () => [A.id] });
    queue.schedule(deleteMapping(7, A));
    queue.schedule({ ...deleteMapping(8, B), kind: 'other' });
    queue.reset();
    const [entry] = stored(A);
    storage.setItem(
      pendingStoreKey(A.id),
      JSON.stringify([{ ...entry, sentAt: Date.now() - RESEND_WINDOW_MS, via: 'fetch' }]),
    );
    await queue.sweep();
    expect(sent).toEqual([]);
    expect(stored(A)).toEqual([]);
    expect(storage.getItem(pendingStoreKey(B.id))).toBeNull();
  });

  it('logging out drops the account’s actions from memory and device', async () => {
    const queue = makeQueue();
    queue.schedule(deleteMapping(7, A));
    queue.dropAccount(A.id);
    expect(queue.pendingKeys(A.id, DELETE).size).toBe(0);
    expect(stored(A)).toEqual([]);
    await vi.advanceTimersByTimeAsync(TRACKING_DELETE_UNDO_DELAY_MS);
    expect(sent).toEqual([]);
  });

  it('reads a tampered device copy defensively: bad entries are ignored, never sent', async () => {
    storage.setItem(pendingStoreKey(A.id), JSON.stringify([{ id: 'x' }, 'junk']));
    storage.setItem(pendingStoreKey(B.id), '{not json');
    const bad = {
      id: 'action-99',
      account: A.id,
      kind: DELETE,
      key: '1',
      call: { path: 'https://evil.example/x', body: {} },
      createdAt: 0,
      dueAt: 0,
      tab: '',
    };
    storage.setItem(pendingStoreKey(A.id), JSON.stringify([bad]));
    await makeQueue().sweep();
    expect(sent).toEqual([]);
  });
});
