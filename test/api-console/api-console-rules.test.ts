import { describe, expect, it } from 'vitest';
import type { ApiConsoleUser, ApiUrl } from '@/contract/api-console/api-console-schemas';
import { apiPathOf } from '@/contract/api-console/api-console-schemas';
import {
  API_CONSOLE_MESSAGES,
  type ApiConsoleValues,
  consoleErrors,
  headerText,
  initialConsoleValues,
  pastedValues,
  prettyJson,
  requestOf,
  showsFormat,
  withMethod,
} from '@/features/api-console/api-console-rules';
import { apiConsolePaste } from '@/features/requests-log/curl';

// The API console's rules (spec c sections 3-5): required fields and 'JSON is not valid', the
// method/format coupling, and the paste of a request-log entry as the request log copies it.

const users: ApiConsoleUser[] = [
  { id: 1, login: 'superadmin', name: 'Sam Super' },
  { id: 30, login: 'client', name: 'Northwind API' },
];
const apiUrls: ApiUrl[] = [
  { url: '/parcels', methods: ['POST'], description: '', required: [] },
  { url: '/tracking', methods: ['GET'], description: '', required: [] },
];
const lists = { users, apiUrls };
const valid = (patch: Partial<ApiConsoleValues> = {}): ApiConsoleValues => ({
  ...initialConsoleValues(1),
  api_url: '/tracking',
  ...patch,
});

describe('validation', () => {
  it('starts with the current user and api_key, GET and json', () => {
    expect(initialConsoleValues(1)).toEqual({
      user_id: '1',
      api_key_name: 'api_key',
      api_url: null,
      method: 'GET',
      format: 'json',
      json_body: '',
    });
  });

  it('requires user, api key name and api url', () => {
    expect(consoleErrors(valid())).toEqual({});
    expect(consoleErrors(valid({ user_id: null, api_key_name: null, api_url: null }))).toEqual({
      user_id: 'Field is required',
      api_key_name: 'Field is required',
      api_url: 'Field is required',
    });
  });

  it("says 'JSON is not valid' when POST or format json reads a body that is not JSON", () => {
    const broken = '{"tracking_number": ';
    expect(consoleErrors(valid({ json_body: broken })).json_body).toBe('JSON is not valid');
    expect(consoleErrors(valid({ method: 'POST', json_body: broken })).json_body).toBe(
      API_CONSOLE_MESSAGES.jsonInvalid,
    );
    // Parameters are a query string, not JSON; POST ignores the format.
    expect(consoleErrors(valid({ format: 'parameters', json_body: 'a=1&b=2' }))).toEqual({});
    expect(
      consoleErrors(valid({ method: 'POST', format: 'parameters', json_body: 'a=1' })).json_body,
    ).toBe('JSON is not valid');
    // An empty body is no body.
    expect(consoleErrors(valid({ method: 'POST', json_body: '  ' }))).toEqual({});
    expect(consoleErrors(valid({ json_body: '{"a": [1, 2]}' }))).toEqual({});
  });

  it('refuses a body past the limit', () => {
    const long = `{"a":"${'x'.repeat(256 * 1024)}"}`;
    expect(consoleErrors(valid({ json_body: long })).json_body).toMatch(/too long/);
  });
});

describe('method and format', () => {
  it('shows the format only for GET; POST forces json and keeps it when back to GET', () => {
    expect(showsFormat('GET')).toBe(true);
    expect(showsFormat('POST')).toBe(false);
    const asPost = withMethod(valid({ format: 'parameters' }), 'POST');
    expect(asPost).toMatchObject({ method: 'POST', format: 'json' });
    expect(withMethod(valid({ format: 'parameters' }), 'GET').format).toBe('parameters');
    expect(requestOf({ ...valid({ format: 'parameters' }), method: 'POST' })).toMatchObject({
      method: 'POST',
      format: 'json',
      user_id: 1,
    });
  });
});

describe('paste of a request-log entry', () => {
  it('fills a POST from the entry the request log copies, its user by login', () => {
    const entry = apiConsolePaste(
      {
        method: 'POST',
        url: 'https://api.shipping.example/parcels',
        body: '{"service_id":3,"weight":1.5}',
      },
      'client',
    );
    expect(pastedValues(entry, valid(), lists)).toEqual({
      user_id: '30',
      api_key_name: 'api_key',
      api_url: '/parcels',
      method: 'POST',
      format: 'json',
      json_body: '{\n  "service_id": 3,\n  "weight": 1.5\n}',
    });
  });

  it("reads a GET's query string as parameters; an unknown login keeps the chosen user", () => {
    const entry = apiConsolePaste(
      {
        method: 'GET',
        url: 'https://api.shipping.example/v1/tracking?tracking_number=1Z9',
        body: null,
      },
      'nobody',
    );
    expect(pastedValues(entry, valid({ user_id: '1' }), lists)).toMatchObject({
      user_id: '1',
      api_url: '/tracking',
      method: 'GET',
      format: 'parameters',
      json_body: 'tracking_number=1Z9',
    });
  });

  it('leaves the url empty when the catalogue lacks it, and keeps a body that is not JSON', () => {
    const entry = JSON.stringify({
      isRequestLog: true,
      api_url: 'https://api.shipping.example/direct_webhook_tracking',
      json_body: '<parcel/>',
      method: 'post',
      login: '',
    });
    expect(pastedValues(entry, valid(), lists)).toMatchObject({
      api_url: null,
      method: 'POST',
      json_body: '<parcel/>',
    });
  });

  it('is not an entry without isRequestLog, or when not JSON at all', () => {
    expect(pastedValues('{"api_url":"/parcels"}', valid(), lists)).toBeNull();
    expect(pastedValues('{"isRequestLog":"yes","api_url":"/x"}', valid(), lists)).toBeNull();
    expect(pastedValues('tracking_number=1', valid(), lists)).toBeNull();
    expect(pastedValues('[1]', valid(), lists)).toBeNull();
  });
});

describe('display', () => {
  it('pretty-prints JSON, leaves other text, and lists headers as lines', () => {
    expect(prettyJson('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyJson('not json')).toBe('not json');
    expect(headerText({ 'Content-Type': 'application/json', Allow: 'GET' })).toBe(
      'Content-Type: application/json\nAllow: GET',
    );
  });

  it('reads the path and query of a URL as typed or logged', () => {
    expect(apiPathOf('https://api.shipping.example/v1/tracking/?a=1#x')).toEqual({
      path: '/tracking',
      query: 'a=1',
    });
    expect(apiPathOf('parcels/bulk')).toEqual({ path: '/parcels/bulk', query: '' });
    expect(apiPathOf('/v1')).toEqual({ path: '/', query: '' });
  });
});
