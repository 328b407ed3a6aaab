import { createFileRoute } from '@tanstack/react-router';
import { searchOf, stripDefaultsOf } from '@/app/route-search';
import { userQueries } from '@/features/users/api/users-queries';
import { UserModal } from '@/features/users/components/user-modal';
import { CREATE, loadRecord } from '@/lib/record-route';

// A user's modal over the list (lib/record-route.ts), or the create form, whose roles, groups and
// services come from the same call (id 0). A failed load is left to the modal, which says so and
// goes back.
export const Route = createFileRoute('/_app/users/$data')({
  validateSearch: searchOf('user'),
  search: { middlewares: stripDefaultsOf('user') },
  loader: ({ context, params }) =>
    params.data === CREATE
      ? context.queryClient.ensureQueryData(userQueries.detail(context.account, CREATE)).then(
          () => undefined,
          () => undefined,
        )
      : loadRecord(context.queryClient, params.data, (id) =>
          userQueries.detail(context.account, id),
        ),
  component: UserModal,
});
