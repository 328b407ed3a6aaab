import { REQUIRED } from '@/contract/shared/validation-messages';
import {
  type AddressDetail,
  type ClosedPeriod,
  PUDO_MESSAGES,
  type PudoPointsData,
  type TimeRange,
  WEEK_DAYS,
  type WeekDay,
  type WorkHours,
} from '@/contract/pudo-points/pudo-points-schemas';
import {
  PUDO_ADDRESS_FIELDS,
  type PudoAddressField,
  type PudoMode,
  type PudoPointsSearch,
} from './pudo-points-search';

// The pickup points filter's rules (spec c sections 3, 5, 9; decision 039): its values as typed,
// the required fields and the coordinates rule, the search it writes to the URL and back, the
// choices that depend on the service, and how opening hours and addresses read.

export type PudoFilterValues = {
  service: string | null;
  credentials_key: string | null;
  user_id: string | null;
  mode: PudoMode;
  lat: string;
  lng: string;
} & Record<PudoAddressField, string>;

export type PudoFilterErrors = Partial<Record<keyof PudoFilterValues, string>>;

export const emptyAddress = (): Record<PudoAddressField, string> => ({
  country: '',
  city: '',
  state: '',
  zip: '',
  addr1: '',
  addr2: '',
  addr3: '',
});

/** The URL's search as the filter shows it. */
export function filterValuesOf(search: PudoPointsSearch): PudoFilterValues {
  const address = emptyAddress();
  for (const field of PUDO_ADDRESS_FIELDS) address[field] = search[field] ?? '';
  return {
    service: search.service ?? null,
    credentials_key: search.credentials_key ?? null,
    user_id: search.user_id ?? null,
    mode: search.is_test,
    lat: search.lat ?? '',
    lng: search.lng ?? '',
    ...address,
  };
}

const given = (value: string | null) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
};

/** The filter's values as the URL's search (blanks left out). */
export function searchOfFilter(values: PudoFilterValues): PudoPointsSearch {
  const search: PudoPointsSearch = {
    service: given(values.service),
    credentials_key: given(values.credentials_key),
    user_id: given(values.user_id),
    is_test: values.mode,
    lat: given(values.lat),
    lng: given(values.lng),
  };
  for (const field of PUDO_ADDRESS_FIELDS) {
    const value = given(values[field]);
    search[field] = field === 'country' ? value?.toUpperCase() : value;
  }
  return search;
}

const COORDINATE = /^-?\d{1,3}(?:\.\d{1,10})?$/;
const coordinateError = (value: string, limit: number, message: string) =>
  COORDINATE.test(value) && Math.abs(Number(value)) <= limit ? undefined : message;

/**
 * Spec c section 5: lat and lng both filled or both empty, else 'Both coordinates required'
 * (on the empty one); a filled one must be a number in range.
 */
export function coordinatesErrors(lat: string, lng: string): Pick<PudoFilterErrors, 'lat' | 'lng'> {
  const la = lat.trim();
  const ln = lng.trim();
  if (la === '' && ln === '') return {};
  if (la === '') return { lat: PUDO_MESSAGES.bothCoordinates };
  if (ln === '') return { lng: PUDO_MESSAGES.bothCoordinates };
  const errors: Pick<PudoFilterErrors, 'lat' | 'lng'> = {};
  const latError = coordinateError(la, 90, PUDO_MESSAGES.latitude);
  const lngError = coordinateError(ln, 180, PUDO_MESSAGES.longitude);
  if (latError) errors.lat = latError;
  if (lngError) errors.lng = lngError;
  return errors;
}

/** Spec c section 5: carrier and user required; the coordinates rule. */
export function pudoFilterErrors(values: PudoFilterValues): PudoFilterErrors {
  const errors: PudoFilterErrors = coordinatesErrors(values.lat, values.lng);
  if (!given(values.service)) errors.service = REQUIRED;
  if (!given(values.user_id)) errors.user_id = REQUIRED;
  return errors;
}

export type Option = { value: string; label: string };

export function serviceChoices(data: PudoPointsData): Option[] {
  return Object.values(data.services)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((service) => ({ value: String(service.id), label: service.name }));
}

export function credentialsKeyChoices(data: PudoPointsData, service: string | null): string[] {
  return service ? (data.services[service]?.credentials_keys ?? []) : [];
}

export function userChoices(data: PudoPointsData, service: string | null): Option[] {
  return (service ? (data.service_users[service] ?? []) : []).map((user) => ({
    value: String(user.id),
    label: user.login,
  }));
}

/**
 * A new service keeps the user and key only where it has them; a key it lacks becomes its
 * first ('default').
 */
export function afterServiceChange(
  data: PudoPointsData,
  values: Pick<PudoFilterValues, 'user_id' | 'credentials_key'>,
  service: string | null,
): Pick<PudoFilterValues, 'service' | 'user_id' | 'credentials_key'> {
  const keys = credentialsKeyChoices(data, service);
  const users = userChoices(data, service);
  return {
    service,
    user_id: users.some((u) => u.value === values.user_id) ? values.user_id : null,
    credentials_key:
      values.credentials_key && keys.includes(values.credentials_key)
        ? values.credentials_key
        : (keys[0] ?? null),
  };
}

// ---------------------------------------------------------------- how a point reads

export const DAY_NAMES: Record<WeekDay, string> = {
  mo: 'Monday',
  tu: 'Tuesday',
  we: 'Wednesday',
  th: 'Thursday',
  fr: 'Friday',
  sa: 'Saturday',
  su: 'Sunday',
};

export const CLOSED = 'Closed';
export const ROUND_THE_CLOCK = 'Open 24 hours';

/** A day's hours: '09:00–12:30, 14:00–19:00', 'Closed', or 'Open 24 hours'. */
export function dayHoursText(ranges: readonly TimeRange[]): string {
  if (ranges.length === 0) return CLOSED;
  if (ranges.length === 1 && ranges[0]!.from === '00:00' && ranges[0]!.to >= '23:59') {
    return ROUND_THE_CLOCK;
  }
  return ranges.map((range) => `${range.from}–${range.to}`).join(', ');
}

/** Mo..su in order, each with its hours' text. */
export function weekHours(hours: WorkHours): Array<{ day: WeekDay; name: string; text: string }> {
  return WEEK_DAYS.map((day) => ({ day, name: DAY_NAMES[day], text: dayHoursText(hours[day]) }));
}

/** 'YYYY-MM-DD' as the spec's DD-MM-YYYY; anything else as it came. */
export function shownDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : iso;
}

/** 'Closed 24-12-2026 – 01-01-2027 (Christmas and New Year)'; one day reads 'Closed 24-12-2026'. */
export function closedPeriodText(period: ClosedPeriod): string {
  const days =
    period.from === period.to
      ? shownDate(period.from)
      : `${shownDate(period.from)} – ${shownDate(period.to)}`;
  return period.reason ? `Closed ${days} (${period.reason})` : `Closed ${days}`;
}

/** The address's lines: the street lines, then 'zip city', then state and country. */
export function addressLines(address: AddressDetail): string[] {
  const street = [address.addr1, address.addr2, address.addr3].filter((line) => line.trim() !== '');
  const town = [address.zip, address.city].filter((part) => part.trim() !== '').join(' ');
  const region = [address.state, address.country].filter((part) => part.trim() !== '').join(', ');
  return [...street, town, region].filter((line) => line !== '');
}
