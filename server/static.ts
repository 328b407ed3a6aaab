import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
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

type Encoded = { type: string; raw: Buffer; br?: Buffer; gzip?: Buffer };

/**
 * Hashed assets never change, so each is compressed once, on first request, and kept: brotli for
 * browsers that take it (smaller than gzip, which matters on a phone's network), gzip otherwise.
 * Compressing them again on every request cost the server CPU on every first visit.
 */
const encodedAssets = new Map<string, Encoded>();

async function encodedAsset(file: string): Promise<Encoded> {
  const kept = encodedAssets.get(file);
  if (kept) return kept;
  const type = getMimeType(file) ?? 'application/octet-stream';
  const raw = await readFile(file);
  const asset: Encoded = { type, raw };
  if (COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) && raw.length >= 1024) {
    asset.br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    asset.gzip = gzipSync(raw, { level: 9 });
  }
  encodedAssets.set(file, asset);
  return asset;
}

/** The encoding to answer with: brotli, then gzip, when the browser takes it (q above 0). */
function chosenEncoding(c: Context, asset: Encoded): 'br' | 'gzip' | undefined {
  const accepted = (c.req.header('Accept-Encoding') ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.split('=')[1]) > 0)
    .map(([name]) => name?.trim().toLowerCase());
  if (asset.br && accepted.includes('br')) return 'br';
  if (asset.gzip && accepted.includes('gzip')) return 'gzip';
  return undefined;
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
      if (hashed) {
        const asset = await encodedAsset(file);
        const encoding = chosenEncoding(c, asset);
        const headers: Record<string, string> = {
          'Content-Type': asset.type,
          'Cache-Control': IMMUTABLE,
          Vary: 'Accept-Encoding',
        };
        if (encoding) headers['Content-Encoding'] = encoding;
        return c.body(new Uint8Array(encoding ? asset[encoding]! : asset.raw), 200, headers);
      }
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
