import { Affix, ActionIcon, Transition } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

const SHOW_BELOW_PX = 400;

/**
 * Whether the window is scrolled past `offset`, from scroll events only: reading the position
 * on mount (as Mantine's useWindowScroll does) forces a layout in the middle of the signed-in
 * shell's first render, and re-rendering on every scroll event is not needed for one threshold.
 */
function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return past;
}

export function ScrollToTop() {
  const scrolled = useScrolledPast(SHOW_BELOW_PX);
  return (
    <Affix position={{ bottom: 20, right: 20 }}>
      <Transition transition="slide-up" mounted={scrolled}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            aria-label="Scroll to top"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <IconArrowUp aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
