import type { AreaChartProps, BarChartProps, LineChartProps } from '@mantine/charts';
import { Skeleton } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';
import type * as ChartsModuleExports from './charts-module';

// Charts are the heaviest code of the dashboard and statistics (recharts): they load after the
// screen has painted, each in place of a skeleton of its own height.

type ChartsModule = typeof ChartsModuleExports;
const charts = (): Promise<ChartsModule> => import('./charts-module');

function lazyChart<P extends { h?: unknown }>(pick: (module: ChartsModule) => ComponentType<P>) {
  const Chart = lazy(() => charts().then((module) => ({ default: pick(module) })));
  return function LazyChart(props: P) {
    const height = typeof props.h === 'number' ? props.h : 160;
    return (
      <Suspense fallback={<Skeleton h={height} radius="sm" />}>
        <Chart {...props} />
      </Suspense>
    );
  };
}

export const LazyAreaChart = lazyChart<AreaChartProps>((module) => module.AreaChart);
export const LazyBarChart = lazyChart<BarChartProps>((module) => module.BarChart);
export const LazyLineChart = lazyChart<LineChartProps>((module) => module.LineChart);
