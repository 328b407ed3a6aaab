import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { accountLinkRoutes } from './areas/auth/account-link-routes';
import { authRoutes } from './areas/auth/routes';
import { barcodeRangeRoutes } from './areas/barcode-ranges/routes';
import { carrierErrorRoutes } from './areas/carrier-error-mapping/routes';
import { cronRobotRoutes } from './areas/cron-robots/routes';
import { dashboardRoutes } from './areas/dashboard/routes';
import { healthCheckRoutes } from './areas/health-check/routes';
import { listRoutes } from './areas/lists/routes';
import { labelBuilderRoutes } from './areas/label-builder/routes';
import { appVersionRoutes } from './areas/app-version/routes';
import { apiConsoleRoutes } from './areas/api-console/routes';
import { pudoPointRoutes } from './areas/pudo-points/routes';
import { holidayRoutes } from './areas/holidays/routes';
import { manualRunRoutes } from './areas/manual-runs/routes';
import { carriersDocsRoutes } from './areas/carriers-docs/routes';
import { billingClientRoutes } from './areas/billing-clients/routes';
import { billingPriceRoutes } from './areas/billing-prices/routes';
import { billingOperationRoutes } from './areas/billing-operations/routes';
import { palletRoutes } from './areas/pallets/routes';
import { parcelRoutes } from './areas/parcels/routes';
import { requestsLogRoutes } from './areas/requests-log/routes';
import { serviceRoutes } from './areas/services/routes';
import { statisticsRoutes } from './areas/statistics/routes';
import { trackingMappingRoutes } from './areas/tracking-mapping/routes';
import { userRoutes } from './areas/users/routes';
import { type ApiEnv, type ServerState, sessionMiddleware } from './context';
import { createDb, type Db } from './data/db';
import { HttpFailure, limitBody } from './http';
import { IdempotencyStore } from './idempotency-store';
import { isDropped, networkConditions } from './middleware/network';
import { securityHeaders } from './middleware/security';
import { createLimiters, type Limit } from './rate-limit';
import { rightsGuard } from './rights/guard';
import { ROUTE_RIGHTS } from './rights/registry';
import { type SessionTimes, SessionStore } from './sessions';
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
  /** Session lifetimes and the clock of sessions, attempt counters and kept answers. */
  sessionTimes?: SessionTimes;
  /** Attempt limits (rate-limit.ts); tests lower or raise them. */
  limits?: { login?: Limit; address?: Limit };
};

/** The largest request body the API reads (decision 015); larger ones get 413 unread. */
export const MAX_BODY_BYTES = 1024 * 1024;

const isXhr = (header: string | undefined) => header === 'XMLHttpRequest';
// Print links (spec a section 7) are opened by the browser itself, so they carry no XHR header.
const PRINT_LINK = /^\/admin\/(parcels|pallets|label_builder)\/get_label$/;

function createApi(state: ServerState, assetsHash: string, options: AppOptions) {
  const api = new Hono<ApiEnv>()
    .use(async (c, next) => {
      await next();
      if (isDropped(c.res)) return;
      // Lets an open tab notice a new build (spec a: the assets hash of every answer).
      c.header('assets-hash', assetsHash);
      // Answers are per account and may hold personal data: no cache keeps them.
      c.header('Cache-Control', 'no-store');
    })
    .use(
      networkConditions({
        latencyMs: options.latencyMs ?? 0,
        failRate: options.failRate ?? 0,
        random: options.random ?? Math.random,
      }),
    )
    .use(limitBody(MAX_BODY_BYTES))
    .use(sessionMiddleware(state))
    .use(rightsGuard(ROUTE_RIGHTS))
    .route('/', authRoutes)
    .route('/', accountLinkRoutes)
    .route('/', listRoutes)
    .route('/', parcelRoutes)
    .route('/', palletRoutes)
    .route('/', dashboardRoutes)
    .route('/', statisticsRoutes)
    .route('/', requestsLogRoutes)
    .route('/', healthCheckRoutes)
    .route('/', serviceRoutes)
    .route('/', barcodeRangeRoutes)
    .route('/', carrierErrorRoutes)
    .route('/', cronRobotRoutes)
    .route('/', userRoutes)
    .route('/', trackingMappingRoutes)
    .route('/', labelBuilderRoutes)
    .route('/', appVersionRoutes)
    .route('/', apiConsoleRoutes)
    .route('/', pudoPointRoutes)
    .route('/', holidayRoutes)
    .route('/', manualRunRoutes)
    .route('/', carriersDocsRoutes)
    .route('/', billingClientRoutes)
    .route('/', billingPriceRoutes)
    .route('/', billingOperationRoutes);
  api.notFound((c) => c.json({ errors: [{ message: 'Not found' }] }, 404));
  api.onError((error, c) => {
    if (error instanceof HttpFailure) {
      return c.json({ errors: error.errors }, error.status, error.headers);
    }
    console.error(error);
    return c.json({ errors: [{ message: 'Internal server error' }] }, 500);
  });
  return api;
}

/** The whole reference server, not listening: tests and MSW call `app.fetch(request, env?)`. */
export function createApp(options: AppOptions = {}) {
  const db = options.db ?? createDb();
  const now = options.sessionTimes?.now ?? Date.now;
  const sessions = new SessionStore(options.sessionTimes);
  const limiters = createLimiters(options.limits, now);
  const idempotency = new IdempotencyStore(now);
  const assetsHash = assetsHashOf(options.distDir);
  const api = createApi({ db, sessions, limiters, idempotency }, assetsHash, options);

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
  return { app, db, sessions, limiters, assetsHash, api };
}
