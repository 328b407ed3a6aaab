import { TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { ListScreen } from '@/components/list/list-screen';
import { useListRoute } from '@/components/list/use-list-route';
import { RouterButton } from '@/components/router-link';
import { WRITE_ACTION } from '@/config/action-urls';
import { LIST_VIEW_KEYS } from '@/contract/constants';
import { useAccess } from '@/lib/access';
import { useAccount, useCommonLists } from '@/lib/session/use-session';
import { userQueries } from '../api/users-queries';
import { USER_LIMITS, type UserList, type UserRow } from '@/contract/users/users-schemas';
import { userFilters, userListParams, type UsersSearch } from '../users-search';
import { UserCard, userColumns } from './user-list-parts';

const pageOf = (page: UserList) => ({
  rows: page.users,
  hasMoreItems: page.hasMoreItems,
  total: page.total,
});
const rowKey = (user: UserRow) => user.userId;

/** The users list (spec b section 2): search by login or id, paged, all in the URL. */
export function UsersPage() {
  const account = useAccount();
  const { currentUser } = useCommonLists();
  const canCreate = useAccess().can(WRITE_ACTION.saveUser) && currentUser.canManageUsers;
  const route = useListRoute<typeof userFilters, UsersSearch>('/_app/users', userFilters);
  const params = useMemo(() => userListParams(route.params), [route.params]);

  return (
    <ListScreen
      title="Users"
      route={route}
      query={userQueries.list(account, params)}
      queryAt={(page, quantity) => userQueries.list(account, { ...params, page, quantity })}
      pageOf={pageOf}
      rowKey={rowKey}
      viewKey={LIST_VIEW_KEYS.users}
      columns={userColumns}
      card={(user) => <UserCard user={user} />}
      withMode={false}
      fields={(form) => (
        <TextInput
          label="Login or id"
          maxLength={USER_LIMITS.search}
          {...form.getInputProps('search')}
        />
      )}
      actions={
        canCreate ? (
          <RouterButton
            to="/users/$data"
            params={{ data: 'create' }}
            search={(prev) => prev}
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
          >
            Create new
          </RouterButton>
        ) : null
      }
    />
  );
}
