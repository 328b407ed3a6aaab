import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyValueButton } from '@/components/copy-button';
import { renderWithProviders } from '../support/render';

describe('copy button', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("copies the value and says 'Copied' for one second", async () => {
    // Time moves only when the test moves it: a clock that also ran with real time lost the
    // one-second window on a loaded machine (the click and the clipboard read took over 50 ms).
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    renderWithProviders(<CopyValueButton value="JD014600006281234567" label="tracking number" />);

    const button = screen.getByRole('button', { name: 'Copy tracking number' });
    expect(screen.queryByText('Copied')).toBeNull();
    await act(async () => {
      fireEvent.click(button);
      await vi.advanceTimersByTimeAsync(0);
    });

    expect(await navigator.clipboard.readText()).toBe('JD014600006281234567');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copied');
    expect(screen.getByRole('status')).toHaveTextContent('tracking number copied');
    expect(button).toHaveAccessibleName('Copy tracking number');

    // Spec a section 9: the confirmation shows for one second.
    act(() => vi.advanceTimersByTime(950));
    expect(screen.getByText('Copied')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Copied')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
