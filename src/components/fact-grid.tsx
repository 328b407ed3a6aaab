import { Box, type BoxProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './fact-grid.module.css';

/**
 * A card's facts (label over value, `LabelledValue`) in two columns, or one (`cols={1}`), or
 * one below Mantine's xs breakpoint and two from it (`cols="from-xs"`). For the cards of a list:
 * a Mantine SimpleGrid writes a style element of its own into the page for each instance, one per
 * card (decision 059).
 */
export function FactGrid({
  cols = 2,
  children,
  ...box
}: { cols?: 1 | 2 | 'from-xs'; children: ReactNode } & Pick<BoxProps, 'mt'>) {
  return (
    <Box
      {...box}
      className={classes.grid}
      data-one={cols === 1 || undefined}
      data-from-xs={cols === 'from-xs' || undefined}
    >
      {children}
    </Box>
  );
}
