// The carrier note (spec c sections 3 and 9, decision 045).

/** Spec c section 9: the notes area collapses over 45 px. */
export const NOTE_COLLAPSE_HEIGHT_PX = 45;

export const NOTE_SAVE_FAILED_TEXT = 'The note was not saved. Leave the field again to retry.';

/** A note whose text is taller than 45 px is shown collapsed to 45 px, with 'Show more'. */
export function isNoteCollapsible(heightPx: number): boolean {
  return heightPx > NOTE_COLLAPSE_HEIGHT_PX;
}

/** The field's height: 45 px while collapsed, else the whole text; null without layout to measure. */
export function noteFieldHeight(
  contentPx: number,
  { expanded, focused }: { expanded: boolean; focused: boolean },
): number | null {
  if (contentPx <= 0) return null;
  const collapsed = isNoteCollapsible(contentPx) && !expanded && !focused;
  return collapsed ? NOTE_COLLAPSE_HEIGHT_PX : contentPx;
}

/**
 * Whether leaving the field saves: only when the text differs from what is stored, exactly
 * (white space included: the note is stored as typed).
 */
export function noteNeedsSave(value: string, stored: string): boolean {
  return value !== stored;
}
