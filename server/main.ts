import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createApp } from './app';

// `npm start` / `npm run serve`: the built console and the /admin API on one origin.
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    latency: { type: 'string' },
    'fail-rate': { type: 'string' },
    dist: { type: 'string' },
    dev: { type: 'boolean', default: false },
  },
});

const number = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a number >= 0`);
  return parsed;
};

const port = number(values.port ?? process.env.PORT, 5000, 'port');
const latencyMs = number(values.latency ?? process.env.LATENCY, 0, 'latency');
const failRate = Math.min(1, number(values['fail-rate'] ?? process.env.FAIL_RATE, 0, 'fail-rate'));
// The default dist is optional (API-only until a build exists); an explicit --dist must exist.
const distDir = values.dev ? undefined : resolve(values.dist ?? 'dist');
if (values.dist && !existsSync(resolve(values.dist, 'index.html'))) {
  throw new Error(`--dist ${values.dist}: no index.html there`);
}

const started = performance.now();
const { app, db } = createApp({ distDir, latencyMs, failRate });
const seededMs = Math.round(performance.now() - started);

serve({ fetch: app.fetch, port }, (info) => {
  // info.port, not `port`: with --port 0 the system picks one (the process test relies on it).
  console.log(
    `Reference server on http://localhost:${info.port}/admin/ (data seeded in ${seededMs} ms)`,
  );
  if (!distDir) console.log('Dev mode: API only; the console is served by Vite.');
  else if (!existsSync(resolve(distDir, 'index.html'))) {
    console.log('No build found: run `npm run build` first, or use `npm run dev`.');
  }
  if (latencyMs || failRate) console.log(`Network: +${latencyMs} ms, fail rate ${failRate}`);
  console.log(
    `${db.users.length} users, ${db.services.length} services. Demo logins (password "demo"):`,
  );
  console.log(
    '  superadmin, staff, client, teamlead, viewer (read-only), mfa (MFA code 123456); blocked is refused',
  );
  console.log('  links: token "demo-token" (activation; recovery and confirmation for staff)');
});
