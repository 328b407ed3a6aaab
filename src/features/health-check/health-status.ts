import { HEALTH_STATUS_THRESHOLDS } from '@/contract/constants';
import { headersText, type LoggedHeaderMap } from '@/lib/body-text';
import { formatCount } from '@/lib/format';

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

/** Spec b section 9: the periods are 24 h, 8 h, 1 h and 10 min. */
export function periodName(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  return `${Math.round(seconds / 60)} min`;
}

const rateFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A success rate in percent, or a dash without checks. */
export const rateText = (rate: number | null | undefined): string =>
  rate === null || rate === undefined ? '–' : `${rateFormat.format(rate)}%`;

/** A mean time in milliseconds, or a dash without checks. */
export const timeText = (ms: number | null | undefined): string =>
  ms === null || ms === undefined ? '–' : `${formatCount(Math.round(ms))} ms`;

/** Spec b section 2: status '0' is an error, anything else a success. */
export const isFailedCheck = (status: string | number): boolean => String(status) === '0';

/** The modal's badge text (spec b section 2). */
export const checkStatusText = (status: string | number): string =>
  isFailedCheck(status) ? 'Request Error' : 'Request Success';

/** The modal's empty states (spec b section 2), in the spec's words. */
export const noCheckText = (id: string) => `There is no data about request with ID ${id}`;
export const EMPTY_CHECK_TEXT = 'Request data is empty !';

type CallsOf = {
  requestsList: ReadonlyArray<{
    request: { method: string; url: string; headers: LoggedHeaderMap; body: string | null };
    response: { code: number; headers: LoggedHeaderMap; body: string | null };
  }>;
};

/** The whole check as text, for the copy and the .txt download: every call's blocks in order. */
export function checkCallsText(detail: CallsOf): string {
  return detail.requestsList
    .map(({ request, response }, index) =>
      [
        `Request #${index + 1}`,
        `${request.method} ${request.url}`,
        headersText(request.headers),
        '',
        request.body ?? '',
        '',
        `Response #${index + 1}`,
        `HTTP ${response.code}`,
        headersText(response.headers),
        '',
        response.body ?? '',
      ].join('\n'),
    )
    .join('\n\n');
}

/** Who ran a check: the login from the common lists, '#id' when they do not know the user, and
 * '—' for the monitor's own checks (no user). */
export function checkUserText(
  users: ReadonlyArray<{ id: number; login: string }>,
  id: number | null,
): string {
  if (id === null) return '—';
  return users.find((user) => user.id === id)?.login ?? `#${id}`;
}
