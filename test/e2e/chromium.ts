import { existsSync } from 'node:fs';

// The browsers of the end-to-end tests: Debian's packages, never a download (decision 054).

/** The flags every launch takes: no sandbox as root, no GPU, no calls to Google's services. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The full browser (package `chromium`): a PDF viewer, a normal profile for installing. */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell (package `chromium-headless-shell`) when installed: Chromium's old
 * headless mode, about a fifth faster on 2 cores, for every test that needs nothing more.
 */
export const HEADLESS_CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', FULL_CHROMIUM].find((path) => existsSync(path)) ??
  FULL_CHROMIUM;

/** For a spec that needs the full browser: `test.use({ launchOptions: FULL_BROWSER })`. */
export const FULL_BROWSER = { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS };
