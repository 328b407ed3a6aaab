import { CREDENTIALS_SCROLL_MARGIN_PX } from '@/config/services-constants';
import { Button, Center } from '@mantine/core';
import { useEffect, useRef } from 'react';

/** The nearest scrolling ancestor (the modal's body), or null for the page itself. */
function scrollParent(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node !== document.scrollingElement)
      return node;
  }
  return null;
}

/**
 * Spec b section 9: more accounts once the end of the list is within 500 px of the visible part
 * of its scrolling box. The observer is made anew after each step, so a sentinel still in reach
 * asks again at once. The button is the same step for keyboards and for browsers without
 * IntersectionObserver.
 */
export function CredentialsMore({ shown, onMore }: { shown: number; onMore: () => void }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  useEffect(() => {
    more.current = onMore;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) more.current();
      },
      { root: scrollParent(element), rootMargin: `0px 0px ${CREDENTIALS_SCROLL_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return (
    <Center ref={sentinel}>
      <Button variant="subtle" size="xs" onClick={onMore}>
        Show more accounts
      </Button>
    </Center>
  );
}
