// Idempotency keys for creating writes (issue 9). A write whose answer was lost may have been
// done: sending the same body again with the same key lets the server answer the first result
// instead of creating a second record. A different body, or any body after a success, is a new
// write and gets a new key.

export type IdempotencyKeys = {
  /** The key to send `body` with: the last attempt's when the body is the same, else a new one. */
  keyFor(body: unknown): string;
  /** The last attempt got its answer: the next one is a new write, even with the same body. */
  succeeded(): void;
};

/** A random UUID; `crypto.randomUUID` exists only in secure contexts, random values everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Remembers the last attempt ({key, body as JSON}) of one kind of write. */
export function idempotencyKeys(newKey: () => string = newIdempotencyKey): IdempotencyKeys {
  let last: { key: string; json: string } | null = null;
  return {
    keyFor(body) {
      const json = JSON.stringify(body) ?? '';
      if (last?.json !== json) last = { key: newKey(), json };
      return last.key;
    },
    succeeded() {
      last = null;
    },
  };
}
