import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useBackOr } from '@/components/record-modal';

// The modals over the list (create, edit, example) leave the same way: Cancel and a save go to
// the list with its own search (its filters and page); a failed load goes back where the user
// came from, else to the list.

export function useModalRoute() {
  const navigate = useNavigate();
  /** To the list, with the search the modal was opened with; `force` skips the leave guard. */
  const toList = useCallback(
    (force = false) =>
      void navigate({
        to: '/carrier_error_mapping',
        search: (prev: Record<string, unknown>) => prev,
        ignoreBlocker: force,
      } as never),
    [navigate],
  );
  const close = useCallback(() => toList(false), [toList]);
  const goBack = useBackOr(close);
  return { close, done: () => toList(true), goBack };
}
