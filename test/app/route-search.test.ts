import { describe, expect, it } from 'vitest';
import {
  depsOf,
  loadRouteSearches,
  routeSearchesReady,
  searchOf,
  stripDefaultsOf,
} from '@/app/route-search';

// The routes' search declarations load apart from the sign-in page (decision 036); until they
// are here a route passes its search on untouched (the `_app` route then matches again).

const validate = (key: Parameters<typeof searchOf>[0], raw: Record<string, unknown>) =>
  searchOf(key)['~standard'].validate(raw) as { value: Record<string, unknown> };

describe('route search declarations', () => {
  it('before they load: the search as it came, no defaults stripped, no loader dependencies', () => {
    expect(routeSearchesReady()).toBe(false);
    expect(validate('parcels', { page: 'abc', tracking: 'X' }).value).toEqual({
      page: 'abc',
      tracking: 'X',
    });
    const [strip] = stripDefaultsOf('parcels');
    expect(strip!({ search: { page: 1 }, next: (search) => search })).toEqual({ page: 1 });
    expect(depsOf('users', { page: 1, quantity: 32, mode: 'all' } as never)).toEqual({});
  });

  it('once loaded: the declared schema with its fallbacks, defaults left out, the loader’s deps', async () => {
    await loadRouteSearches();
    expect(routeSearchesReady()).toBe(true);
    const parsed = validate('trackingMapping', { status: '0', carrier: '7', page: 'abc' }).value;
    expect(parsed).toMatchObject({ status: '0', carrier: ['7'], page: 1 });
    expect(validate('cronRobots', { tab: 'nonsense' }).value).toMatchObject({ tab: 'robots-list' });

    const [strip] = stripDefaultsOf('cronRobots');
    expect(
      strip!({ search: { tab: 'robots-list', page: 1, pid: '42' }, next: (search) => search }),
    ).toEqual({ pid: '42' });
    expect(depsOf('cronRobots', { tab: 'robots-schedule' } as never)).toEqual({
      tab: 'robots-schedule',
    });
  });

  it('loads once, however many ask', async () => {
    const [first, second] = [loadRouteSearches(), loadRouteSearches()];
    expect(first).toBe(second);
    await first;
  });
});
