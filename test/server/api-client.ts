import type { createApp } from '../../server/app';
import type { CookielessHost } from '../../server/context';

// A browser stand-in for behaviour tests: one session across calls, the API's XHR header unless
// a test asks for a navigation. Under Node it keeps the real session cookie. Under happy-dom
// (the project's default test environment, which the shared setup file needs) Headers drop
// Cookie and Set-Cookie, so it names its session through the server's bindings and learns of a
// new one from them, as the MSW bridge does; the cookie itself is then covered by
// main-process.test.ts.

type Server = Pick<ReturnType<typeof createApp>, 'app'>;

export type CallOptions = {
  body?: unknown;
  identifier?: string;
  xhr?: boolean;
  headers?: Record<string, string>;
};

// Answers are read loosely here on purpose: test/server/contract/ is where their shapes are checked.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; headers: Headers; body: any; response: Response };

export const cookiesVisible = typeof window === 'undefined';

export function createBrowser(server: Server, origin = 'http://localhost') {
  const cookies = new Map<string, string>();
  let boundSessionId: string | undefined;

  async function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers = new Headers(options.headers);
    if (options.xhr !== false) headers.set('X-Requested-With', 'XMLHttpRequest');
    if (options.identifier !== undefined) headers.set('X-USER-IDENTIFIER', options.identifier);
    if (cookies.size > 0) {
      headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    if (options.body !== undefined) headers.set('Content-Type', 'application/json');
    const request = new Request(`${origin}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const host: CookielessHost = cookiesVisible
      ? {}
      : { sessionId: boundSessionId, onSession: (id) => (boundSessionId = id) };
    const response = await server.app.fetch(request, host);
    for (const line of response.headers.getSetCookie?.() ?? []) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      cookies.set(name.trim(), value.trim());
    }
    const type = response.headers.get('Content-Type') ?? '';
    const body = type.includes('json') ? await response.json() : await response.text();
    return { status: response.status, headers: response.headers, body, response };
  }

  return {
    get: (path: string, options?: CallOptions) => call('GET', path, options),
    post: (path: string, body?: unknown, options?: CallOptions) =>
      call('POST', path, { ...options, body: body ?? {} }),
    delete: (path: string, body?: unknown, options?: CallOptions) =>
      call('DELETE', path, { ...options, body: body ?? {} }),
    /** Signs a demo user in (password `demo`) and returns their header identifier. */
    async login(login: string, password = 'demo'): Promise<string> {
      const answer = await call('POST', '/admin/auth/login', { body: { login, password } });
      if (answer.status !== 200) throw new Error(`login ${login}: ${JSON.stringify(answer.body)}`);
      return answer.body.user.headerIdentifier as string;
    },
  };
}

export const errorsOf = (message: string, fields?: string[]) => ({
  errors: [fields ? { message, fields } : { message }],
});

/** A demo user signed in through the real login call, with calls that act as that account. */
export async function signedInAs(server: Server, login: string) {
  const browser = createBrowser(server);
  const answer = await browser.post('/admin/auth/login', { login, password: 'demo' });
  const identifier = answer.body.user.headerIdentifier as string;
  return {
    printSessionId: answer.body.session_id as string,
    get: (path: string, xhr = true) => browser.get(`/admin${path}`, { identifier, xhr }),
    post: (path: string, body: unknown) => browser.post(`/admin${path}`, body, { identifier }),
    delete: (path: string, body: unknown) => browser.delete(`/admin${path}`, body, { identifier }),
  };
}
