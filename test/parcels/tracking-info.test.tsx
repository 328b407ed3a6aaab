import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TrackingEvent } from '@/contract/parcels/parcel-schemas';
import { TrackingInfo } from '@/features/parcels/components/tracking-info';
import type { TrackingStatus } from '@/features/parcels/tracking-stepper';
import { TRACKING_STATUSES } from '../../server/areas/parcels/tracking-statuses';
import { renderWithProviders } from '../support/render';

const statuses: TrackingStatus[] = TRACKING_STATUSES.map(([code, name, category]) => ({
  code,
  name,
  category,
}));

// 2027-01-15 08:00:00 UTC, then one event an hour.
const START = Date.UTC(2027, 0, 15, 8) / 1000;

function history(codes: number[]): TrackingEvent[] {
  return codes.map((code, i) => ({
    date: START + i * 3600,
    dateAdded: START + i * 3600 + 30,
    date_formatted: code === 1101 ? '2027-01-15 11:00:00 CET' : '',
    event_code: code,
    carrier_event_code: `DHL-${code}`,
    carrier_description: `Carrier says ${code}`,
    info: code === 1101 ? 'Scanned at the gate' : null,
    location: {
      name: code === 1101 ? 'Warsaw hub' : null,
      company: code === 1101 ? 'DHL hub' : null,
      email: null,
      phone: code === 1101 ? '+49 30 23125 000' : null,
      vat: null,
      eori: null,
      addr1: 'Main 1',
      addr2: null,
      addr3: null,
      city: i < 2 ? 'Berlin' : 'Warsaw',
      zip: '10115',
      state: null,
      country: i < 2 ? 'DE' : 'PL',
      lat: null,
      lng: null,
    },
  }));
}

const render = (codes: number[]) =>
  renderWithProviders(<TrackingInfo events={history(codes)} statuses={statuses} />);

const stepNames = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));

const events = () => screen.getByRole('region', { name: /^Events: / });

