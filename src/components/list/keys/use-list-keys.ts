import { useRouter } from '@tanstack/react-router';
import { type RefObject, useEffect, useRef } from 'react';
import { listKeyAction, nextRowIndex, recordLinkIndex } from './list-keys-rules';
import { isModalOpen, isPlainShortcutKey } from './shortcut-target';

// Issue 18 §1 (decision 048): j / k move a visible current-row marker over the list's rows (the
// table's body rows, or the cards of its list), Enter opens the current row's record, [ / ] go
// to the previous and next page. The keys act on the page, not only inside the list, but never
// while the user types or a modal is open. The current row takes the focus, so a screen reader
// says it and Tab goes on from it; the marker is an outline, as for any focused element.

const CURRENT = 'data-list-current';
const MARKER = '2px solid var(--mantine-primary-color-filled)';

/** The rows of the list under `root`: a table's body rows, else its first list's cards. */
function rowsOf(root: HTMLElement): HTMLElement[] {
  const body = root.querySelector('tbody');
  if (body) return [...body.children].filter((row) => row instanceof HTMLElement);
  const list = root.querySelector('ul');
  return list ? [...list.children].filter((row) => row instanceof HTMLElement) : [];
}

function mark(rows: readonly HTMLElement[], index: number): void {
  for (const row of rows) {
    if (!row.hasAttribute(CURRENT)) continue;
    row.removeAttribute(CURRENT);
    row.removeAttribute('aria-current');
    row.style.removeProperty('outline');
    row.style.removeProperty('outline-offset');
  }
  const row = rows[index];
  if (!row) return;
  row.setAttribute(CURRENT, '');
  row.setAttribute('aria-current', 'true');
  row.style.outline = MARKER;
  row.style.outlineOffset = '-2px';
  if (!row.hasAttribute('tabindex')) row.tabIndex = -1;
  row.focus();
  row.scrollIntoView?.({ block: 'nearest' });
}

/** What opens a row's record: its link into the list's records, else its first link or button. */
function opener(row: HTMLElement, listPath: string): HTMLElement | null {
  const links = [...row.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const index = recordLinkIndex(
    links.map((link) => ({ href: link.getAttribute('href') ?? '' })),
    listPath,
  );
  if (index >= 0) return links[index] ?? null;
  return (
    [...row.querySelectorAll<HTMLButtonElement>('button:not([disabled])')].find(
      (button) => button.getAttribute('role') !== 'checkbox',
    ) ?? null
  );
}

export function useListKeys(options: {
  page: number;
  hasMore: boolean;
  fetching?: boolean;
  onPage: (page: number) => void;
}): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement>(null);
  const router = useRouter();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const root = ref.current;
      if (!root || !isPlainShortcutKey(event) || isModalOpen()) return;
      const { page, hasMore, fetching = false, onPage } = latest.current;
      const action = listKeyAction(event.key, { page, hasMore, fetching });
      if (!action) return;
      const rows = rowsOf(root);
      const current = rows.findIndex((row) => row.hasAttribute(CURRENT));
      if (action.type === 'move') {
        event.preventDefault();
        mark(rows, nextRowIndex(current, action.delta, rows.length));
      } else if (action.type === 'open') {
        // Enter on a link or button inside the row is theirs; only the row itself is opened.
        const row = rows[current];
        if (!row || document.activeElement !== row) return;
        const target = opener(row, router.history.location.pathname);
        if (!target) return;
        event.preventDefault();
        target.click();
      } else {
        event.preventDefault();
        mark(rows, -1);
        onPage(action.page);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [router]);

  return ref;
}
