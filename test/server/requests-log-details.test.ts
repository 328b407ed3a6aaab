import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isLargeRequest, isLargeResponse } from '../../server/areas/requests-log/bodies';
import { REQUEST_ENDPOINTS, requestIdOf } from '../../server/areas/statistics/request-log';
import { REQUEST_TYPES } from '../../server/data/lookups';
import { RequestLogFilterDataSchema } from '@/contract/requests-log/requests-log-schemas';
import { requestsLogFixture } from './requests-log-fixture';

// A request of the log in full (spec b section 3), and the filter panel's lists.

const { db, log, CLIENT, as, newest, details } = requestsLogFixture();

const headerOf = (lines: unknown, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'm').exec(String(lines))?.[1];

describe('GET /requests_log/details/?id', () => {
  it('answers a JSON request with realistic headers, its body and the answer', async () => {
    const i = newest('/parcels', (k) => log.code[k] === 200 && log.user[k] === CLIENT);
    const detail = await details(i + 1);
    expect(detail.request.method).toBe('POST');
    expect(detail.request.url).toBe('https://api.shipping.example/parcels');
    const body = detail.request.body!;
    const json = body.startsWith('<') ? null : (JSON.parse(body) as { service_id: number });
    if (json) expect(json.service_id).toBe(log.serviceA[i]);
    expect(headerOf(detail.request.header, 'Content-Length')).toBe(String(Buffer.byteLength(body)));
    expect(headerOf(detail.request.header, 'X-Api-Key')).toMatch(/^(live|test)_\*{8}[0-9a-f]{4}$/);
    expect(headerOf(detail.response.header, 'X-Request-Id')).toBe(detail.requestId);
    expect(detail.response.code).toBe(200);
    expect(detail.response.body).toContain('tracking_number');
  });

  it('answers XML bodies for XML callers and carriers', async () => {
    const i = newest('/return_webhook_tracking', (k) => log.code[k] === 200);
    const detail = await details(i + 1);
    expect(detail.request.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><ReturnUpdate>/);
    expect(headerOf(detail.request.header, 'Content-Type')).toBe('application/xml; charset=utf-8');
    // A webhook is acknowledged with an empty body.
    expect(detail.response.body).toBe('');
    expect(detail.userId).toBeNull();
  });

  it('answers an empty body for GET calls, with the query in the URL', async () => {
    const i = newest('/tracking', (k) => log.code[k] === 200 && log.user[k] !== 0);
    const detail = await details(i + 1);
    expect(detail.request.body).toBe('');
    expect(headerOf(detail.request.header, 'Content-Length')).toBeUndefined();
    expect(detail.request.url).toMatch(
      /^https:\/\/api\.shipping\.example\/tracking\?tracking_number=/,
    );
  });

  it('answers bodies of several MB: a bulk create of thousands of parcels, a pallet label', async () => {
    const bulk = newest('/parcels/bulk', (k) => isLargeRequest('/parcels/bulk', k + 1));
    const big = await details(bulk + 1);
    expect(big.request.body!.length).toBeGreaterThan(2 * 1024 * 1024);
    if (!big.request.body!.startsWith('<')) {
      expect(
        (JSON.parse(big.request.body!) as { parcels: unknown[] }).parcels.length,
      ).toBeGreaterThan(2500);
    }
    const pallet = newest('/pallets', (k) => isLargeResponse('/pallets', k + 1, log.code[k]!));
    expect((await details(pallet + 1)).response.body!.length).toBeGreaterThan(1024 * 1024);
  });

  it('answers an error body and headers for a refused call', async () => {
    const i = newest('/parcels', (k) => log.code[k] === 429);
    const detail = await details(i + 1);
    expect(headerOf(detail.response.header, 'Retry-After')).toBe('30');
    expect(detail.response.body).toMatch(/Too many requests/);
  });

  it('finds a request by its 24-hex request id; an unknown or malformed id is not found', async () => {
    const i = log.length - 7;
    expect((await details(requestIdOf(i + 1))).id).toBe(i + 1);
    const superadmin = await as('superadmin');
    for (const id of ['0', String(log.length + 1), 'abc', '', 'ffffffffffffffffffffffff']) {
      const answer = await superadmin.get(`/requests_log/details/?id=${id}`);
      expect(answer.status, id).toBe(404);
    }
    expect((await superadmin.get(`/requests_log/details?id=${i + 1}`)).status).toBe(200);
  });

  it('names the health checks a GET /health_check call ran, several for some', async () => {
    const checks = db.healthChecks.table();
    const several = [...checks.byRequest].filter(([, list]) => list.length > 1);
    expect(several.length).toBeGreaterThan(50);
    const [row, list] = several.at(-1)!;
    const detail = await details(row + 1);
    expect(detail.uri).toBe('/health_check');
    expect(Object.keys(detail.healthCheckIds).map(Number)).toEqual(list.map((c) => c + 1));
    expect(Object.values(detail.healthCheckIds)[0]).toMatch(/^[A-Z].* (label|tracking|pickup)$/);
    expect(JSON.parse(detail.response.body!).checks).toHaveLength(list.length);
  });
});

describe('GET /requests_log/forFilter', () => {
  it('lists the URIs, codes and request types of the log', async () => {
    const answer = await (await as('client')).get('/requests_log/forFilter');
    const body = v.parse(RequestLogFilterDataSchema, answer.body);
    expect(body.uriList).toEqual(REQUEST_ENDPOINTS.map((e) => e.uri).sort());
    expect(body.codesList).toEqual([200, 207, 400, 401, 403, 404, 406, 429, 500]);
    expect(body.requestType).toEqual(REQUEST_TYPES);
  });
});
