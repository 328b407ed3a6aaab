import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FULL_ROUTER_MARKER,
  htmlAssets,
  overBudget,
  signInLoad,
} from '../../scripts/sign-in-budget';

// The counting behind `npm run check:budget` on a small build of its own; the check itself runs
// on the real build in `npm test`.

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function build(files: Record<string, string>, manifest: object, html: string) {
  dist = mkdtempSync(join(tmpdir(), 'budget-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dist, name), body);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dist, 'index.html'), html);
  return dist;
}

const HTML = `<!doctype html><html><head>
<script type="module" crossorigin src="/admin/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/admin/assets/vendor-1.js">
<link rel="stylesheet" crossorigin href="/admin/assets/vendor-1.css">
<link rel="icon" href="/admin/favicon.svg">
<link rel="manifest" href="/admin/manifest.webmanifest"></head></html>`;

const FILES = {
  'assets/index-1.js': 'import "./vendor-1.js"; console.log("entry")',
  'assets/vendor-1.js': 'export const v = "vendor";',
  'assets/vendor-1.css': 'body{margin:0}',
  'assets/login-1.js': 'export const l = ["Forgot password?", "current-password"];',
  'assets/shared-1.js': 'export const s = 1;',
  'assets/shared-1.css': '.s{color:red}',
  'assets/dashboard-1.js': 'export const d = "not on the sign-in page";',
};

const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-1.js'],
  },
  '_vendor-1.js': { file: 'assets/vendor-1.js', css: ['assets/vendor-1.css'] },
  'src/routes/login.tsx?tsr-split=component': {
    file: 'assets/login-1.js',
    src: 'src/routes/login.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['_vendor-1.js', '_shared-1.js'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
  'src/routes/_app/dashboard.tsx?tsr-split=component': {
    file: 'assets/dashboard-1.js',
    src: 'src/routes/_app/dashboard.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['_shared-1.js'],
  },
};

describe('the sign-in page budget count', () => {
  it('reads the scripts, preloads and stylesheets of index.html, not icons or the manifest', () => {
    expect(htmlAssets(HTML)).toEqual([
      'assets/index-1.js',
      'assets/vendor-1.js',
      'assets/vendor-1.css',
    ]);
  });

  it("follows the entry's and the login route's static imports and styles, and nothing else", () => {
    const load = signInLoad(build(FILES, MANIFEST, HTML));
    expect(load.entry).toBe('assets/index-1.js');
    expect(load.files.map((file) => file.file)).toEqual([
      'assets/index-1.js',
      'assets/login-1.js',
      'assets/shared-1.css',
      'assets/shared-1.js',
      'assets/vendor-1.css',
      'assets/vendor-1.js',
    ]);
    expect(load.fileCount).toBe(6);
    const gzip = (kind: 'js' | 'css') =>
      load.files
        .filter((file) => file.kind === kind)
        .reduce((sum, file) => sum + file.gzipBytes, 0);
    expect(load.jsKb).toBeCloseTo(gzip('js') / 1024, 1);
    expect(load.cssKb).toBeCloseTo(gzip('css') / 1024, 1);
  });

  it('cannot pass without a manifest, an entry in index.html or the sign-in screen, or with the route tree', () => {
    expect(() => signInLoad(build(FILES, {}, HTML))).toThrow('no entry chunk');
    rmSync(dist, { recursive: true, force: true });
    expect(() =>
      signInLoad(build(FILES, MANIFEST, HTML.replace('index-1.js', 'other.js'))),
    ).toThrow('does not load the entry chunk');
    rmSync(dist, { recursive: true, force: true });
    const withoutLogin: Record<string, unknown> = { ...MANIFEST };
    delete withoutLogin['src/routes/login.tsx?tsr-split=component'];
    expect(() => signInLoad(build(FILES, withoutLogin, HTML))).toThrow(
      "lack the sign-in screen's code",
    );
    rmSync(dist, { recursive: true, force: true });
    const withRouteTree = {
      ...FILES,
      'assets/vendor-1.js': `export const tree = ["${FULL_ROUTER_MARKER}"];`,
    };
    expect(() => signInLoad(build(withRouteTree, MANIFEST, HTML))).toThrow(
      'carries the full route tree',
    );
    rmSync(dist, { recursive: true, force: true });
    dist = mkdtempSync(join(tmpdir(), 'budget-'));
    expect(() => signInLoad(dist)).toThrow('build first');
  });

  it('is over budget past 170 KB gzip of JS or 20 files', () => {
    expect(overBudget({ jsKb: 170, fileCount: 20 })).toEqual([]);
    expect(overBudget({ jsKb: 170.1, fileCount: 21 })).toEqual([
      'JS 170.1 KB gzip > 170 KB',
      '21 JS and CSS files > 20',
    ]);
  });
});
