import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '../context';

export type NetworkOptions = { latencyMs: number; failRate: number; random: () => number };

type NodeBindings = { incoming?: { socket?: { destroy: () => void } } };

/** A dropped call: `Response.error()` has status 0 and frozen headers, so nothing may touch it. */
export const isDropped = (response: Response) => response.type === 'error';

/**
 * Bad networks on demand (--latency, --fail-rate): every API answer waits `latencyMs`, and that
 * share of calls fails, half as a 503, half as a dropped connection, so the client's
 * 'Service unavailable' and 'Can't get response from server.' paths can both be exercised.
 */
export function networkConditions({ latencyMs, failRate, random }: NetworkOptions) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    if (failRate > 0 && random() < failRate) {
      if (random() < 0.5) {
        return c.json({ errors: [{ message: 'Service temporarily unavailable' }] }, 503);
      }
      // Under node-server the client sees a reset connection (the answer below is never
      // written: node-server cannot write a status-0 Response.error()). Under app.fetch (tests,
      // MSW) a network-error Response, which MSW turns into a failed fetch.
      const socket = (c.env as NodeBindings | undefined)?.incoming?.socket;
      if (!socket) return Response.error();
      socket.destroy();
      return new Response(null, { status: 503 });
    }
    await next();
  });
}
