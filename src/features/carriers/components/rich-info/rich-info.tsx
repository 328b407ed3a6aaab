import { Button, Center, Group, Loader, Stack, Text, Typography } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Component, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { RequiresNetwork } from '@/components/requires-network';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { EDITOR_FAILED_TEXT, EDITOR_OFFLINE_TEXT, isBlankHtml } from '../../rich-info-rules';

// Rich info of the carrier documentation (issue 17 section 1, decision 045). The view shows the
// stored HTML only after DOMPurify (lib/sanitize-html.ts): a stored script or event handler never
// runs. The editor (tiptap through @mantine/tiptap, the `rich-editor` chunk) loads only when Edit
// is pressed, so the carriers page's first load and the sign-in page never carry it; it is not
// precached, but kept by the service worker once loaded or warmed (decision 017).

export type RichInfoProps = {
  html: string;
  /** Names the region and the editor ('Info', 'Booking info', ...); the button is 'Edit {label}'. */
  label: string;
  /** 'No information' or 'No information about this section' (spec c section 8). */
  emptyText: string;
  canEdit: boolean;
  /** Resolves when stored; a rejection keeps the editor open with what was typed. */
  onSave: (html: string) => Promise<unknown>;
};

const importEditor = () => import('./rich-info-editor');
const RichInfoEditor = lazy(importEditor);

export function RichInfo({ html, label, emptyText, canEdit, onSave }: RichInfoProps) {
  const [editing, setEditing] = useState(false);
  const safe = useMemo(() => sanitizeHtml(html), [html]);

  if (editing) {
    return (
      <EditorSlot html={safe} label={label} onSave={onSave} onClose={() => setEditing(false)} />
    );
  }
  return (
    <Stack gap="xs" align="flex-start">
      <section aria-label={label} style={{ width: '100%' }}>
        {isBlankHtml(safe) ? (
          <Text size="sm" c="dimmed">
            {emptyText}
          </Text>
        ) : (
          <Typography>
            {/* Sanitised above: the only HTML rendered is what DOMPurify kept. */}
            <div dangerouslySetInnerHTML={{ __html: safe }} />
          </Typography>
        )}
      </section>
      {canEdit ? (
        <RequiresNetwork>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={`Edit ${label}`}
            // Fetching the editor's code while the pointer is on its way saves a wait on click.
            onPointerEnter={() => void importEditor().catch(() => undefined)}
            onClick={() => setEditing(true)}
          >
            Edit
          </Button>
        </RequiresNetwork>
      ) : null}
    </Stack>
  );
}

type SlotProps = {
  html: string;
  label: string;
  onSave: (html: string) => Promise<unknown>;
  onClose: () => void;
};

function EditorSlot({ html, label, onSave, onClose }: SlotProps) {
  return (
    <EditorBoundary onClose={onClose}>
      <Suspense
        fallback={
          <Center mih={120}>
            <Loader size="sm" aria-label="Loading editor" />
          </Center>
        }
      >
        <RichInfoEditor html={html} label={label} onSave={onSave} onClose={onClose} />
      </Suspense>
    </EditorBoundary>
  );
}

type BoundaryProps = { children: ReactNode; onClose: () => void };
type Failure = 'offline' | 'error' | null;

/**
 * The editor's code could not be fetched (offline without it on the device, a network error).
 * The browser keeps a failed module import failed for the page's life, so the way to try again
 * is a reload: one a user makes, after which a form left with changes still asks first
 * (lib/unsaved-changes.ts). The first failure online is taken for a new deploy and reloads by
 * itself (lib/stale-chunks.ts).
 */
class EditorBoundary extends Component<BoundaryProps, { failed: Failure }> {
  state = { failed: null as Failure };

  static getDerivedStateFromError() {
    return { failed: navigator.onLine ? ('error' as const) : ('offline' as const) };
  }

  private readonly online = () => {
    if (this.state.failed === 'offline') this.setState({ failed: 'error' });
  };

  componentDidMount() {
    window.addEventListener('online', this.online);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.online);
  }

  render() {
    const { failed } = this.state;
    if (!failed) return this.props.children;
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="red" role="alert">
          {failed === 'offline' ? EDITOR_OFFLINE_TEXT : EDITOR_FAILED_TEXT}
        </Text>
        <Group gap="xs">
          {failed === 'error' ? (
            <Button size="compact-sm" variant="light" onClick={() => window.location.reload()}>
              Reload page
            </Button>
          ) : null}
          <Button size="compact-sm" variant="default" onClick={this.props.onClose}>
            Back
          </Button>
        </Group>
      </Stack>
    );
  }
}
