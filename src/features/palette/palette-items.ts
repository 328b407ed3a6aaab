import type { ComponentType } from 'react';

// What the command palette lists (issue 18 §1, decision 048): screens, recently opened records,
// records found by what was typed, and actions, each one thing to open or do.

export type PaletteGroupName = 'Recent' | 'Records' | 'Screens' | 'Actions';

export type PaletteItem = {
  id: string;
  group: PaletteGroupName;
  label: string;
  description?: string;
  /** Other words it is found by (a screen's route words and section, an action's synonyms). */
  keywords?: readonly string[];
  /** A place in the console (without the base path), or a thing to do. */
  href?: string;
  run?: () => void;
  icon?: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** Shown on the right: a screen's `g` shortcut, 'Offline' for what is readable offline. */
  hint?: string;
  badge?: string;
};

/** A sidebar entry as the palette needs it (features/shell's NavEntry has these fields). */
export type ScreenEntry = {
  label: string;
  to: string;
  external?: boolean;
  icon?: PaletteItem['icon'];
};

export type ScreenGroup = { label: string | null; entries: readonly ScreenEntry[] };
