import type { CsvColumn } from '@/lib/csv';
import type { PudoPoint } from '@/contract/pudo-points/pudo-points-schemas';
import { WEEK_DAYS } from '@/contract/pudo-points/pudo-points-schemas';
import { addressLines, closedPeriodText, DAY_NAMES, dayHoursText } from './pudo-rules';

// The pickup points' CSV (issue 18 §3, decision 050): the list beside the map as text, one row a
// point with its address, coordinates and opening hours (one column a weekday, as listed).

export const PUDO_EXPORT_COLUMNS: readonly CsvColumn<PudoPoint>[] = [
  { header: 'ID', value: (point) => point.id },
  { header: 'Title', value: (point) => point.title },
  { header: 'Address', value: (point) => addressLines(point.address_detail).join(', ') },
  { header: 'Latitude', value: (point) => point.lat },
  { header: 'Longitude', value: (point) => point.lng },
  ...WEEK_DAYS.map((day) => ({
    header: DAY_NAMES[day],
    value: (point: PudoPoint) => dayHoursText(point.work_hours[day]),
  })),
  {
    header: 'Closed',
    value: (point) => point.work_hours.closed_periods.map(closedPeriodText).join('; '),
  },
];
