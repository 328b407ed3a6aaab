import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../support/render';

describe('a file viewer asked for an unknown kind of file (spec a section 8)', () => {
  beforeEach(() => signIn('superadmin'));

  it.each([
    ['/admin/parcels/manifest/12', 'manifest'],
    ['/admin/pallets/waybill/7', 'waybill'],
  ])('%s says which type is unsupported, over the list', async (path, extra) => {
    const { user, router } = renderApp(path);
    const dialog = await screen.findByRole('dialog', { name: 'File' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(`Unsupported extra type: ${extra}`);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(router.state.location.pathname).toMatch(/^\/(parcels|pallets)$/);
  });

  it('leaves the known viewers alone', async () => {
    renderApp('/admin/parcels/label/abc');
    expect(
      await screen.findByText('Entity ID is required. Received: abc', undefined),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Unsupported extra type/)).not.toBeInTheDocument();
  });
});
