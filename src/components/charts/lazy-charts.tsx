import type { AreaChartProps, BarChartProps, LineChartProps } from '@mantine/charts';
import { Center, Skeleton, Text } from '@mantine/core';
import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import type * as ChartsModuleExports from './charts-module';

// Charts are the heaviest code of the dashboard and statistics (recharts): they load after the
// screen has painted, each in place of a skeleton of its own height. They are not precached
// (decision 017): the service worker keeps them once loaded or warmed, so a device that never
// loaded them shows a short note offline instead of the chart, and the chart once back online.

export const CHART_OFFLINE_TEXT =
  'This chart is not on this device yet: it appears once you are online.';
export const CHART_FAILED_TEXT = 'This chart could not be loaded.';

type ChartsModule = typeof ChartsModuleExports;
const charts = (): Promise<ChartsModule> => import('./charts-module');

type BoundaryProps = { height: number; children: () => ReactNode };

/** Shows a note when the charts code cannot load; tries again when the browser is back online. */
class ChartBoundary extends Component<BoundaryProps, { failed: 'offline' | 'error' | null }> {
  state = { failed: null as 'offline' | 'error' | null };

  static getDerivedStateFromError() {
    return { failed: navigator.onLine ? ('error' as const) : ('offline' as const) };
  }

  private readonly retry = () => this.setState({ failed: null });

  componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  render() {
    if (!this.state.failed) return this.props.children();
    return (
      <Center mih={this.props.height}>
        <Text size="sm" c="dimmed">
          {this.state.failed === 'offline' ? CHART_OFFLINE_TEXT : CHART_FAILED_TEXT}
        </Text>
      </Center>
    );
  }
}

function lazyChart<P extends { h?: unknown }>(pick: (module: ChartsModule) => ComponentType<P>) {
  // A failed load stays failed in React.lazy: a retry needs a new lazy component.
  let failed = false;
  const load = () =>
    charts().then(
      (module) => ({ default: pick(module) }),
      (error: unknown) => {
        failed = true;
        throw error;
      },
    );
  let Chart = lazy(load);
  return function LazyChart(props: P) {
    const height = typeof props.h === 'number' ? props.h : 160;
    return (
      <ChartBoundary height={height}>
        {() => {
          if (failed) {
            Chart = lazy(load);
            failed = false;
          }
          const Loaded = Chart;
          return (
            <Suspense fallback={<Skeleton h={height} radius="sm" />}>
              <Loaded {...props} />
            </Suspense>
          );
        }}
      </ChartBoundary>
    );
  };
}

export const LazyAreaChart = lazyChart<AreaChartProps>((module) => module.AreaChart);
export const LazyBarChart = lazyChart<BarChartProps>((module) => module.BarChart);
export const LazyLineChart = lazyChart<LineChartProps>((module) => module.LineChart);
