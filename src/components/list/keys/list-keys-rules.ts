import { paginationState } from '../pagination-rules';

// The list keys of issue 18 (decision 048) as plain rules: j / k move the current row, Enter
// opens it, [ / ] turn the page as the Previous and Next buttons would.

export type ListKeyAction =
  { type: 'move'; delta: 1 | -1 } | { type: 'open' } | { type: 'page'; page: number } | null;

export function listKeyAction(
  key: string,
  paging: { page: number; hasMore: boolean; fetching: boolean },
): ListKeyAction {
  switch (key) {
    case 'j':
      return { type: 'move', delta: 1 };
    case 'k':
      return { type: 'move', delta: -1 };
    case 'Enter':
      return { type: 'open' };
    case '[':
      return paginationState(paging).previousDisabled
        ? null
        : { type: 'page', page: paging.page - 1 };
    case ']':
      return paginationState(paging).nextDisabled ? null : { type: 'page', page: paging.page + 1 };
    default:
      return null;
  }
}

/**
 * The row after a move: the first row when none is current yet (either key), else one down or
 * up, held at the first and the last; -1 when the list has no rows.
 */
export function nextRowIndex(current: number, delta: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return 0;
  return Math.min(count - 1, Math.max(0, current + delta));
}

type LinkLike = { href: string };

/**
 * Which of a row's links opens its record: the first that goes one level under the list's own
 * path (`/parcels/12` from `/parcels`), else the row's first link; -1 for none.
 */
export function recordLinkIndex(links: readonly LinkLike[], listPath: string): number {
  const base = `${listPath.replace(/\/+$/, '')}/`;
  const pathOf = (href: string) => new URL(href, 'http://x').pathname;
  const own = links.findIndex((link) => {
    const path = pathOf(link.href);
    return path.startsWith(base) && !path.slice(base.length).includes('/');
  });
  return own >= 0 ? own : links.length > 0 ? 0 : -1;
}
