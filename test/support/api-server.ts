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
