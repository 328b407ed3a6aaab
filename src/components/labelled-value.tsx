import type { CSSProperties, ReactNode } from 'react';

// Plain elements in Mantine's text sizes: a list page holds a dozen of these per card, 48 cards
// at a time, and two Mantine Text components per value cost most of a card's render (decision
// 059), as the parcel cards' FieldList found before.
const LABEL: CSSProperties = {
  fontSize: 'var(--mantine-font-size-xs)',
  lineHeight: 'var(--mantine-line-height-xs)',
  color: 'var(--mantine-color-dimmed)',
};
const VALUE: CSSProperties = {
  fontSize: 'var(--mantine-font-size-sm)',
  lineHeight: 'var(--mantine-line-height-sm)',
  overflowWrap: 'anywhere',
};

/** A small label over its value, as the pallet card and sidebar show their facts. */
export function LabelledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <div style={LABEL}>{label}</div>
      <div style={VALUE}>{children}</div>
    </div>
  );
}
