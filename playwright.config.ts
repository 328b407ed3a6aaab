import { readdirSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_CHROMIUM } from './test/e2e/chromium';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production
// build served by the reference server, exactly as `npm start` serves it.
const port = Number(process.env.E2E_PORT ?? 5055);

// Two workers, each with its own reference server (its own sessions, attempt limits and
// writes), so one worker's sign-ins never replace the other's. The spec files are split into two
// groups of about the same running time (decision 020); a new spec joins the shorter group.
const GROUPS = [
  [
    'offline',
    'parcels',
    'routes',
    'pallets',
    'requests-log',
    'services',
    'services-settings',
    'users-access',
    'tracking-mapping',
    'cron-robots-schedule',
    'label-builder',
    'pudo-points',
    'carriers',
    'billing-operations',
    'bulk-labels',
    'saved-views',
  ],
  [
    'sign-in',
    'first-visit',
    'dashboard-statistics',
    'accounts',
    'record-tabs',
    'focus-and-items',
    'layout',
    'health-check',
    'services-credentials',
    'users',
    'barcode-ranges',
    'carrier-error-mapping',
    'cron-robots',
    'tracking-mapping-overview',
    'api-console',
    'manual-runs',
    'billing-clients',
    'palette',
    'list-export',
    'rights',
  ],
] as const;
const grouped = new Set<string>(GROUPS.flat());
const ungrouped = readdirSync('test/e2e')
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => file.replace(/\.spec\.ts$/, ''))
  .filter((name) => !grouped.has(name));
// A spec in no group would never run: say so rather than skip it.
if (ungrouped.length > 0)
  throw new Error(`Add ${ungrouped.join(', ')} to GROUPS in playwright.config.ts`);
const servers = GROUPS.map((_, index) => port + index);
const inGroup = (files: readonly string[]) => files.map((file) => `**/${file}.spec.ts`);
// Another build than dist/ (e.g. a second working copy's), as offline.spec.ts reads it too.
const dist = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: GROUPS.length,
  // A flaky test is a defect to fix at its cause, never retried away.
  retries: 0,
  // Timeouts are a last guard, never a pass mark (decision 054): far above the slowest run
  // measured while other jobs kept both cores busy, so a slow or busy machine changes how long
  // the suite takes, not its result.
  timeout: 600_000,
  expect: { timeout: 90_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // Recording a trace costs every test a fifth of its time (DOM snapshots and screencast
    // frames for each step, thrown away when it passes): 12 min against 8 for the suite on 2 cores
    // (decision 056). A failure keeps its screenshot and the list reporter's step; to look
    // closer, run the spec again with E2E_TRACE=1.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: HEADLESS_CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  projects: GROUPS.map((files, index) => ({
    name: `chromium-${index + 1}`,
    testMatch: inGroup(files),
    // One worker per group: its files run one after another against the group's server.
    workers: 1,
    use: {
      ...devices['Desktop Chrome'],
      viewport: { width: 1280, height: 800 },
      // Each test's fresh context would install the service worker and precache every chunk
      // (some 140 files) while the test runs: on 2 cores that slowed every test. Only the tests of
      // offline behaviour and the first visit let it in (`test.use({ serviceWorkers: 'allow' })`).
      serviceWorkers: 'block',
      baseURL: `http://localhost:${servers[index]}`,
    },
  })),
  webServer: servers.map((serverPort) => ({
    command: `npx tsx server/main.ts --port ${serverPort} --dist ${dist}`,
    url: `http://localhost:${serverPort}/admin/`,
    // Always a fresh, freshly seeded server: tests write, and a server left from another run (or
    // another working copy on the same E2E_PORT) would answer with its state.
    reuseExistingServer: false,
    // A last guard (decision 054): the server is up when it answers, however busy the machine.
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
