import * as v from 'valibot';
import { expect } from 'vitest';
import { createApp } from '../../../server/app';
import { createBrowser } from '../api-client';

// The contract tests' helpers (test/server/contract/*.test.ts): every success answer of the demo
// endpoints, parsed with the client's own schemas, so a server change that the client would reject
// fails there first.

export const setup = () => {
  const server = createApp();
  return { browser: createBrowser(server), db: server.db };
};
export const idOf = (db: ReturnType<typeof createApp>['db'], login: string) =>
  db.users.find((u) => u.login === login)!.id;

type Browser = ReturnType<typeof setup>['browser'];
/**
 * GET calls made as their login (one sign-in each), answered 200 and parsed by the schema; the
 * sign-ins are handed back for the writes that follow.
 */
export async function expectGetsParse(
  browser: Browser,
  calls: ReadonlyArray<readonly [login: string, path: string, schema: v.GenericSchema]>,
) {
  const identifiers = new Map<string, string>();
  for (const [login, path, schema] of calls) {
    if (!identifiers.has(login)) identifiers.set(login, await browser.login(login));
    const answer = await browser.get(`/admin${path}`, { identifier: identifiers.get(login) });
    expect(answer.status, path).toBe(200);
    expect(v.safeParse(schema, answer.body).success, `${login} ${path}`).toBe(true);
  }
  return identifiers;
}
