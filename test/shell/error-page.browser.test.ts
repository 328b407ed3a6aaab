import { describe, expect, it } from 'vitest';
import { errorPageKind } from '@/features/shell/components/error-page';
import { ApiError } from '@/lib/api/api-error';

describe('which page-level error screen a failure gets (spec a section 8)', () => {
  const http = (status: number) => new ApiError({ kind: 'http', status, statusText: '', body: {} });

  it('403 is "Access forbidden!", online or not', () => {
    expect(errorPageKind(http(403), true)).toBe('forbidden');
    expect(errorPageKind(http(403), false)).toBe('forbidden');
  });

  it('no response while offline is the offline page; online it is a data failure', () => {
    expect(errorPageKind(new ApiError({ kind: 'network' }), false)).toBe('offline');
    expect(errorPageKind(new ApiError({ kind: 'network' }), true)).toBe('no-data');
  });

  it('other API failures, malformed answers included, are "Can\'t get data from server!"', () => {
    expect(errorPageKind(http(500), true)).toBe('no-data');
    expect(errorPageKind(new ApiError({ kind: 'malformed', detail: 'x' }), true)).toBe('no-data');
  });

  it('anything else is "Something went wrong!"', () => {
    expect(errorPageKind(new TypeError('boom'), true)).toBe('unexpected');
    expect(errorPageKind('text', false)).toBe('unexpected');
  });
});
