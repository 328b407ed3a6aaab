import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

// The barcode ranges page (spec b sections 2, 4 and 8): the notifications switch changes at once
// and goes back, with the server's words, when the server refuses.

describe('barcode ranges page', () => {
  it('switches notifications at once and reverts them when the server fails', async () => {
    await signIn('superadmin');
    const { user } = renderApp('/admin/barcode_ranges?quickSearch=sscc%20client');
    const card = await screen.findByRole('listitem', {
      name: 'client, DHL Parcel (dhl_parcel), sscc',
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    const toggle = within(card).getByRole('switch', { name: 'Notice' });
    expect(toggle).toBeChecked();

    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    apiServer.use(
      // The list cannot be read again either: only the page's own undo can bring the switch back.
      http.get('*/admin/barcode_ranges', () => HttpResponse.json(null, { status: 503 })),
      http.post('*/admin/barcode_ranges/toggle_notifications', async () => {
        await held;
        return HttpResponse.json(
          { errors: [{ message: 'Notifications are locked' }] },
          { status: 500 },
        );
      }),
    );
    await user.click(toggle);
    // Optimistic: off before the server has answered.
    expect(toggle).not.toBeChecked();
    answer();
    expect(await screen.findByText('Notifications are locked', {})).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });
});
