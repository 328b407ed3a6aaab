import { Affix, ActionIcon, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';

export function ScrollToTop() {
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 20, right: 20 }}>
      <Transition transition="slide-up" mounted={scroll.y > 400}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            aria-label="Scroll to top"
            onClick={() => scrollTo({ y: 0 })}
          >
            <IconArrowUp aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
