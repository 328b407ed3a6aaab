import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { BillingOperationsSearch } from '../billing-operations-search';

const route = getRouteApi('/_app/billing_operations');

/** The page's URL search and a patch of it (the other keys are kept as they are). */
export function useOperationsRoute() {
  const search = route.useSearch() as BillingOperationsSearch;
  const navigate = route.useNavigate();
  const patch = useCallback(
    (next: Partial<BillingOperationsSearch>, replace = false) =>
      void navigate({ search: (prev) => ({ ...prev, ...next }), replace }),
    [navigate],
  );
  return { search, patch };
}
