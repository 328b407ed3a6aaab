import { FIRST_PAGE } from '@/contract/constants';

/** Spec a section 4: previous is off at page 1 or less; next is off with no more items or while fetching. */
export function paginationState(input: { page: number; hasMore: boolean; fetching: boolean }) {
  return {
    previousDisabled: input.page <= FIRST_PAGE,
    nextDisabled: !input.hasMore || input.fetching,
  };
}
