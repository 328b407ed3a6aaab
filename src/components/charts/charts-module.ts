import '@mantine/charts/styles.css';

// Recharts and Mantine's charts, loaded on demand (src/components/charts/lazy-charts.tsx).
export { AreaChart, BarChart, LineChart } from '@mantine/charts';
