import { leftoverDecision } from './leftover-rules';
import type { PendingCall, PendingStore, StoredAction } from './pending-store';

// The undo queue (spec c section 4, decision 028): an optimistic write waits for its Undo delay,
// then is sent. It is sent earlier when the next action of its kind starts, when its screen is
// left (`flush`), when its account stops being the current one, and with a keepalive request
// when the page goes away. Every action lives on the device until the server has answered, so
// a closed tab, a switched account or a lost network loses nothing; a claim made before each
// send keeps two paths (or two tabs) from sending one action twice.

/** How a send ended. 'retry': never reached the server; 'dropped': its account is gone. */
export type SendOutcome = 'done' | 'retry' | 'failed' | 'dropped';
export type SendResult = { outcome: SendOutcome; error?: unknown };
/** 'taken': another tab claimed the action first and sends it. */
export type Settlement = SendResult | { outcome: 'taken' };

export type ScheduleInput = {
  account: { id: number };
  /** Actions of one kind replace each other: a new one sends the pending ones at once. */
  kind: string;
  /** The item's key in its list, hidden while the action waits (`pendingKeys`). */
  key: string;
  delayMs: number;
  call: PendingCall;
  /** A query key (prefix) refetched once the server has answered, before the item shows again. */
  refresh?: readonly unknown[];
};
export type PendingHandle = { id: string; undo: () => boolean };

export type PendingQueueDeps = {
  store: PendingStore;
  send: (action: StoredAction, options: { keepalive: boolean }) => Promise<SendResult>;
  /** Runs once the server has answered (or another tab took it), before the key shows again. */
  afterSettled?: (action: StoredAction, result: Settlement) => Promise<unknown> | void;
  isOnline: () => boolean;
  /** The signed-in accounts: leftovers of any other account are deleted, not sent. */
  accountIds: () => readonly number[];
  now?: () => number;
  tabId?: string;
  newId?: () => string;
};

type Live = {
  action: StoredAction;
  state: 'scheduled' | 'sending' | 'waiting';
  /** False when the device refused it: it then lives in this page only. */
  stored: boolean;
  timer?: ReturnType<typeof setTimeout>;
  sending?: Promise<void>;
};

