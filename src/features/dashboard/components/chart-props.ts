import { GRAPH_BAR_WIDTH } from '@/contract/constants';

/**
 * Spec a section 9, graph bar width 50%: recharts leaves `barCategoryGap` on each side of a bar
 * (bar = band - 2 x gap), so 25% a side gives bars half their band, whatever the number of bars
 * or the chart's size (a fixed maxBarWidth would not follow the 50-px rows or ~180 request bars).
 */
export const GRAPH_BAR_PROPS = {
  barCategoryGap: `${((1 - GRAPH_BAR_WIDTH) / 2) * 100}%`,
} as const;