describe('TrackingInfo', () => {
  it('shows every step, the current status and the current step’s events', () => {
    render([1000, 1100, 1101, 1200, 1300]);
    expect(stepNames()).toEqual([
      'New: 1 event',
      'In transit: 2 events',
      'Out for delivery: 1 event',
      'Delivered: 1 event',
    ]);
    expect(screen.getByText('Current status: Delivered')).toBeInTheDocument();
    // Delivered ends the history, so every step is completed.
    for (const step of screen.getAllByRole('button'))
      expect(step).toHaveAttribute('data-completed');
    expect(screen.getByRole('button', { name: 'Delivered: 1 event' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    const shown = events();
    expect(within(shown).getByRole('heading', { name: 'Events: Delivered' })).toBeInTheDocument();
    expect(within(shown).getByText('15.01.2027, 12:00:00')).toBeInTheDocument();
    expect(within(shown).queryByText('Collected by carrier')).toBeNull();
  });

  it('clicking a step shows its events with date, status, carrier data, info and place', async () => {
    const { user } = render([1000, 1100, 1101, 1200]);
    await user.click(screen.getByRole('button', { name: 'In transit: 2 events' }));
    const shown = events();
    expect(within(shown).getByRole('heading', { name: 'Events: In transit' })).toBeInTheDocument();
    expect(within(shown).getByText('Collected by carrier')).toBeInTheDocument();
    expect(within(shown).getByText('Arrived at hub')).toBeInTheDocument();
    expect(within(shown).getByText('15.01.2027, 09:00:00')).toBeInTheDocument();
    expect(within(shown).getByText('15.01.2027, 10:00:00')).toBeInTheDocument();
    expect(within(shown).getByText('DHL-1101')).toBeInTheDocument();
    expect(within(shown).getByText('Carrier says 1101')).toBeInTheDocument();
    expect(within(shown).getByText('Scanned at the gate')).toBeInTheDocument();
    // Where: the place's name and company, its address with the zip, and its phone.
    expect(within(shown).getByText('Warsaw hub (DHL hub)')).toBeInTheDocument();
    expect(within(shown).getByText('Main 1, 10115 Berlin, DE')).toBeInTheDocument();
    expect(within(shown).getByText('Main 1, 10115 Warsaw, PL')).toBeInTheDocument();
    expect(within(shown).getByText('+49 30 23125 000')).toBeInTheDocument();
    // The carrier's own wording of the time, and when the platform received the event.
    expect(within(shown).getByText('2027-01-15 11:00:00 CET')).toBeInTheDocument();
    expect(within(shown).getByText('15.01.2027, 10:00:30')).toBeInTheDocument();
    expect(within(shown).getAllByText('Received:')).toHaveLength(2);
    expect(within(shown).getAllByText('Carrier time:')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'In transit: 2 events' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Current status: Out for delivery')).toBeInTheDocument();
  });

  it('steps without events are disabled and clicking them changes nothing', async () => {
    const { user } = render([1000, 1100]);
    const ahead = screen.getByRole('button', { name: 'Delivered: no events' });
    expect(ahead).toBeDisabled();
    await user.click(ahead);
    expect(
      within(events()).getByRole('heading', { name: 'Events: In transit' }),
    ).toBeInTheDocument();
  });

  it('an unknown event code is shown as Unknown, in the step it folds into', () => {
    render([1000, 7777]);
    expect(within(events()).getByText('Unknown')).toBeInTheDocument();
    expect(screen.getByText('Current status: New')).toBeInTheDocument();
  });

  it('a lost parcel has a danger step, and delays are warnings', () => {
    render([1000, 1100, 1501, 5000]);
    const lost = screen.getByRole('button', { name: 'Lost: 1 event' });
    expect(lost).toHaveAttribute('data-tone', 'danger');
    expect(lost.getAttribute('style')).toContain('--mantine-color-red');
    const delayed = screen.getByRole('button', { name: 'Delayed: 1 event' });
    expect(delayed).toHaveAttribute('data-tone', 'warning');
    expect(delayed.getAttribute('style')).toContain('--mantine-color-orange');
    expect(screen.getByRole('button', { name: 'In transit: 1 event' })).toHaveAttribute(
      'data-tone',
      'default',
    );
    expect(screen.getByText('Current status: Lost')).toBeInTheDocument();
    // Completed up to the current step, which is still in progress.
    const states = screen
      .getAllByRole('button')
      .map((b) =>
        b.hasAttribute('data-completed') ? 'done' : b.hasAttribute('data-progress') ? 'now' : '-',
      );
    expect(states).toEqual(['done', 'done', 'done', 'now', '-', '-']);
    // Lost is not an end: the delivery steps are still ahead.
    expect(stepNames().slice(-2)).toEqual(['Out for delivery: no events', 'Delivered: no events']);
  });

  it('a canceled-then-reverted history shows both steps and carries on', async () => {
    const { user } = render([1000, 3000, 4000, 1100, 1200]);
    expect(stepNames()).toEqual([
      'New: 1 event',
      'Canceled: 1 event',
      'Cancel reverted: 1 event',
      'In transit: 1 event',
      'Out for delivery: 1 event',
      'Delivered: no events',
    ]);
    expect(screen.getByText('Current status: Out for delivery')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Canceled: 1 event' }));
    expect(within(events()).getByText('Shipment canceled')).toBeInTheDocument();
  });

  it('a cancel that is neither last nor reverted is not shown', () => {
    render([1000, 3000, 1100]);
    expect(stepNames()).not.toContain('Canceled: 1 event');
    expect(screen.queryByText('Shipment canceled')).toBeNull();
  });

  it('the stepper ends at the step that ends the history', () => {
    const { unmount } = render([1000, 1100, 1200, 6000]);
    expect(stepNames().at(-1)).toBe('Return to sender: 1 event');
    expect(screen.queryByRole('button', { name: /^Delivered/ })).toBeNull();
    unmount();
    render([1000, 1001, 3000]);
    expect(stepNames()).toEqual(['New: 2 events', 'Canceled: 1 event']);
    expect(screen.getByText('Current status: Canceled')).toBeInTheDocument();
  });

  it('after DELIVERED nothing follows, even when it came early', () => {
    render([1000, 1300, 1100]);
    expect(stepNames()).toEqual([
      'New: 1 event',
      'In transit: no events',
      'Out for delivery: no events',
      'Delivered: 2 events',
    ]);
  });

  it('no events: a clear empty text and no stepper', () => {
    renderWithProviders(<TrackingInfo events={[]} statuses={statuses} />);
    expect(
      screen.getByText('There are no tracking events for this parcel yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
