// Spec a section 9: counts use group separators, shown the same on every machine.

const COUNT = new Intl.NumberFormat('en-US');

export const formatCount = (value: number): string => COUNT.format(value);

/** What an empty value shows in cards, tables and sidebars. */
export const EMPTY_VALUE = '—';
