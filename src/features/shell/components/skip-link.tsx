import { Anchor } from '@mantine/core';
import classes from './skip-link.module.css';

export const MAIN_ID = 'main-content';
export const mainClassName = classes.main;

/** 'Skip to main content': moves focus into the main region without touching the URL's hash. */
export function SkipLink() {
  return (
    <Anchor
      href={`#${MAIN_ID}`}
      className={classes.skipLink}
      onClick={(event) => {
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
    >
      Skip to main content
    </Anchor>
  );
}
