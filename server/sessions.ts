import { randomBytes } from 'node:crypto';

// A browser session (httpOnly cookie) holds several signed-in accounts, one per
// headerIdentifier; an MFA sign-in is pending until its code is checked. Each account expires on
// its own after an idle time and an absolute time (decision 015); a session with no account left
// is deleted, so the next sign-in starts a new one (new cookie, new print id: no fixation).

export type SessionAccount = {
  userId: number;
  pendingMfa: boolean;
  signedInAt: number;
  lastSeenAt: number;
  /** Wrong MFA codes given for this pending sign-in. */
  mfaFailures: number;
};

export type Session = {
  id: string;
  printSessionId: string;
  createdAt: number;
  accounts: Map<string, SessionAccount>;
};

export const SESSION_COOKIE = 'admin_session';

/** Decision 015: a working shift without a call signs an account out; a day at most. */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 24 * 60 * 60 * 1000;
/** A pending MFA sign-in has this long to give its code. */
export const PENDING_MFA_MS = 10 * 60 * 1000;

export type SessionTimes = {
  idleMs?: number;
  absoluteMs?: number;
  /** The clock, in ms; tests move it. */
  now?: () => number;
};

const token = (bytes: number) => randomBytes(bytes).toString('hex');

export class SessionStore {
  #sessions = new Map<string, Session>();
  readonly #idleMs: number;
  readonly #absoluteMs: number;
  readonly #now: () => number;

  constructor(times: SessionTimes = {}) {
    this.#idleMs = times.idleMs ?? SESSION_IDLE_MS;
    this.#absoluteMs = times.absoluteMs ?? SESSION_ABSOLUTE_MS;
    this.#now = times.now ?? Date.now;
  }

  get size(): number {
    return this.#sessions.size;
  }

  /** The live session behind an id, its expired accounts dropped; none once all are gone. */
  get(id: string | undefined): Session | undefined {
    const session = id ? this.#sessions.get(id) : undefined;
    if (!session) return undefined;
    this.#prune(session);
    return this.#sessions.has(session.id) ? session : undefined;
  }

  /** A new session; it lives only while it holds an account, so sign one in straight away. */
  create(): Session {
    const session: Session = {
      id: token(24),
      printSessionId: token(16),
      createdAt: this.#now(),
      accounts: new Map(),
    };
    // Swept before the new one joins: it holds no account until its sign-in, a moment later.
    this.#sweep();
    this.#sessions.set(session.id, session);
    return session;
  }

  /** True when no account is fully signed in: a sign-in then starts a new session. */
  isEmpty(session: Session): boolean {
    return ![...session.accounts.values()].some((account) => !account.pendingMfa);
  }

  /**
   * Signs a user in and returns the new identifier. The same user signing in again replaces
   * (revokes) their earlier identifier in this session, as the console replaces the account.
   */
  signIn(session: Session, userId: number, pendingMfa = false): string {
    for (const [identifier, account] of session.accounts) {
      if (account.userId === userId) session.accounts.delete(identifier);
    }
    const identifier = token(12);
    const now = this.#now();
    session.accounts.set(identifier, {
      userId,
      pendingMfa,
      signedInAt: now,
      lastSeenAt: now,
      mfaFailures: 0,
    });
    return identifier;
  }

  /** The live account behind an identifier; using it keeps it alive. */
  use(session: Session | undefined, identifier: string): SessionAccount | undefined {
    if (!session) return undefined;
    this.#prune(session);
    const account = session.accounts.get(identifier);
    if (account) account.lastSeenAt = this.#now();
    return account;
  }

  /** Logout: the identifier stops working at once; an emptied session goes with it. */
  revoke(session: Session, identifier: string): void {
    session.accounts.delete(identifier);
    if (session.accounts.size === 0) this.#sessions.delete(session.id);
  }

  /** Logout of all: the session, its accounts and its print id are gone. */
  destroy(session: Session): void {
    session.accounts.clear();
    this.#sessions.delete(session.id);
  }

  /** The print-link session id (spec a section 7) finds its live session. */
  byPrintId(printSessionId: string): Session | undefined {
    if (!printSessionId) return undefined;
    for (const session of this.#sessions.values()) {
      if (session.printSessionId === printSessionId) return this.get(session.id);
    }
    return undefined;
  }

  #expired(account: SessionAccount, now: number): boolean {
    const idle = account.pendingMfa ? Math.min(PENDING_MFA_MS, this.#idleMs) : this.#idleMs;
    return now - account.lastSeenAt > idle || now - account.signedInAt > this.#absoluteMs;
  }

  /** Drops expired accounts; a session left with none is deleted (its print id with it). */
  #prune(session: Session): void {
    const now = this.#now();
    for (const [identifier, account] of session.accounts) {
      if (this.#expired(account, now)) session.accounts.delete(identifier);
    }
    if (session.accounts.size === 0) this.#sessions.delete(session.id);
  }

  /** Drops expired sessions now and then, so abandoned ones do not pile up. */
  #sweep(): void {
    if (this.#sessions.size % 64 !== 63) return;
    for (const session of [...this.#sessions.values()]) this.#prune(session);
  }
}
