import { http, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import { createApp } from '../../server/app';
import type { CookielessHost } from '../../server/context';

// Component tests talk to the reference server's own handlers through MSW, so tests and the
// running app share one API. happy-dom drops Cookie and Set-Cookie headers (as browsers hide
// them from scripts), so the bridge names the browser session through the server's bindings and
// learns of a new one (a sign-in after a full logout starts one) from them.

let instance = createApp({});
let sessionId: string | undefined;
const host: CookielessHost = {
  get sessionId() {
    return sessionId;
  },
  onSession: (id) => {
    sessionId = id;
  },
};

export function apiDb() {
  return instance.db;
}

/** A fresh browser session; pass `fresh` for a fresh dataset too. */
export function resetApiSession(options: { fresh?: boolean } = {}): void {
  if (options.fresh) instance = createApp({});
  sessionId = undefined;
}

/**
 * Signs a seeded user into this browser's session on the server, as POST /auth/login would once
 * the password is checked, without checking it: the screen tests sign in hundreds of times, and
 * scrypt costs about 70 ms each (the login form's own tests use the real call). Answers what
 * the console keeps of a sign-in.
 */
export function signInOnServer(login: string) {
  const user = instance.db.users.find((u) => u.login === login);
  if (!user || !user.active) throw new Error(`${login} cannot sign in`);
  let session = instance.sessions.get(sessionId);
  if (!session || instance.sessions.isEmpty(session)) {
    session = instance.sessions.create();
    sessionId = session.id;
  }
  const headerIdentifier = instance.sessions.signIn(session, user.id);
  return { id: user.id, headerIdentifier, printSessionId: session.printSessionId };
}

/** Answers a request with the reference server, as the real one would. */
export function forward(request: Request): Promise<Response> {
  return Promise.resolve(instance.app.fetch(request, host));
}

export const apiServer = setupServer(
  http.all('*', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/admin/')) return passthrough();
    return forward(request);
  }),
);
