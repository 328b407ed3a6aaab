import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';

// The real server process (tsx server/main.ts) over real HTTP: the session cookie, compression
// and dropped connections are things app.fetch under happy-dom cannot show.

type Reply = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

const children: ChildProcess[] = [];
afterAll(() => children.forEach((child) => child.kill()));

function start(...args: string[]): Promise<string> {
  const child = spawn(
    'node_modules/.bin/tsx',
    ['server/main.ts', '--dev', '--port', '0', ...args],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/localhost:(\d+)\/admin\//.exec(output);
      if (match) resolve(`http://localhost:${match[1]}`);
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

function call(
  origin: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: object,
) {
  return new Promise<Reply>((resolve, reject) => {
    const req = request(
      `${origin}${path}`,
      { method, headers: { 'X-Requested-With': 'XMLHttpRequest', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    if (body) {
      req.setHeader('Content-Type', 'application/json');
      req.write(JSON.stringify(body));
    }
    req.end();
  });
}

describe('server/main.ts', () => {
  it('signs in with an httpOnly session cookie and serves the lists through it, gzipped', async () => {
    const origin = await start();
    const login = await call(
      origin,
      'POST',
      '/admin/auth/login',
      {},
      { login: 'staff', password: 'demo' },
    );
    expect(login.status).toBe(200);
    const [cookie = ''] = (login.headers['set-cookie'] as string[] | undefined) ?? [];
    expect(cookie).toMatch(/^admin_session=[0-9a-f]+; Path=\/admin; HttpOnly; SameSite=Lax$/);
    const identifier = JSON.parse(login.body.toString()).user.headerIdentifier;

    const headers = {
      Cookie: cookie.split(';')[0]!,
      'X-USER-IDENTIFIER': identifier,
      'Accept-Encoding': 'gzip',
    };
    const lists = await call(origin, 'GET', '/admin/main/get_all_lists', headers);
    expect(lists.status).toBe(200);
    expect(lists.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(lists.body).toString()).currentUser.login).toBe('staff');

    const elsewhere = await call(origin, 'GET', '/admin/main/get_all_lists', {
      'X-USER-IDENTIFIER': identifier,
    });
    expect(elsewhere.status).toBe(401);
  });

  it('with --fail-rate 1 answers every call with a 503 or a dropped connection', async () => {
    const origin = await start('--fail-rate', '1');
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(origin, 'POST', '/admin/auth/logoutAll', {}, {}).then(
          (reply) => reply.status,
          (error: NodeJS.ErrnoException) => error.code,
        ),
      ),
    );
    for (const outcome of outcomes) expect([503, 'ECONNRESET', 'EPIPE']).toContain(outcome);
  });
});
