import { describe, expect, it } from 'vitest';
import { createAccess, normalizeUrl } from '@/lib/access';

describe('access list', () => {
  const access = createAccess(['/dashboard', 'parcels/', '/healthcheck', '/app/version']);

  it('allows listed URLs and their sub-paths', () => {
    expect(access.can('/dashboard')).toBe(true);
    expect(access.can('/parcels')).toBe(true);
    expect(access.can('/parcels/123')).toBe(true);
    expect(access.can('/healthcheck/details?label=x')).toBe(true);
    expect(access.can('/app/version')).toBe(true);
  });

  it('refuses what is not listed, including look-alike prefixes and parents', () => {
    expect(access.can('/pallets')).toBe(false);
    expect(access.can('/parcels_archive')).toBe(false);
    expect(access.can('/app')).toBe(false);
    expect(access.can('/')).toBe(false);
  });

  it('ignores the base path, trailing slashes, query and hash', () => {
    expect(normalizeUrl('/admin/parcels/?page=2#top')).toBe('/parcels');
    expect(normalizeUrl('/admin')).toBe('/');
    expect(normalizeUrl('users//5/')).toBe('/users/5');
    expect(access.can('/admin/dashboard')).toBe(true);
  });
});
