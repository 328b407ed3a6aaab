import { describe, expect, it } from 'vitest';
import { idempotencyKeys, newIdempotencyKey } from '@/lib/api/idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys of a creating write', () => {
  it('keeps the key while the same body is sent again after a lost answer', () => {
    const keys = idempotencyKeys();
    const first = keys.keyFor({ reference: 'A', items: [{ quantity: 1 }] });
    expect(first).toMatch(UUID);
    expect(keys.keyFor({ reference: 'A', items: [{ quantity: 1 }] })).toBe(first);
    expect(keys.keyFor({ reference: 'A', items: [{ quantity: 1 }] })).toBe(first);
  });

  it('takes a new key for a different body, and does not return to an older one', () => {
    const keys = idempotencyKeys();
    const a = keys.keyFor({ reference: 'A' });
    const b = keys.keyFor({ reference: 'B' });
    expect(b).toMatch(UUID);
    expect(b).not.toBe(a);
    // Only the last attempt is remembered: A again is a new write.
    const again = keys.keyFor({ reference: 'A' });
    expect(again).not.toBe(a);
    expect(again).not.toBe(b);
  });

  it('takes a new key for the same body after a success', () => {
    const keys = idempotencyKeys();
    const first = keys.keyFor({ reference: 'A' });
    keys.succeeded();
    const second = keys.keyFor({ reference: 'A' });
    expect(second).not.toBe(first);
    expect(keys.keyFor({ reference: 'A' })).toBe(second);
  });

  it('draws keys from the given source, and v4 UUIDs by default', () => {
    let n = 0;
    const keys = idempotencyKeys(() => `key-${++n}`);
    expect(keys.keyFor(1)).toBe('key-1');
    expect(keys.keyFor(2)).toBe('key-2');
    expect(new Set(Array.from({ length: 50 }, newIdempotencyKey)).size).toBe(50);
    expect(newIdempotencyKey()).toMatch(UUID);
  });

  it('builds a v4 UUID from random values where randomUUID is missing (insecure context)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const key = newIdempotencyKey();
      expect(key).toMatch(UUID);
      expect(newIdempotencyKey()).not.toBe(key);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
