import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from './context';
import { HttpFailure } from './http';
import type { KeptAnswer } from './idempotency-store';

// Writes carry an Idempotency-Key (decisions 015 and 053): the same key with the same body from
// the same user answers the first result again instead of writing twice, so a write whose answer
// was lost (a parcel created, income booked) can be sent again safely. The same key with another
// body is refused. Answers are kept for a day, at most 5,000 of them (idempotency-store.ts). The
// guard (rights/guard.ts) runs this for every route declared a write.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[A-Za-z0-9_:-]{8,100}$/;

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
  let settle!: (answer: KeptAnswer) => void;
  let abandon!: (error: unknown) => void;
  const answer = new Promise<KeptAnswer>((resolve, reject) => {
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
