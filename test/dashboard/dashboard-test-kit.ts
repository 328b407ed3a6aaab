import { screen } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { onTestFinished } from 'vitest';
import { apiServer, forward } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

// Shared by the dashboard's component tests (test/dashboard only).

/**
 * happy-dom lays nothing out, so recharts' ResponsiveContainer measures 0 x 0 and draws no chart.
 * This ResizeObserver reports a fixed size on observe, so the charts really render.
 */
class FixedSizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const contentRect = { width: 600, height: 300 } as DOMRectReadOnly;
    this.callback([{ target, contentRect } as ResizeObserverEntry], this as never);
  }
  unobserve() {}
  disconnect() {}
}

/**
 * Draws the charts of the test that calls it: recharts then lays out every bar, which a test
 * about choices, links or messages does not need (the 168 bars of 7 days, drawn again for each
 * choice, were most of such a test's time; decision 060).
 */
export function drawCharts() {
  const original = globalThis.ResizeObserver;
  globalThis.ResizeObserver = FixedSizeObserver as unknown as typeof ResizeObserver;
  onTestFinished(() => {
    globalThis.ResizeObserver = original;
  });
}

export const DASHBOARD_ENDPOINTS = {
  health: 'healthCheck',
  errorMapping: 'errorMapping',
  trackingMapping: 'trackingMapping',
  requests: 'requests',
  parcels: 'parcelsStatistics',
} as const;
type Endpoint = (typeof DASHBOARD_ENDPOINTS)[keyof typeof DASHBOARD_ENDPOINTS];

const endpointUrl = (endpoint: Endpoint) => `*/admin/dashboard/${endpoint}`;

/** Forwards to the reference server and records each request's URL and answer. */
export function spyOn<T = unknown>(endpoint: Endpoint) {
  const calls: { url: URL; body: T }[] = [];
  apiServer.use(
    http.get(endpointUrl(endpoint), async ({ request }) => {
      const response = await forward(request);
      calls.push({ url: new URL(request.url), body: (await response.clone().json()) as T });
      return response;
    }),
  );
  return calls;
}

/** The endpoint answers with this body instead of the reference server's. */
export const answer = (endpoint: Endpoint, body: JsonBodyType) =>
  apiServer.use(http.get(endpointUrl(endpoint), () => HttpResponse.json(body)));

/** The endpoint fails with a 500 (and its errors list) until `restore` is called. */
export function fail(endpoint: Endpoint) {
  let failing = true;
  apiServer.use(
    http.get(endpointUrl(endpoint), ({ request }) =>
      failing
        ? HttpResponse.json({ errors: [{ message: 'Dashboard is down' }] }, { status: 500 })
        : forward(request),
    ),
  );
  return () => {
    failing = false;
  };
}

export async function openDashboard(login: string, path = '/admin/dashboard') {
  await signIn(login);
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
  return app;
}

export const WIDGET_TITLES = [
  'Health statuses',
  'Unmapped carrier errors',
  'Unmapped tracking statuses',
  'Requests',
  'Parcels',
] as const;
