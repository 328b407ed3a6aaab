import { randomBytes } from 'node:crypto';

// A browser session (httpOnly cookie) holds several signed-in accounts, one per
// headerIdentifier; an MFA sign-in is pending until its code is checked.

export type SessionAccount = { userId: number; pendingMfa: boolean };
export type Session = {
  id: string;
  printSessionId: string;
  accounts: Map<string, SessionAccount>;
};

export const SESSION_COOKIE = 'admin_session';

const token = (bytes: number) => randomBytes(bytes).toString('hex');

export class SessionStore {
  #sessions = new Map<string, Session>();

  get size(): number {
    return this.#sessions.size;
  }

  get(id: string | undefined): Session | undefined {
    return id ? this.#sessions.get(id) : undefined;
  }

  create(): Session {
    const session: Session = { id: token(24), printSessionId: token(16), accounts: new Map() };
    this.#sessions.set(session.id, session);
    return session;
  }

  signIn(session: Session, userId: number, pendingMfa = false): string {
    const identifier = token(12);
    session.accounts.set(identifier, { userId, pendingMfa });
    return identifier;
  }

  /** The print-link session id (spec a section 7) finds its session. */
  byPrintId(printSessionId: string): Session | undefined {
    for (const session of this.#sessions.values()) {
      if (session.printSessionId === printSessionId) return session;
    }
    return undefined;
  }
}
