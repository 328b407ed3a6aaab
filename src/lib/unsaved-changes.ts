import { useBlocker } from '@tanstack/react-router';
import { useEffect, useId } from 'react';
import { confirmAction } from './confirm';

// Forms with unsaved input register here, so navigation and forced reloads ask first.

const dirtyForms = new Set<string>();

export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

export function setDirty(id: string, dirty: boolean): void {
  if (dirty) dirtyForms.add(id);
  else dirtyForms.delete(id);
}

export const UNSAVED_CHANGES_TEXT = 'You have unsaved changes. Leave and lose them?';

export type UnsavedChangesOptions = {
  /** A screen whose spec words the question itself (the user form's). */
  text?: string;
  /** Moves that keep the path (a tab of the same record in the URL) lose nothing: never ask. */
  samePathFree?: boolean;
};

export function useUnsavedChanges(
  dirty: boolean,
  { text = UNSAVED_CHANGES_TEXT, samePathFree = false }: UnsavedChangesOptions = {},
): void {
  const id = useId();
  useEffect(() => {
    setDirty(id, dirty);
    return () => setDirty(id, false);
  }, [dirty, id]);
  useBlocker({
    shouldBlockFn: async ({ current, next }) =>
      !(samePathFree && current.pathname === next.pathname) &&
      !(await confirmAction({
        text,
        confirmLabel: 'Leave',
        cancelLabel: 'Stay',
      })),
    enableBeforeUnload: dirty,
    disabled: !dirty,
  });
}
