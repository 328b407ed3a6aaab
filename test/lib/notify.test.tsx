import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { notifyFailure, notifyInfo, notifySuccess, notifyUndo } from '@/lib/notify';
import { renderWithProviders } from '../support/render';

describe('toasts', () => {
  it('success, failure (with catalogue texts) and info', async () => {
    renderWithProviders(<div />);
    notifySuccess('Saved');
    notifyFailure(new ApiError({ kind: 'network' }));
    notifyInfo('Heads up');
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText("Can't get response from server.")).toBeInTheDocument();
    expect(screen.getByText('Heads up')).toBeInTheDocument();
  });

  it('the undo toast calls back once and closes', async () => {
    const onUndo = vi.fn();
    const { user } = renderWithProviders(<div />);
    notifyUndo('Mapping deleted', onUndo);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
  });
});
