import * as v from 'valibot';
import { defineFilters, listEntries, textFilter } from '@/lib/list-filters';
import { listSearchDefaults } from '@/lib/list-search';
import { recordTabs } from '@/lib/record-route';

// The users list's URL (spec b sections 2 and 9: search by login or id, page 1, 32 per page) and
// the user modal's tab. Only valibot and the small list helpers here: the search
// declarations load with every signed-in start (decision 036).

export const userFilters = defineFilters({
  search: textFilter('search', 'Login or id'),
});

export const usersSearchSchema = v.object({ ...listEntries, ...userFilters.entries });

export type UsersSearch = v.InferOutput<typeof usersSearchSchema>;

export const usersSearchDefaults = { ...listSearchDefaults, ...userFilters.defaults };

/** What GET /users reads: the search and the paging (the list has no live/test mode). */
export function userListParams(search: UsersSearch): {
  search?: string;
  page: number;
  quantity: number;
} {
  return search.search === undefined
    ? { page: search.page, quantity: search.quantity }
    : { search: search.search, page: search.page, quantity: search.quantity };
}

/** The user modal's tab, `tab_user_view` (garbage falls back to Main). */
export const userRecord = recordTabs('user', ['main', 'services', 'credentials', 'limits']);
export const USER_TABS = userRecord.tabs;
export type UserTab = (typeof USER_TABS)[number];
export const USER_TAB_KEY = userRecord.key;
