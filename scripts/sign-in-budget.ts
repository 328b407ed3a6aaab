// What the sign-in page (/admin/login) loads, counted from the production build: the files
// index.html names (scripts, module preloads, stylesheets), everything they import statically
// according to Vite's manifest (dist/.vite/manifest.json), and the login route's own chunks if
// it is ever split off again. Each file is gzipped on its own, as the server sends it. Used by
// scripts/check-sign-in-budget.ts (in `npm test`) and by `npm run bench` (decision 017).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Decision 017: at most 170 KB gzip of JS and 20 JS and CSS files on the sign-in page. */
export const SIGN_IN_BUDGET = { jsKb: 170, files: 20 } as const;

/** Strings only the sign-in screen's code holds: proof that its code was counted. */
export const SIGN_IN_MARKERS = ['Forgot password?', 'current-password'] as const;

/**
 * A route id only the full router's route tree holds: the sign-in page loads the public router
 * and must not carry the signed-in screens' routes (decision 042).
 */
export const FULL_ROUTER_MARKER = '/_app/dashboard';

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type SignInFile = { file: string; kind: 'js' | 'css'; bytes: number; gzipBytes: number };
export type SignInLoad = {
  files: SignInFile[];
  jsKb: number;
  cssKb: number;
  fileCount: number;
  entry: string;
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** `src` and `href` of the tags Vite writes into index.html, relative to the build. */
export function htmlAssets(html: string, base = '/admin/'): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const files: string[] = [];
  for (const tag of tags) {
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isLink = /rel="(modulepreload|stylesheet)"/.test(tag);
    if (!isScript && !isLink) continue;
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (url?.startsWith(base) && /\.(js|css)$/.test(url)) files.push(url.slice(base.length));
  }
  return files;
}

export function signInLoad(distDir: string): SignInLoad {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`No ${manifestPath}: build first (npm run build), with build.manifest on`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');

  const entry = Object.values(manifest).find(
    (chunk) => chunk.isEntry && chunk.src === 'index.html',
  );
  if (!entry) throw new Error('The manifest has no entry chunk for index.html');
  const fromHtml = htmlAssets(html);
  if (!fromHtml.includes(entry.file)) {
    throw new Error(`index.html does not load the entry chunk ${entry.file}`);
  }

  const files = new Set<string>(fromHtml);
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry) ?? 'index.html';
  visit(entryKey);
  // The login route's split chunks, if the router plugin ever splits it off again.
  Object.keys(manifest)
    .filter((key) => manifest[key]?.src?.startsWith('src/routes/login.tsx'))
    .forEach(visit);

  const counted = [...files].sort().map((file): SignInFile => {
    const body = readFileSync(join(distDir, file));
    return {
      file,
      kind: file.endsWith('.css') ? 'css' : 'js',
      bytes: body.length,
      gzipBytes: gzipSync(body).length,
    };
  });
  const js = counted.filter((file) => file.kind === 'js');
  const code = js.map((file) => readFileSync(join(distDir, file.file), 'utf8')).join('\n');
  const missing = SIGN_IN_MARKERS.filter((marker) => !code.includes(marker));
  if (missing.length > 0) {
    throw new Error(`The counted files lack the sign-in screen's code (${missing.join(', ')})`);
  }
  if (code.includes(FULL_ROUTER_MARKER)) {
    throw new Error(
      `The sign-in page carries the full route tree (${FULL_ROUTER_MARKER}); it belongs in the signed-in chunk (decision 042)`,
    );
  }
  const sum = (list: SignInFile[]) => list.reduce((total, file) => total + file.gzipBytes, 0);
  return {
    files: counted,
    jsKb: kb(sum(js)),
    cssKb: kb(sum(counted.filter((file) => file.kind === 'css'))),
    fileCount: counted.length,
    entry: entry.file,
  };
}

/** The budget's verdicts, one line each; empty when the load is within budget. */
export function overBudget(load: Pick<SignInLoad, 'jsKb' | 'fileCount'>): string[] {
  const problems: string[] = [];
  if (load.jsKb > SIGN_IN_BUDGET.jsKb) {
    problems.push(`JS ${load.jsKb} KB gzip > ${SIGN_IN_BUDGET.jsKb} KB`);
  }
  if (load.fileCount > SIGN_IN_BUDGET.files) {
    problems.push(`${load.fileCount} JS and CSS files > ${SIGN_IN_BUDGET.files}`);
  }
  return problems;
}
