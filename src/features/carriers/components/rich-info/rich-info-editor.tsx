import { Button, Group, Stack } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef, useState } from 'react';
import { RequiresNetwork } from '@/components/requires-network';
import { confirmAction } from '@/lib/confirm';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { LEAVE_QUESTION } from '../../rich-info-rules';

// The rich info's editor: loaded only from rich-info.tsx's React.lazy, so tiptap and ProseMirror
// stay in their own chunk (`rich-editor`, vite.config.ts). The editor's schema is the safety net
// for pasted HTML: StarterKit's nodes and marks and links keep their own attributes only, so a
// pasted `<img onerror>` or `<script>` has no node to become and is dropped; the view sanitises
// anyway (decision 045).

export type RichInfoEditorProps = {
  html: string;
  label: string;
  onSave: (html: string) => Promise<unknown>;
  onClose: () => void;
};

const extensions = [
  // StarterKit 3 has Link and Underline; its Link gives way to Mantine's (Ctrl+K opens the link
  // editor, a click on a link does not follow it), so each is registered once.
  StarterKit.configure({ link: false, heading: { levels: [1, 2, 3, 4] } }),
  Link,
];

export default function RichInfoEditor({ html, label, onSave, onClose }: RichInfoEditorProps) {
  const initial = useRef<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState(false);
  const editor = useEditor({
    extensions,
    content: html,
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' },
    },
    // The editor writes the stored HTML its own way: changes are measured against that.
    onCreate: ({ editor: created }) => {
      initial.current = created.getHTML();
    },
    onUpdate: ({ editor: updated }) => {
      setDirty(initial.current !== null && updated.getHTML() !== initial.current);
    },
  });
  useUnsavedChanges(dirty, { text: LEAVE_QUESTION });

  const save = async () => {
    if (!editor) return;
    setPending(true);
    editor.setEditable(false, false);
    try {
      // An emptied editor stores nothing rather than `<p></p>`.
      await onSave(editor.isEmpty ? '' : editor.getHTML());
      onClose();
    } catch {
      // The caller's mutation said why; what was typed stays for another try.
      editor.setEditable(true, false);
      setPending(false);
    }
  };

  const cancel = async () => {
    if (dirty) {
      const leave = await confirmAction({
        text: LEAVE_QUESTION,
        confirmLabel: 'Leave',
        cancelLabel: 'Stay',
      });
      if (!leave) return;
    }
    onClose();
  };

  return (
    <Stack gap="xs">
      <RichTextEditor editor={editor}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.Code />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H1 />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
      <Group gap="xs" justify="flex-end">
        <Button
          variant="default"
          size="compact-sm"
          disabled={pending}
          onClick={() => void cancel()}
        >
          Cancel
        </Button>
        <RequiresNetwork>
          <Button
            size="compact-sm"
            loading={pending}
            disabled={pending || !editor}
            onClick={() => void save()}
          >
            Save
          </Button>
        </RequiresNetwork>
      </Group>
    </Stack>
  );
}
