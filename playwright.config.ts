import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production
// build served by the reference server, exactly as `npm start` serves it.
const port = Number(process.env.E2E_PORT ?? 5055);
// Another build than dist/ (e.g. a second working copy's), as offline.spec.ts reads it too.
const dist = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A 2-core CI machine runs the production server and Chromium side by side: room for the longest
  // flows (axe runs included); assertions keep their own 7 s.
  timeout: 40_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: `npx tsx server/main.ts --port ${port} --dist ${dist}`,
    url: `http://localhost:${port}/admin/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
