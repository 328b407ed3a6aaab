import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TRACKING_MAPPING_UI_TEXTS as TEXTS } from '@/contract/tracking-mapping/tracking-mapping-schemas';
import { startPendingActions } from '@/lib/pending-actions/pending-actions';
import { apiDb } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

// The tracking mapping list as a user meets it (spec c sections 2, 4 and 5): the dashboard's
// filtered link, a status changed in place with Undo (remap asked first), the optimistic delete
// with Undo and its send when the list is left, and the create form's required fields.

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

/** The tracked carrier with the fewest unmapped statuses (but some): a short list. */
function smallUnmappedCarrier() {
  const db = apiDb();
  const counts = new Map<number, number>();
  for (const m of db.trackingMapping.mappings)
    if (m.status === 0) counts.set(m.carrierId, (counts.get(m.carrierId) ?? 0) + 1);
  const [id, count] = [...counts].sort((a, b) => a[1] - b[1] || a[0] - b[0])[0]!;
  const name = db.carriers.find((c) => c.id === id)!.name;
  return { id, name, count };
}

/** The id of the mapping a card (`Carrier: status`) shows. */
const idOf = (carrier: { id: number; name: string }, label: string) =>
  apiDb().trackingMapping.mappings.find(
    (m) => m.carrierId === carrier.id && label === `${carrier.name}: ${m.carrierStatus}`,
  )!.id;
const mappingOf = (id: number) => apiDb().trackingMapping.mappings.find((m) => m.id === id);
const cards = () =>
  within(screen.getByRole('list', { name: 'Tracking mapping' })).getAllByRole('listitem');

async function openUnmapped() {
  await signIn('superadmin');
  const carrier = smallUnmappedCarrier();
  const app = renderApp(`/admin/tracking_mapping?carrier=${carrier.id}&status=0`);
  stop = startPendingActions(app.queryClient);
  await screen.findByRole('list', { name: 'Tracking mapping' });
  return { ...app, carrier };
}

describe('tracking mapping list', () => {
  it('lands filtered from the dashboard’s link', async () => {
    const { carrier, router } = await openUnmapped();
    expect(router.state.location.search).toMatchObject({
      carrier: [String(carrier.id)],
      status: '0',
    });
    expect(cards()).toHaveLength(carrier.count);
    for (const card of cards()) {
      expect(card.getAttribute('aria-label')!.startsWith(`${carrier.name}: `)).toBe(true);
      expect(within(card).getByRole('combobox', { name: 'Tracking status' })).toHaveValue(
        'Not mapped',
      );
    }
  });

  it('saves a status at once after the remap question, and Undo saves the old one back', async () => {
    const { user, carrier } = await openUnmapped();
    const card = cards()[0]!;
    const id = idOf(carrier, card.getAttribute('aria-label')!);
    const target = apiDb().trackingStatuses[0]!;
    await user.click(within(card).getByRole('checkbox', { name: 'Remap old statuses' }));
    await user.click(within(card).getByRole('combobox', { name: 'Tracking status' }));
    await user.click(await screen.findByRole('option', { name: target.name }));
    expect(await screen.findByText(TEXTS.remapConfirm)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(TEXTS.statusChanged, {})).toBeInTheDocument();
    expect(mappingOf(id)!.status).toBe(target.code);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(mappingOf(id)!.status).toBe(0));
  });

  it('hides a deleted mapping with Undo, and sends the delete when the list is left', async () => {
    const { user, router, carrier } = await openUnmapped();
    const label = cards()[0]!.getAttribute('aria-label')!;
    const id = idOf(carrier, label);
    await user.click(screen.getByRole('button', { name: `Delete ${label}` }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: label })).toBeNull());
    expect(screen.getByText(TEXTS.deleted)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('listitem', { name: label })).toBeInTheDocument();
    expect(mappingOf(id)).toBeDefined();

    await user.click(screen.getByRole('button', { name: `Delete ${label}` }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: label })).toBeNull());
    expect(mappingOf(id)).toBeDefined();
    await router.navigate({ to: '/dashboard' });
    await waitFor(() => expect(mappingOf(id)).toBeUndefined());
  });

  it('requires carrier, carrier status and status, then adds with the server’s message', async () => {
    await signIn('superadmin');
    const { user, router } = renderApp('/admin/tracking_mapping?status=0');
    await user.click(await screen.findByRole('link', { name: 'Add tracking status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tracking status' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getAllByText('Field is required')).toHaveLength(3);

    const carrier = smallUnmappedCarrier();
    const status = apiDb().trackingStatuses[1]!;
    await user.click(within(dialog).getByRole('combobox', { name: 'Carrier' }));
    await user.click(await screen.findByRole('option', { name: carrier.name }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Carrier status' }), 'ZZ-NEW-1');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: status.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Tracking status added', {})).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/tracking_mapping'));
    const added = apiDb().trackingMapping.mappings.find((m) => m.carrierStatus === 'ZZ-NEW-1');
    expect(added).toMatchObject({ carrierId: carrier.id, status: status.code });
  });
});
