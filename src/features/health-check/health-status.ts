import { HEALTH_STATUS_THRESHOLDS } from '@/config/constants';

// A health card's status (spec b sections 2 and 9), from its 1-hour success rate in percent.

export type HealthStatus = 'critical' | 'issue' | 'well' | 'no-data';

export function healthStatus(rate: number | string | null | undefined): HealthStatus {
  if (rate === null || rate === undefined || rate === '') return 'no-data';
  const value = Number(rate);
  if (!Number.isFinite(value)) return 'no-data';
  if (value < HEALTH_STATUS_THRESHOLDS.issue) return 'critical';
  if (value < HEALTH_STATUS_THRESHOLDS.well) return 'issue';
  return 'well';
}

export const HEALTH_STATUS_LABEL: Record<HealthStatus, string> = {
  critical: 'Critical',
  issue: 'Issue',
  well: 'Well',
  'no-data': 'No data',
};

export const HEALTH_STATUS_COLOR: Record<HealthStatus, string> = {
  critical: 'red',
  issue: 'orange',
  well: 'green',
  'no-data': 'gray',
};
