import { Center, Loader, Text } from '@mantine/core';
import { Component, type ComponentProps, lazy, type ReactNode, Suspense, useState } from 'react';
import type PudoMapComponent from './pudo-map';

// The map's code (Leaflet and the country outlines, the `map-module` chunk) is not precached
// (decision 039): the service worker keeps it once loaded or warmed after sign-in, so a device that
// never loaded it shows a note offline in the map's place, the list of points beside it still
// works, and the map appears by itself once the browser is back online.

export const MAP_OFFLINE_TEXT =
  'The map is not on this device yet: it appears once you are online. The list shows every point.';
export const MAP_FAILED_TEXT = 'The map could not be loaded. The list shows every point.';

const MAP_HEIGHT = 480;

type Props = ComponentProps<typeof PudoMapComponent>;

class MapBoundary extends Component<
  { children: ReactNode; onRetry: () => void },
  { failed: 'offline' | 'error' | null }
> {
  state = { failed: null as 'offline' | 'error' | null };

  static getDerivedStateFromError() {
    return { failed: navigator.onLine ? ('error' as const) : ('offline' as const) };
  }

  private readonly retry = () => {
    if (!this.state.failed) return;
    this.props.onRetry();
    this.setState({ failed: null });
  };

  componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Center mih={MAP_HEIGHT}>
        <Text size="sm" c="dimmed" ta="center">
          {this.state.failed === 'offline' ? MAP_OFFLINE_TEXT : MAP_FAILED_TEXT}
        </Text>
      </Center>
    );
  }
}

// A failed load stays failed in React.lazy: a retry needs a new lazy component.
const loadMap = () => lazy(() => import('./pudo-map'));

export function LazyPudoMap(props: Props) {
  const [PudoMap, setPudoMap] = useState(loadMap);
  return (
    <MapBoundary onRetry={() => setPudoMap(loadMap)}>
      <Suspense fallback={<Loader aria-label="Loading map" />}>
        <PudoMap {...props} />
      </Suspense>
    </MapBoundary>
  );
}
