import type { CSSProperties, ReactNode } from 'react';

// The label/value pairs of a list card: a plain description list, cheap enough for 48 cards.

const FIELDS: CSSProperties = {
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: 'var(--mantine-spacing-sm)',
  rowGap: 2,
  fontSize: 'var(--mantine-font-size-sm)',
};
const TERM: CSSProperties = { color: 'var(--mantine-color-dimmed)' };
const VALUE: CSSProperties = { margin: 0, overflowWrap: 'anywhere' };

export function FieldList({ children }: { children: ReactNode }) {
  return <dl style={FIELDS}>{children}</dl>;
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt style={TERM}>{label}</dt>
      <dd style={VALUE}>{children}</dd>
    </>
  );
}
