import { type ReactNode } from 'react';
import { confirmAction } from '@/lib/confirm';
import { UNSAVED_CHANGES_TEXT, useUnsavedChanges } from '@/lib/unsaved-changes';
import { AppModal, type AppModalProps } from './app-modal';

// The kit's form modal (issue 30): the frame of app-modal.tsx and the unsaved-changes guard in
// one place. With typed input, closing it (the close button, Escape, a click outside, Cancel) and
// leaving the page ask the screen's question first (Leave / Stay); once saved, nothing asks.

export type FormModalProps = Omit<AppModalProps, 'onClose' | 'children'> & {
  /** What the user typed differs from what the form opened with. */
  dirty: boolean;
  /** The form was saved: closing and leaving no longer ask. */
  saved?: boolean;
  /** The question before typed input is dropped; the spec words it per screen. */
  question?: string;
  onClose: () => void;
  /** The form; a function receives the guarded close for its Cancel button. */
  children: ReactNode | ((close: () => void) => ReactNode);
};

/** Closes at once when nothing was typed, or after the user agrees to drop it. */
export async function closeAsked(dirty: boolean, question: string): Promise<boolean> {
  return !dirty || confirmAction({ text: question, confirmLabel: 'Leave', cancelLabel: 'Stay' });
}

export function FormModal({
  dirty,
  saved = false,
  question = UNSAVED_CHANGES_TEXT,
  onClose,
  children,
  ...modal
}: FormModalProps) {
  const asking = dirty && !saved;
  useUnsavedChanges(asking, { text: question });
  const close = () => {
    void closeAsked(asking, question).then((leave) => {
      if (leave) onClose();
    });
  };
  return (
    <AppModal onClose={close} {...modal}>
      {typeof children === 'function' ? children(close) : children}
    </AppModal>
  );
}
