import { describe, expect, it } from 'vitest';
import {
  isNoteCollapsible,
  NOTE_COLLAPSE_HEIGHT_PX,
  noteFieldHeight,
  noteNeedsSave,
} from '@/features/carriers/carrier-note-rules';

describe('carrier note rules', () => {
  it('collapses a note taller than 45 px (spec c section 9), not one of 45 px', () => {
    expect(NOTE_COLLAPSE_HEIGHT_PX).toBe(45);
    expect(isNoteCollapsible(45)).toBe(false);
    expect(isNoteCollapsible(45.5)).toBe(true);
    expect(isNoteCollapsible(120)).toBe(true);
    expect(isNoteCollapsible(0)).toBe(false);
  });

  it('sizes the field to 45 px while collapsed and to its text otherwise', () => {
    const closed = { expanded: false, focused: false };
    expect(noteFieldHeight(120, closed)).toBe(45);
    expect(noteFieldHeight(120, { expanded: true, focused: false })).toBe(120);
    // Typing in a 45 px box would hide what is typed: the focused field shows everything.
    expect(noteFieldHeight(120, { expanded: false, focused: true })).toBe(120);
    expect(noteFieldHeight(34, closed)).toBe(34);
    // No layout (a test DOM): the field keeps its own height.
    expect(noteFieldHeight(0, closed)).toBeNull();
  });

  it('saves only a changed text, white space included', () => {
    expect(noteNeedsSave('Ring twice', 'Ring twice')).toBe(false);
    expect(noteNeedsSave('Ring twice ', 'Ring twice')).toBe(true);
    expect(noteNeedsSave('', 'Ring twice')).toBe(true);
  });
});
