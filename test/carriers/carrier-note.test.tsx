import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CarrierNote } from '@/features/carriers/components/carrier-note';
import { NOTE_SAVE_FAILED_TEXT } from '@/features/carriers/carrier-note-rules';
import { OFFLINE_ACTION_REASON } from '@/lib/online';
import { renderWithProviders } from '../support/render';

// The note alone, in a router (leaving with an unsaved note asks first).

function renderInRouter(ui: () => ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

/** A parent holding the stored note, as the carrier details page does. */
function Harness({
  initial,
  canEdit = true,
  onSave,
}: {
  initial: string;
  canEdit?: boolean;
  onSave: (note: string) => Promise<unknown>;
}) {
  const [note, setNote] = useState(initial);
  return (
    <>
      <CarrierNote
        note={note}
        canEdit={canEdit}
        onSave={async (next) => {
          await onSave(next);
          setNote(next);
        }}
      />
      <button type="button" onClick={() => setNote('Changed by a colleague')}>
        Outside change
      </button>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('carrier note', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('saves when focus leaves it, only when the text changed', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user } = renderInRouter(() => <Harness initial="Ring twice" onSave={onSave} />);
    const note = await screen.findByRole('textbox', { name: 'Note' });
    expect(note).toHaveValue('Ring twice');

    await user.click(note);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onSave).not.toHaveBeenCalled();

    await user.click(note);
    await user.keyboard(' at the gate');
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith('Ring twice at the gate');

    // Saved: leaving again sends nothing.
    await user.click(note);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('shows a loader while saving, and keeps the text with a message when it fails', async () => {
    let reject: (error: Error) => void = () => undefined;
    const onSave = vi.fn(
      () =>
        new Promise((_resolve, fail: (error: Error) => void) => {
          reject = fail;
        }),
    );
    const { user } = renderInRouter(() => <Harness initial="Ring twice" onSave={onSave} />);
    const note = await screen.findByRole('textbox', { name: 'Note' });
    await user.clear(note);
    await user.type(note, 'Call first');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));

    expect(await screen.findByLabelText('Saving note')).toBeInTheDocument();
    await act(async () => reject(new Error('Server said no')));
    expect(await screen.findByText(NOTE_SAVE_FAILED_TEXT)).toBeInTheDocument();
    expect(screen.queryByLabelText('Saving note')).toBeNull();
    expect(note).toHaveValue('Call first');

    // Leaving the field again tries again.
    onSave.mockImplementation(() => Promise.resolve());
    await user.click(note);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave).toHaveBeenLastCalledWith('Call first');
    await waitFor(() => expect(screen.queryByText(NOTE_SAVE_FAILED_TEXT)).toBeNull());
  });

  it('follows a change from outside unless the user is editing', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user } = renderInRouter(() => <Harness initial="Ring twice" onSave={onSave} />);
    const note = await screen.findByRole('textbox', { name: 'Note' });

    await user.click(screen.getByRole('button', { name: 'Outside change' }));
    expect(note).toHaveValue('Changed by a colleague');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps what the user is typing when the note changes from outside', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user } = renderInRouter(() => <Harness initial="Ring twice" onSave={onSave} />);
    const note = await screen.findByRole('textbox', { name: 'Note' });
    await user.click(note);
    await user.keyboard(' please');
    // A change from outside while typing (fired without moving the focus).
    act(() => screen.getByRole('button', { name: 'Outside change' }).click());
    expect(note).toHaveValue('Ring twice please');
    expect(note).toHaveFocus();
  });

  it('is read-only text without the permission and never saves', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user } = renderInRouter(() => (
      <Harness initial="Ring twice" canEdit={false} onSave={onSave} />
    ));
    const note = await screen.findByRole('textbox', { name: 'Note' });
    expect(note).toHaveAttribute('readonly');
    await user.click(note);
    await user.keyboard('x');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(note).toHaveValue('Ring twice');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('does not save offline, says why, and keeps the text', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user } = renderInRouter(() => <Harness initial="Ring twice" onSave={onSave} />);
    const note = await screen.findByRole('textbox', { name: 'Note' });
    act(() => onlineManager.setOnline(false));
    expect(await screen.findByText(OFFLINE_ACTION_REASON)).toBeInTheDocument();
    await user.type(note, '!');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(note).toHaveValue('Ring twice!');
  });

  it("collapses a note taller than 45 px behind 'Show more'", async () => {
    // happy-dom has no layout: the text's height is given here (the rule is unit tested).
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(90);
    const { user } = renderInRouter(() => (
      <Harness initial={'Line 1\nLine 2\nLine 3\nLine 4'} onSave={() => Promise.resolve()} />
    ));
    const note = await screen.findByRole('textbox', { name: 'Note' });
    // No borders without layout: the field is the text's 45 px, then all of its 90 px.
    const more = await screen.findByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(note.style.height).toBe('45px');

    await user.click(more);
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(note.style.height).toBe('90px');
    await user.click(less);
    expect(note.style.height).toBe('45px');
  });

  it('shows a short note whole, without the toggle', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(34);
    renderInRouter(() => <Harness initial="Ring twice" onSave={() => Promise.resolve()} />);
    await screen.findByRole('textbox', { name: 'Note' });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
