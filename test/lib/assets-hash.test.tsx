import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { observeAssetsHash, reloadIfPending, setReloader } from '@/lib/assets-hash';
import { setDirty } from '@/lib/unsaved-changes';
import { renderWithProviders } from '../support/render';

describe('assets-hash reload', () => {
  afterEach(() => setDirty('form', false));

  it('reloads once when the hash differs from the first one seen', () => {
    const reload = vi.fn();
    setReloader(reload);
    observeAssetsHash(null);
    observeAssetsHash('v1');
    observeAssetsHash('v1');
    expect(reload).not.toHaveBeenCalled();
    observeAssetsHash('v2');
    observeAssetsHash('v3');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks first when a form has unsaved changes; Later postpones until the form is clean', async () => {
    const reload = vi.fn();
    setReloader(reload);
    const { user } = renderWithProviders(<div />);
    setDirty('form', true);
    observeAssetsHash('v1');
    observeAssetsHash('v2');
    expect(await screen.findByText(/The console was updated/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(reload).not.toHaveBeenCalled();
    reloadIfPending();
    expect(reload).not.toHaveBeenCalled();
    setDirty('form', false);
    reloadIfPending();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads after the user agrees', async () => {
    const reload = vi.fn();
    setReloader(reload);
    const { user } = renderWithProviders(<div />);
    setDirty('form', true);
    observeAssetsHash('v1');
    observeAssetsHash('v2');
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
