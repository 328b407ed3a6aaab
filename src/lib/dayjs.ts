import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { DATE_TIME_DISPLAY_FORMAT } from '@/contract/constants';

dayjs.extend(utc);

export { dayjs };

/** Spec a section 9: dates are shown UTC as DD.MM.YYYY, HH:mm:ss. */
export function formatUtc(value: dayjs.ConfigType): string {
  return dayjs.utc(value).format(DATE_TIME_DISPLAY_FORMAT);
}
