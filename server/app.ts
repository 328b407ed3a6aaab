import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { accountLinkRoutes } from './api/account-links';
import { authRoutes } from './api/auth';
import { dashboardRoutes } from './api/dashboard';
import { listRoutes } from './api/lists';
import { palletRoutes } from './api/pallets';
import { parcelRoutes } from './api/parcels';
import { statisticsRoutes } from './api/statistics';
import { type ApiEnv, sessionMiddleware } from './context';
import { createDb, type Db } from './data/db';
import { HttpFailure } from './http';
import { isDropped, networkConditions } from './middleware/network';
import { securityHeaders } from './middleware/security';
import { SessionStore } from './sessions';
import { assetsHashOf, staticHandler } from './static';

export type AppOptions = {
  /** The built console (`dist`); without it only the API answers. */
  distDir?: string;
  latencyMs?: number;
  failRate?: number;
  /** Chooses which calls fail; tests inject a fixed sequence. */
  random?: () => number;
  /** A prepared dataset, e.g. one shared by several apps in a test. */
  db?: Db;
};

const isXhr = (header: string | undefined) => header === 'XMLHttpRequest';
// Print links (spec a section 7) are opened by the browser itself, so they carry no XHR header.
const PRINT_LINK = /^\/admin\/(parcels|pallets)\/get_label$/;

function createApi(db: Db, sessions: SessionStore, assetsHash: string, options: AppOptions) {
  const api = new Hono<ApiEnv>()
    .use(async (c, next) => {
      await next();
      // Lets an open tab notice a new build (spec a: the assets hash of every answer).
      if (!isDropped(c.res)) c.header('assets-hash', assetsHash);
    })
    .use(
      networkConditions({
        latencyMs: options.latencyMs ?? 0,
        failRate: options.failRate ?? 0,
        random: options.random ?? Math.random,
      }),
    )
    .use(sessionMiddleware(db, sessions))
    .route('/', authRoutes)
    .route('/', accountLinkRoutes)
    .route('/', listRoutes)
    .route('/', parcelRoutes)
    .route('/', palletRoutes)
    .route('/', dashboardRoutes)
    .route('/', statisticsRoutes);
  api.notFound((c) => c.json({ errors: [{ message: 'Not found' }] }, 404));
  api.onError((error, c) => {
    if (error instanceof HttpFailure) return c.json({ errors: error.errors }, error.status);
    console.error(error);
    return c.json({ errors: [{ message: 'Internal server error' }] }, 500);
  });
  return api;
}

/** The whole reference server, not listening: tests and MSW call `app.fetch(request, env?)`. */
export function createApp(options: AppOptions = {}) {
  const db = options.db ?? createDb();
  const sessions = new SessionStore();
  const assetsHash = assetsHashOf(options.distDir);
  const api = createApi(db, sessions, assetsHash, options);

  const app = new Hono();
  app.use(securityHeaders);
  app.use(compress());
  app.get('/', (c) => c.redirect('/admin/'));
  app.get('/admin', (c) => c.redirect('/admin/'));
  // One URL space for HTML and JSON: the XHR header alone sends a request to the API.
  app.all('/admin/*', async (c, next) => {
    if (!isXhr(c.req.header('X-Requested-With')) && !PRINT_LINK.test(c.req.path)) return next();
    const url = new URL(c.req.url);
    url.pathname = url.pathname.replace(/^\/admin/, '');
    return api.fetch(new Request(url, c.req.raw), c.env);
  });
  app.get('/admin/*', staticHandler(options.distDir));
  app.onError((error, c) => {
    console.error(error);
    return c.text('Internal server error', 500);
  });
  return { app, db, sessions, assetsHash };
}
