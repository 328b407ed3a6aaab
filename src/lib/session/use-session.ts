import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { Account } from './accounts';
import { commonListsQueries } from './common-lists-queries';
import type { CommonLists } from '@/contract/session/session-schemas';

// The one way a screen reaches the signed-in account and its common lists (issue 11): hooks over
// the `_app` layout route's context, never props passed down some screens and not others. The
// access list is lib/access.ts's useAccess().

/** The account the screen is shown for (the `_app` route resolved it before any screen). */
export function useAccount(): Account {
  return useRouteContext({ from: '/_app', select: (context) => context.account });
}

/** The account's common lists (services, users, statuses…), loaded by the `_app` route. */
export function useCommonLists(): CommonLists {
  return useSuspenseQuery(commonListsQueries.lists(useAccount())).data;
}
