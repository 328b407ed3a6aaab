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

export function useUnsavedChanges(dirty: boolean): void {
  const id = useId();
  useEffect(() => {
    setDirty(id, dirty);
    return () => setDirty(id, false);
  }, [dirty, id]);
  useBlocker({
    shouldBlockFn: async () =>
      !(await confirmAction({
        text: UNSAVED_CHANGES_TEXT,
        confirmLabel: 'Leave',
        cancelLabel: 'Stay',
      })),
    enableBeforeUnload: dirty,
    disabled: !dirty,
  });
}
