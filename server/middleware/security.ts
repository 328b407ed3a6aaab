import { createMiddleware } from 'hono/factory';
import { isDropped } from './network';

// ARCHITECTURE.md, Security: a strict CSP (Mantine needs inline styles, never inline scripts),
// nosniff, and Vary so caches keep the HTML and JSON answers of one URL apart.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // WebAssembly only (the in-browser ZPL label renderer), never eval.
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-src 'self' blob: data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  if (isDropped(c.res)) return;
  c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'same-origin');
  // For browsers that predate frame-ancestors: the console is never framed.
  c.header('X-Frame-Options', 'DENY');
  c.header('Vary', 'X-Requested-With', { append: true });
});
