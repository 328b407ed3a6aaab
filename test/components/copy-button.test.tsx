import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyValueButton } from '@/components/copy-button';
import { renderWithProviders } from '../support/render';

describe('copy button', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("copies the value and says 'Copied' for one second", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<CopyValueButton value="JD014600006281234567" label="tracking number" />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    const button = screen.getByRole('button', { name: 'Copy tracking number' });
    expect(screen.queryByText('Copied')).toBeNull();
    await user.click(button);

    expect(await navigator.clipboard.readText()).toBe('JD014600006281234567');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copied');
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
