import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from './context';
import { HttpFailure } from './http';

// Writes carry an Idempotency-Key (decisions 015 and 053): the same key with the same body from
// the same user answers the first result again instead of writing twice, so a write whose answer
// was lost (a parcel created, income booked) can be sent again safely. The same key with another
// body is refused. Answers are kept for a day, at most MAX_KEPT of them (oldest out first). The
// guard (rights/guard.ts) runs this for every route declared a write.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[A-Za-z0-9_:-]{8,100}$/;
const KEEP_MS = 24 * 60 * 60 * 1000;
const MAX_KEPT = 5_000;

type Kept = {
  bodyHash: string;
  keptAt: number;
  /** The first answer, once it is known; a second call meanwhile waits for it. */
  answer: Promise<{ status: number; body: string; type: string }>;
};

export class IdempotencyStore {
  #kept = new Map<string, Kept>();
  constructor(private readonly now: () => number = Date.now) {}

  get(key: string): Kept | undefined {
    const kept = this.#kept.get(key);
    if (kept && this.now() - kept.keptAt > KEEP_MS) {
      this.#kept.delete(key);
      return undefined;
    }
    return kept;
  }

  set(key: string, kept: Omit<Kept, 'keptAt'>): void {
    if (this.#kept.size >= MAX_KEPT) {
      const oldest = this.#kept.keys().next().value;
      if (oldest !== undefined) this.#kept.delete(oldest);
    }
    this.#kept.set(key, { ...kept, keptAt: this.now() });
  }

  delete(key: string): void {
    this.#kept.delete(key);
  }
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** Run by the guard for every write, once the caller is known (`c.var.user`). */
export const idempotent = createMiddleware<ApiEnv>(async (c, next) => {
  const given = c.req.header(IDEMPOTENCY_HEADER);
  if (given === undefined) return next();
  if (!KEY_PATTERN.test(given)) {
    throw new HttpFailure(400, [
      { message: 'Idempotency-Key must be 8 to 100 letters, digits, -, _ or :' },
    ]);
  }
  const store = c.var.idempotency;
  const key = `${c.var.user.id}:${c.req.path}:${given}`;
  const bodyHash = hashOf(await c.req.text());
  const kept = store.get(key);
  if (kept) {
    if (kept.bodyHash !== bodyHash) {
      throw new HttpFailure(422, [
        { message: 'This Idempotency-Key was already used for another request' },
      ]);
    }
    const answer = await kept.answer;
    return c.body(answer.body, answer.status as 200, {
      'Content-Type': answer.type,
      'Idempotent-Replayed': 'true',
    });
  }
  let settle!: (answer: Awaited<Kept['answer']>) => void;
  let abandon!: (error: unknown) => void;
  const answer = new Promise<Awaited<Kept['answer']>>((resolve, reject) => {
    settle = resolve;
    abandon = reject;
  });
  // A waiting duplicate must not see an unhandled rejection when the first call fails.
  answer.catch(() => undefined);
  store.set(key, { bodyHash, answer });
  try {
    await next();
  } catch (error) {
    store.delete(key);
    abandon(error);
    throw error;
  }
  // Only a success is replayed: a refused create may be corrected and sent again with the key.
  if (c.res.status >= 200 && c.res.status < 300) {
    settle({
      status: c.res.status,
      body: await c.res.clone().text(),
      type: c.res.headers.get('Content-Type') ?? 'application/json',
    });
  } else {
    store.delete(key);
    abandon(new HttpFailure(409, [{ message: 'The first request with this key failed' }]));
  }
});
