import { createFileRoute, Outlet } from '@tanstack/react-router';
import { depsOf, searchOf, stripDefaultsOf } from '@/app/route-search';
import { userQueries } from '@/features/users/api/users-queries';
import { UsersPage } from '@/features/users/components/users-page';
import { userListParams } from '@/features/users/users-search';

// The users list; a user (or the create form) opens as a modal over it (a child route), keeping
// the list's search in the URL.
export const Route = createFileRoute('/_app/users')({
  staticData: { title: 'Users' },
  validateSearch: searchOf('users'),
  search: { middlewares: stripDefaultsOf('users') },
  // Only what the list is made of: the modal's tab does not rerun the loader.
  loaderDeps: ({ search }) => depsOf('users', search),
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
