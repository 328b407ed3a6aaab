import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';

// The built app on the same origin as the API: hashed assets are cached for a year, everything
// else (index.html, the service worker, the manifest) is revalidated on every load.

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

export function assetsHashOf(distDir: string | undefined): string {
  const index = distDir ? join(distDir, 'index.html') : '';
  if (!distDir || !existsSync(index)) return 'dev';
  return createHash('sha256').update(readFileSync(index)).digest('hex').slice(0, 12);
}

function resolveInside(root: string, relative: string): string | null {
  const full = normalize(join(root, relative));
  return full === root || full.startsWith(root.endsWith(sep) ? root : root + sep) ? full : null;
}

export function staticHandler(distDir: string | undefined) {
  const root = distDir ? normalize(distDir) : undefined;
  return async (c: Context) => {
    if (!root || !existsSync(join(root, 'index.html'))) {
      return c.text('The console is not built: run `npm run build` (or use `npm run dev`).', 404);
    }
    // c.req.path is already percent-decoded; resolveInside keeps `..` from leaving the root.
    const relative = c.req.path.replace(/^\/admin\/?/, '');
    const file = relative ? resolveInside(root, relative) : null;
    if (file && existsSync(file) && statSync(file).isFile()) {
      const hashed = relative.startsWith('assets/');
      return c.body(await readFile(file), 200, {
        'Content-Type': getMimeType(file) ?? 'application/octet-stream',
        'Cache-Control': hashed ? IMMUTABLE : NO_CACHE,
      });
    }
    // A missing hashed asset is a 404, never index.html: the app can tell a stale chunk.
    if (relative.startsWith('assets/')) return c.text('Not found', 404);
    return c.body(await readFile(join(root, 'index.html')), 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': NO_CACHE,
    });
  };
}
