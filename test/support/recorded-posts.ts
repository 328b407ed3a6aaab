import { afterEach, beforeEach } from 'vitest';
import { apiServer } from './api-server';

export type PostedCall = { path: string; body: unknown };

/**
 * The JSON bodies the screen under test POSTs to the reference server, in order, fresh for each
 * test. Call at the top of a test file; it installs its own hooks.
 */
export function recordPosts(): PostedCall[] {
  const posted: PostedCall[] = [];
  beforeEach(() => {
    posted.length = 0;
    apiServer.events.on('request:start', ({ request }) => {
      if (request.method !== 'POST') return;
      const path = new URL(request.url).pathname;
      void request
        .clone()
        .json()
        .then((body: unknown) => posted.push({ path, body }))
        .catch(() => undefined);
    });
  });
  afterEach(() => apiServer.events.removeAllListeners());
  return posted;
}
