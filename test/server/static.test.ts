import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createDb } from '../../server/data/db';
import { IMMUTABLE, NO_CACHE } from '../../server/static';

// The built console as the server answers it: hashed assets compressed once and kept (brotli or
// gzip as the browser takes them), never-changing names cached for a year, the rest revalidated.

const dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Console</title>');
const script = `export const words = ${JSON.stringify('shipping '.repeat(500))};\n`;
writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
writeFileSync(join(dist, 'assets', 'tiny-abc123.js'), 'export {};\n');
const { app } = createApp({ distDir: dist, db: createDb() });

const get = async (path: string, encoding?: string) => {
  const response = await app.fetch(
    new Request(`http://localhost${path}`, {
      headers: encoding === undefined ? {} : { 'Accept-Encoding': encoding },
    }),
  );
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

describe('the built console', () => {
  it('answers a hashed asset in brotli when the browser takes it, gzip otherwise, else as it is', async () => {
    const br = await get('/admin/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.response.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(script);
    expect(br.bytes.length).toBeLessThan(script.length / 5);
    const gzip = await get('/admin/assets/app-abc123.js', 'gzip;q=1, br;q=0');
    expect(gzip.response.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(script);
    const plain = await get('/admin/assets/app-abc123.js');
    expect(plain.response.headers.get('Content-Encoding')).toBeNull();
    expect(plain.bytes.toString()).toBe(script);
    for (const { response } of [br, gzip, plain]) {
      expect(response.headers.get('Cache-Control')).toBe(IMMUTABLE);
      expect(response.headers.get('Vary')).toContain('Accept-Encoding');
      expect(response.headers.get('Content-Type')).toMatch(/javascript/);
    }
  });

  it('sends a file too small to gain as it is, and a missing asset is a 404, never the page', async () => {
    const tiny = await get('/admin/assets/tiny-abc123.js', 'br');
    expect(tiny.response.headers.get('Content-Encoding')).toBeNull();
    expect(tiny.bytes.toString()).toBe('export {};\n');
    expect((await get('/admin/assets/gone-000000.js', 'br')).response.status).toBe(404);
  });

  it('answers any other path with index.html, revalidated on every load', async () => {
    const page = await get('/admin/parcels/12');
    expect(page.response.status).toBe(200);
    expect(page.bytes.toString()).toContain('<title>Console</title>');
    expect(page.response.headers.get('Cache-Control')).toBe(NO_CACHE);
  });
});
