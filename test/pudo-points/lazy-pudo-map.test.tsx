import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LazyPudoMap,
  MAP_FAILED_TEXT,
  MAP_OFFLINE_TEXT,
} from '@/features/pudo-points/components/lazy-pudo-map';
import { renderWithProviders } from '../support/render';

// The map's code is a runtime asset (decision 039): when it cannot load, a note takes its place
// instead of a blank page or the screen's error view.

vi.mock('@/features/pudo-points/components/pudo-map', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const props = {
  center: { lat: 52.52, lng: 13.4 },
  points: [],
  selectedId: null,
  onSelect: () => undefined,
};

describe('the pickup points map when its code cannot load', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offline, says the map is not on the device yet', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<LazyPudoMap {...props} />);
    expect(await screen.findByText(MAP_OFFLINE_TEXT)).toBeInTheDocument();
  });

  it('online, says it could not be loaded', async () => {
    renderWithProviders(<LazyPudoMap {...props} />);
    expect(await screen.findByText(MAP_FAILED_TEXT)).toBeInTheDocument();
  });
});
