import {
  type DateRangeValue,
  formatDateFilter,
  parseDateFilter,
} from '@/components/date-range/date-range-rules';
import { MAINTENANCE_DATE_FORMAT } from '@/config/services-constants';
import { REQUIRED } from '@/contract/shared/validation-messages';
import { dayjs } from '@/lib/dayjs';
import type {
  Maintenance,
  SaveMaintenanceBody,
  ServiceListItem,
} from '@/contract/services/services-schemas';
import { INCORRECT_RANGE } from '@/lib/barcode-range-math';

// Maintenance windows (spec b sections 3 to 5 and 9): shown in UTC as DD-MM-YYYY HH:mm:ss; the
// form's range (with times) is required and must end after it starts.

/** Unix seconds as the spec shows maintenance dates. */
export const maintenanceTime = (seconds: number): string =>
  dayjs.utc(seconds * 1000).format(MAINTENANCE_DATE_FORMAT);

export const WINDOW_STATUS_LABEL: Record<Maintenance['status'], string> = {
  active: 'In progress',
  scheduled: 'Scheduled',
  inactive: 'Finished',
};

export const WINDOW_STATUS_COLOR: Record<Maintenance['status'], string> = {
  active: 'red',
  scheduled: 'yellow',
  inactive: 'gray',
};

/** The service's state on its card and sidebar: 'active' is in progress (danger), else scheduled. */
export function serviceMaintenance(status: ServiceListItem['maintenance_status']) {
  if (status === 'active') return { label: 'Maintenance in progress', color: 'red' } as const;
  if (status === 'inactive') return { label: 'Maintenance scheduled', color: 'yellow' } as const;
  return null;
}

export type MaintenanceDraft = { range: DateRangeValue; comment: string };

export const draftOfWindow = (window?: Maintenance): MaintenanceDraft =>
  window
    ? {
        range: {
          from: formatDateFilter(window.time_from * 1000),
          to: formatDateFilter(window.time_to * 1000),
        },
        comment: window.comment,
      }
    : { range: {}, comment: '' };

/** The range's error: both ends are required, and the window must end after it starts. */
export function maintenanceRangeError(range: DateRangeValue): string | null {
  const from = parseDateFilter(range.from);
  const to = parseDateFilter(range.to);
  if (!from || !to) return REQUIRED;
  return from.isBefore(to) ? null : INCORRECT_RANGE;
}

/** The write body of a valid draft (`id` when editing a window). */
export function maintenanceBody(
  serviceId: number,
  draft: MaintenanceDraft,
  id?: number,
): SaveMaintenanceBody {
  return {
    ...(id === undefined ? {} : { id }),
    service_id: serviceId,
    time_from: parseDateFilter(draft.range.from)!.unix(),
    time_to: parseDateFilter(draft.range.to)!.unix(),
    comments: draft.comment.trim(),
  };
}
