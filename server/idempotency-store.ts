// The answers kept per Idempotency-Key (server/idempotency.ts): a day, at most MAX_KEPT of them,
// oldest out first. Its own file, so the request context can name it without the middleware.

const KEEP_MS = 24 * 60 * 60 * 1000;
const MAX_KEPT = 5_000;

/** A write's first answer, kept under its key. */
export type KeptAnswer = { status: number; body: string; type: string };

type Kept = {
  bodyHash: string;
  keptAt: number;
  /** The first answer, once it is known; a second call meanwhile waits for it. */
  answer: Promise<KeptAnswer>;
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
