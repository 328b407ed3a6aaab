import { Anchor, Loader, Stack, Textarea } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useLayoutEffect, useRef, useState } from 'react';
import { OFFLINE_ACTION_REASON, useOnline } from '@/lib/online';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import {
  isNoteCollapsible,
  NOTE_SAVE_FAILED_TEXT,
  noteFieldHeight,
  noteNeedsSave,
} from '../carrier-note-rules';
import { LEAVE_QUESTION } from '../rich-info-rules';

// The carrier note (spec c sections 3 and 9, decision 045): saved when focus leaves the field and
// only if the text changed; taller than 45 px it shows collapsed with 'Show more'. The field sizes
// itself to its text here (Mantine's autosize keeps re-measuring and freezes in happy-dom).

export type CarrierNoteProps = {
  note: string;
  canEdit: boolean;
  /** Resolves when stored; the caller's mutation says why it failed (no second notice here). */
  onSave: (note: string) => Promise<unknown>;
};

export function CarrierNote({ note, canEdit, onSave }: CarrierNoteProps) {
  const online = useOnline();
  const field = useRef<HTMLTextAreaElement>(null);
  const [value, setValue] = useState(note);
  // What the server holds as far as this field knows: the prop, or the text it last saved.
  const [stored, setStored] = useState(note);
  const [seenNote, setSeenNote] = useState(note);
  const [focused, setFocused] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [collapsible, setCollapsible] = useState(false);
  const [expanded, setExpanded] = useState(false);

  // Another save changed the note: the field follows, unless the user is editing it (focused, or
  // holding text not saved yet).
  if (note !== seenNote) {
    setSeenNote(note);
    if (!focused && !saving && value === stored) {
      setValue(note);
      setStored(note);
    }
  }

  const dirty = canEdit && noteNeedsSave(value, stored);
  useUnsavedChanges(dirty && !saving, { text: LEAVE_QUESTION });

  const [width, setWidth] = useState(0);
  useWindowEvent('resize', () => setWidth(window.innerWidth));
  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    // The text's own height: the one-row box grows to it (scrollHeight counts the padding).
    element.style.height = 'auto';
    const content = element.scrollHeight;
    setCollapsible(isNoteCollapsible(content));
    const height = noteFieldHeight(content, { expanded, focused });
    if (height === null) return;
    const borders = element.offsetHeight - element.clientHeight;
    element.style.height = `${height + borders}px`;
    element.style.overflowY = height < content ? 'hidden' : '';
  }, [value, expanded, focused, width]);

  const save = async () => {
    if (!noteNeedsSave(value, stored)) {
      // Untouched while another save changed the note: show that one now.
      if (note !== stored) {
        setValue(note);
        setStored(note);
      }
      return;
    }
    if (!canEdit || !online) return;
    const sent = value;
    setSaving(true);
    setFailed(false);
    try {
      await onSave(sent);
      setStored(sent);
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap={4}>
      <Textarea
        ref={field}
        label="Note"
        value={value}
        readOnly={!canEdit}
        variant={canEdit ? 'default' : 'filled'}
        rows={1}
        onChange={(event) => setValue(event.currentTarget.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          void save();
        }}
        rightSection={saving ? <Loader size="xs" aria-label="Saving note" /> : null}
        error={failed ? NOTE_SAVE_FAILED_TEXT : undefined}
        description={canEdit && !online ? OFFLINE_ACTION_REASON : undefined}
        styles={{ input: { resize: 'none' } }}
      />
      {collapsible && !focused ? (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
          style={{ alignSelf: 'flex-start' }}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Anchor>
      ) : null}
    </Stack>
  );
}
