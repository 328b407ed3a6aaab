import { describe, expect, it } from 'vitest';
import {
  apiConsolePaste,
  curlCommand,
  headerPairs,
  MASK,
  shellQuote,
} from '@/features/requests-log/curl';

describe('shellQuote', () => {
  it.each([
    ['plain', `'plain'`],
    ["it's", `'it'\\''s'`],
    ['$HOME `x` "q"', `'$HOME \`x\` "q"'`],
    ['', `''`],
  ])('%j -> %s', (raw, quoted) => {
    expect(shellQuote(raw)).toBe(quoted);
  });
});

describe('headerPairs', () => {
  it('reads header lines, skipping the request line and blanks', () => {
    expect(
      headerPairs('POST /api/parcels HTTP/1.1\nContent-Type: application/json\n\nX-Api-Key: k:1'),
    ).toEqual([
      ['Content-Type', 'application/json'],
      ['X-Api-Key', 'k:1'],
    ]);
  });

  it('reads a map, repeated headers as several pairs', () => {
    expect(headerPairs({ Accept: ['a', 'b'], 'X-Id': '7' })).toEqual([
      ['Accept', 'a'],
      ['Accept', 'b'],
      ['X-Id', '7'],
    ]);
    expect(headerPairs(null)).toEqual([]);
  });
});

describe('curlCommand', () => {
  const request = {
    method: 'post',
    url: 'https://api.example.com/v1/parcels?x=1&y=2',
    headers: {
      'Content-Type': 'application/json',
      'X-API-KEY': 'abc123secret',
      Authorization: 'Bearer t0k3n',
      'Content-Length': '42',
    },
    body: `{"name":"O'Brien"}`,
  };

  it('masks secret headers by default and drops headers curl computes', () => {
    const command = curlCommand(request);
    expect(command).toBe(
      [
        `curl -X POST 'https://api.example.com/v1/parcels?x=1&y=2'`,
        `-H 'Content-Type: application/json'`,
        `-H 'X-API-KEY: ${MASK}'`,
        `-H 'Authorization: ${MASK}'`,
        `--data-raw '{"name":"O'\\''Brien"}'`,
      ].join(' \\\n  '),
    );
    expect(command).not.toContain('abc123secret');
    expect(command).not.toContain('t0k3n');
  });

  it('shows the secrets only when revealed', () => {
    const command = curlCommand(request, { reveal: true });
    expect(command).toContain(`-H 'X-API-KEY: abc123secret'`);
    expect(command).toContain(`-H 'Authorization: Bearer t0k3n'`);
  });

  it('a request without body or headers is a bare GET', () => {
    expect(curlCommand({ method: '', url: 'https://x/y', headers: null, body: null })).toBe(
      `curl -X GET 'https://x/y'`,
    );
  });
});

describe('apiConsolePaste', () => {
  it("is the API console's paste format, with no header at all", () => {
    const text = apiConsolePaste(
      { method: 'POST', url: 'https://api.example/v1/parcels', body: '{"a":1}' },
      'client',
    );
    expect(JSON.parse(text)).toEqual({
      isRequestLog: true,
      api_url: 'https://api.example/v1/parcels',
      json_body: '{"a":1}',
      method: 'POST',
      login: 'client',
    });
    expect(text).not.toMatch(/api[-_]?key/i);
  });

  it('sends an empty body and login when the log has none', () => {
    expect(
      JSON.parse(apiConsolePaste({ method: 'GET', url: '/tracking', body: null }, null)),
    ).toMatchObject({ json_body: '', login: '' });
  });
});
