import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  userFilters,
  userListParams,
  userRecord,
  usersSearchDefaults,
  usersSearchSchema,
} from '@/features/users/users-search';
import { parseSearch, stringifySearch } from '@/lib/query-string';

const parse = (search: string) => v.parse(usersSearchSchema, parseSearch(search));
const tab = (search: string) => v.parse(userRecord.schema, parseSearch(search));

describe('users list search (URL)', () => {
  it('an empty URL is page 1 with 32 users and no search', () => {
    expect(parse('')).toEqual(usersSearchDefaults);
    expect(usersSearchDefaults).toMatchObject({ page: 1, quantity: 32 });
    expect(userListParams(parse(''))).toEqual({ page: 1, quantity: 32 });
  });

  it('round-trips a search and paging; the search is trimmed', () => {
    const search = parse('?search=%20team%20&page=3&quantity=48');
    expect(search).toMatchObject({ search: 'team', page: 3, quantity: 48 });
    expect(parse(stringifySearch(search))).toEqual(search);
    expect(userListParams(search)).toEqual({ search: 'team', page: 3, quantity: 48 });
  });

  it('garbage falls back to the defaults; a blank search is no search', () => {
    expect(parse('?page=-2&quantity=7&search=%20%20')).toEqual(usersSearchDefaults);
    expect(parse('?page=abc')).toMatchObject({ page: 1 });
  });

  it('a number typed as the search is an id search', () => {
    expect(userListParams(parse('?search=42'))).toEqual({ search: '42', page: 1, quantity: 32 });
  });

  it('Apply and Discard go through the one declaration', () => {
    expect(userFilters.searchOf({ search: '  ' })).toEqual({ search: undefined });
    expect(userFilters.cleared()).toEqual({ search: undefined });
    expect(userFilters.active({ search: 'bob' })).toEqual([
      { name: 'search', label: 'Login or id', text: 'bob' },
    ]);
  });

  it('the modal tab: tab_user_view, garbage back to Main', () => {
    expect(userRecord.key).toBe('tab_user_view');
    expect(tab('?tab_user_view=limits')).toEqual({ tab_user_view: 'limits' });
    expect(tab('?tab_user_view=nope')).toEqual({ tab_user_view: 'main' });
    expect(tab('')).toEqual(userRecord.defaults);
  });

  it('the modal tab never reloads the list', () => {
    const search = { ...parse('?search=bob'), tab_user_view: 'services' };
    expect(userFilters.paramsOf(search)).not.toHaveProperty('tab_user_view');
  });
});
