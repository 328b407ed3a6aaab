import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../support/render';

describe('skip link of the signed-in shell', () => {
  it("is the first tab stop, and 'Skip to main content' moves focus into the main region", async () => {
    await signIn('staff');
    const { user, router } = renderApp('/admin/parcels');
    const heading = await screen.findByRole('heading', { name: 'Parcels', level: 1 });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');

    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toContainElement(heading);
    await waitFor(() => expect(main).toHaveFocus());
    // The URL keeps no hash; the next Tab lands inside the main region, past header and sidebar.
    expect(router.state.location.hash).toBe('');
    await user.tab();
    expect(main).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('navigation', { name: 'Main' })).not.toContainElement(
      document.activeElement as HTMLElement,
    );
  });
});
