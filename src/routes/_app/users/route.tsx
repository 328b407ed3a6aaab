import { createFileRoute, Outlet, stripSearchParams } from '@tanstack/react-router';
import { userQueries } from '@/features/users/api/users-queries';
import { UsersPage } from '@/features/users/components/users-page';
import {
  userFilters,
  userListParams,
  usersSearchDefaults,
  usersSearchSchema,
} from '@/features/users/users-search';

// The users list; a user (or the create form) opens as a modal over it (a child route), keeping
// the list's search in the URL.
export const Route = createFileRoute('/_app/users')({
  staticData: { title: 'Users' },
  validateSearch: usersSearchSchema,
  search: { middlewares: [stripSearchParams(usersSearchDefaults)] },
  // Only what the list is made of: the modal's tab does not rerun the loader.
  loaderDeps: ({ search }) => userFilters.paramsOf(search),
  // A failed list load is shown by the list itself, as its error block.
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(userQueries.list(context.account, userListParams(deps)))
      .catch(() => undefined),
  component: function Users() {
    return (
      <>
        <UsersPage />
        <Outlet />
      </>
    );
  },
});
