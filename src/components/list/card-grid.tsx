import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** Cards in one to four columns by width (spec a section 9). */
export function CardGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <SimpleGrid
      component="ul"
      aria-label={label}
      cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}
      spacing="md"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {children}
    </SimpleGrid>
  );
}