const randomId = () => `pa-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

export function createPendingQueue(deps: PendingQueueDeps) {
  const { store } = deps;
  const now = deps.now ?? Date.now;
  const tab = deps.tabId ?? randomId();
  const newId = deps.newId ?? randomId;
  const live = new Map<string, Live>();
  const listeners = new Set<() => void>();
  let keys = new Map<string, ReadonlySet<string>>();
  let sweepTimer: ReturnType<typeof setTimeout> | undefined;

  const emit = () => {
    keys = new Map();
    listeners.forEach((listener) => listener());
  };

  const finish = async (item: Live, result: Settlement) => {
    await deps.afterSettled?.(item.action, result);
    live.delete(item.action.id);
    emit();
  };

  /** Sends one action once: claim on the device first, then the request, then its answer. */
  function fire(item: Live, seenSentAt?: number): Promise<void> {
    if (item.state === 'sending') return item.sending ?? Promise.resolve();
    clearTimeout(item.timer);
    const { action } = item;
    const claimed =
      !item.stored ||
      store.claim(action.account, action.id, seenSentAt, { tab, via: 'fetch', at: now() });
    item.state = 'sending';
    emit();
    item.sending = (async () => {
      if (!claimed) return finish(item, { outcome: 'taken' });
      const result = await deps.send(action, { keepalive: false });
      if (result.outcome === 'retry') {
        if (item.stored) store.release(action.account, action.id);
        item.state = 'waiting';
        item.sending = undefined;
        emit();
        return;
      }
      if (item.stored) store.remove(action.account, action.id);
      return finish(item, result);
    })();
    return item.sending;
  }

  const fireAll = (match: (action: StoredAction) => boolean) =>
    Promise.all(
      [...live.values()].filter((item) => match(item.action)).map((item) => fire(item)),
    ).then(() => undefined);

  const queue = {
    tabId: tab,

    schedule(input: ScheduleInput): PendingHandle {
      void fireAll((action) => action.kind === input.kind);
      const at = now();
      const action: StoredAction = {
        id: newId(),
        account: input.account.id,
        kind: input.kind,
        key: input.key,
        call: input.call,
        ...(input.refresh ? { refresh: [...input.refresh] } : {}),
        createdAt: at,
        dueAt: at + input.delayMs,
        tab,
      };
      const item: Live = { action, state: 'scheduled', stored: store.put(action) };
      item.timer = setTimeout(() => void fire(item), input.delayMs);
      live.set(action.id, item);
      emit();
      return { id: action.id, undo: () => queue.undo(action.id) };
    },

    /** Cancels an action still in its delay; false once it has been sent (or taken over). */
    undo(id: string): boolean {
      const item = live.get(id);
      if (item?.state !== 'scheduled') return false;
      const { account } = item.action;
      if (item.stored && store.get(account, id)?.sentAt !== undefined) return false;
      clearTimeout(item.timer);
      live.delete(id);
      store.remove(account, id);
      emit();
      return true;
    },

    /** True while the action waits in its delay (its Undo still works). */
    isScheduled: (id: string): boolean => live.get(id)?.state === 'scheduled',

    /** Sends every waiting action of `kind` (or all) now: the screen calls it when it is left. */
    flush: (kind?: string) => fireAll((action) => kind === undefined || action.kind === kind),

    /** Sends an account's actions with its own identifier (account switch, before logout). */
    flushAccount: (accountId: number) => fireAll((action) => action.account === accountId),

    /** Back online: what failed for want of a network goes again. */
    retryWaiting: () =>
      Promise.all(
        [...live.values()].filter((item) => item.state === 'waiting').map((item) => fire(item)),
      ).then(() => undefined),

    /**
     * The page goes away: actions still waiting leave now with keepalive requests, claimed on
     * the device first. Offline, they stay on the device for whoever is online next.
     */
    pageHide(): void {
      const online = deps.isOnline();
      for (const item of [...live.values()]) {
        // A request already out keeps its claim; unanswered, it is sent again later.
        if (item.state === 'sending') continue;
        clearTimeout(item.timer);
        live.delete(item.action.id);
        const { account, id } = item.action;
        if (!online) {
          if (item.stored) store.orphan(account, id, now());
          continue;
        }
        if (
          item.stored &&
          !store.claim(account, id, undefined, { tab, via: 'keepalive', at: now() })
        )
          continue;
        // The answer is heard only if the page stays (back-forward cache) or is slow to go.
        void deps.send(item.action, { keepalive: true }).then((result) => {
          if (!item.stored) return;
          if (result.outcome === 'retry') store.release(account, id);
          else store.remove(account, id);
        });
      }
      emit();
    },

    /**
     * Sends the device's leftovers (another page's, or this one's before a reload) that are
     * due, deletes those of signed-out accounts, and wakes up when the next one is due.
     */
    async sweep(): Promise<void> {
      clearTimeout(sweepTimer);
      const at = now();
      const signedIn = new Set(deps.accountIds());
      let wake = Infinity;
      const sends: Promise<void>[] = [];
      for (const accountId of store.accountIds()) {
        if (!signedIn.has(accountId)) {
          store.dropAccount(accountId);
          continue;
        }
        for (const entry of store.list(accountId)) {
          if (live.has(entry.id)) continue;
          const decision = leftoverDecision(entry, at, tab);
          if (decision.do === 'drop') store.remove(accountId, entry.id);
          else if (decision.do === 'wait') wake = Math.min(wake, decision.until);
          else {
            const item: Live = { action: entry, state: 'waiting', stored: true };
            live.set(entry.id, item);
            sends.push(fire(item, entry.sentAt));
          }
        }
      }
      if (wake < Infinity) sweepTimer = setTimeout(() => void queue.sweep(), wake - at);
      await Promise.all(sends);
    },

    /** A signed-out account's actions leave with its data, unsent. */
    dropAccount(accountId: number): void {
      for (const item of [...live.values()]) {
        if (item.action.account !== accountId) continue;
        clearTimeout(item.timer);
        live.delete(item.action.id);
      }
      store.dropAccount(accountId);
      emit();
    },

    /** The keys of `kind` to hide in the account's lists: waiting, being sent, or refetching. */
    pendingKeys(accountId: number, kind: string): ReadonlySet<string> {
      const cacheKey = `${accountId}:${kind}`;
      let found = keys.get(cacheKey);
      if (!found) {
        found = new Set(
          [...live.values()]
            .filter(({ action }) => action.account === accountId && action.kind === kind)
            .map(({ action }) => action.key),
        );
        keys.set(cacheKey, found);
      }
      return found;
    },

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Forgets every timer and live action (tests; the device copy stays). */
    reset(): void {
      live.forEach((item) => clearTimeout(item.timer));
      live.clear();
      clearTimeout(sweepTimer);
      emit();
    },
  };
  return queue;
}

export type PendingQueue = ReturnType<typeof createPendingQueue>;
