import * as v from 'valibot';
import { accountKey } from '../session/accounts';

// The device copy of the actions waiting for their Undo delay (decision 028), one localStorage
// key per account. localStorage, not IndexedDB: its writes are synchronous, so a claim made in
// `pagehide` is on disk before the keepalive request leaves, and a tab sees another's claim at
// once. It holds the call only (a relative path and a body of ids or names), never a secret:
// the account's identifier is looked up when the call is sent.

const PREFIX = 'pendingActions:';
const KEY_PATTERN = new RegExp(`^${PREFIX}user-(\\d+)$`);

/** The call an action makes: always a POST of a small JSON body to a path under the API base. */
export const PendingCallSchema = v.object({
  path: v.pipe(v.string(), v.maxLength(200), v.regex(/^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/)),
  body: v.record(
    v.pipe(v.string(), v.maxLength(64)),
    v.union([v.pipe(v.string(), v.maxLength(500)), v.number(), v.boolean(), v.null()]),
  ),
});
export type PendingCall = v.InferOutput<typeof PendingCallSchema>;

const StoredActionSchema = v.object({
  /** Also the call's Idempotency-Key: a repeat of one action is one action to the server. */
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_:-]{8,100}$/)),
  account: v.number(),
  kind: v.pipe(v.string(), v.maxLength(64)),
  key: v.pipe(v.string(), v.maxLength(200)),
  call: PendingCallSchema,
  /** The query key (prefix) to refetch once the server has answered. */
  refresh: v.optional(v.array(v.unknown())),
  createdAt: v.number(),
  /** When its Undo delay ends. */
  dueAt: v.number(),
  /** The page load holding it (its timer and Undo); '' once that page left without sending. */
  tab: v.string(),
  /** Set while a request is out and no answer has been heard. */
  sentAt: v.optional(v.number()),
  via: v.optional(v.picklist(['fetch', 'keepalive'])),
});
export type StoredAction = v.InferOutput<typeof StoredActionSchema>;

export type Claim = { tab: string; via: 'fetch' | 'keepalive'; at: number };

export type PendingStore = {
  list(accountId: number): StoredAction[];
  get(accountId: number, id: string): StoredAction | undefined;
  /** False when the device refused the write (storage full or blocked). */
  put(action: StoredAction): boolean;
  /**
   * Marks the action as sent, only if it is still as the caller saw it (`sentAt` unchanged):
   * of two tabs racing for one leftover, the second finds it claimed or gone and sends nothing.
   */
  claim(accountId: number, id: string, seenSentAt: number | undefined, claim: Claim): boolean;
  /** The request failed before reaching the server: the action waits again. */
  release(accountId: number, id: string): void;
  /** Its page left offline: whoever is online next sends it, at once. */
  orphan(accountId: number, id: string, at: number): void;
  remove(accountId: number, id: string): void;
  dropAccount(accountId: number): void;
  accountIds(): number[];
};

export function pendingStoreKey(accountId: number): string {
  return `${PREFIX}${accountKey({ id: accountId })}`;
}

export function createPendingStore(storage: () => Storage | undefined): PendingStore {
  const read = (accountId: number): StoredAction[] => {
    let raw: unknown;
    try {
      raw = JSON.parse(storage()?.getItem(pendingStoreKey(accountId)) ?? '[]');
    } catch {
      return [];
    }
    if (!Array.isArray(raw)) return [];
    return raw.flatMap((entry) => {
      const parsed = v.safeParse(StoredActionSchema, entry);
      return parsed.success && parsed.output.account === accountId ? [parsed.output] : [];
    });
  };

  const write = (accountId: number, list: StoredAction[]): boolean => {
    try {
      const target = storage();
      if (!target) return false;
      if (list.length) target.setItem(pendingStoreKey(accountId), JSON.stringify(list));
      else target.removeItem(pendingStoreKey(accountId));
      return true;
    } catch {
      return false;
    }
  };

  const update = (
    accountId: number,
    id: string,
    change: (entry: StoredAction) => StoredAction | null | false,
  ): boolean => {
    const list = read(accountId);
    const index = list.findIndex((entry) => entry.id === id);
    const entry = list[index];
    if (!entry) return false;
    const next = change(entry);
    if (next === false) return false;
    if (next) list[index] = next;
    else list.splice(index, 1);
    return write(accountId, list);
  };

  return {
    list: read,
    get: (accountId, id) => read(accountId).find((entry) => entry.id === id),
    put: (action) =>
      write(action.account, [...read(action.account).filter((e) => e.id !== action.id), action]),
    claim: (accountId, id, seenSentAt, { tab, via, at }) =>
      update(accountId, id, (entry) =>
        entry.sentAt === seenSentAt ? { ...entry, tab, via, sentAt: at } : false,
      ),
    release: (accountId, id) => {
      update(accountId, id, ({ sentAt: _sentAt, via: _via, ...entry }) => entry);
    },
    orphan: (accountId, id, at) => {
      update(accountId, id, (entry) => ({ ...entry, tab: '', dueAt: Math.min(entry.dueAt, at) }));
    },
    remove: (accountId, id) => {
      update(accountId, id, () => null);
    },
    dropAccount: (accountId) => {
      write(accountId, []);
    },
    accountIds: () => {
      const target = storage();
      if (!target) return [];
      const ids: number[] = [];
      for (let i = 0; i < target.length; i += 1) {
        const match = KEY_PATTERN.exec(target.key(i) ?? '');
        if (match?.[1]) ids.push(Number(match[1]));
      }
      return ids;
    },
  };
}
