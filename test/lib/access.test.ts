import { describe, expect, it } from 'vitest';
import { canOpenHealthCheck, createAccess, normalizeUrl } from '@/lib/access';

describe('access list', () => {
  const access = createAccess(['/dashboard', 'parcels/', '/healthcheck', '/app/version']);

  it('allows listed URLs and their sub-paths', () => {
    expect(access.canOpen('/dashboard')).toBe(true);
    expect(access.canOpen('/parcels')).toBe(true);
    expect(access.canOpen('/parcels/123')).toBe(true);
    expect(access.canOpen('/healthcheck/details?label=x')).toBe(true);
    expect(access.canOpen('/app/version')).toBe(true);
  });

  it('refuses what is not listed, including look-alike prefixes and parents', () => {
    expect(access.canOpen('/pallets')).toBe(false);
    expect(access.canOpen('/parcels_archive')).toBe(false);
    expect(access.canOpen('/app')).toBe(false);
    expect(access.canOpen('/')).toBe(false);
  });

  it('ignores the base path, trailing slashes, query and hash', () => {
    expect(normalizeUrl('/admin/parcels/?page=2#top')).toBe('/parcels');
    expect(normalizeUrl('/admin')).toBe('/');
    expect(normalizeUrl('users//5/')).toBe('/users/5');
    expect(access.canOpen('/admin/dashboard')).toBe(true);
  });
});

describe('canOpenHealthCheck', () => {
  it.each([
    [['/health_check'], true],
    [['/healthcheck'], true],
    [['/healthcheck/details'], false],
    [['/dashboard'], false],
  ])('%j -> %s', (urls, expected) => {
    expect(canOpenHealthCheck(createAccess(urls))).toBe(expected);
  });
});
