import Papa from 'papaparse';
import { REQUIRED } from '@/contract/shared/validation-messages';
import {
  type CarrierWithVersion,
  carrierKeyOf,
  MANUAL_RUN_LIMITS,
  MANUAL_RUN_MESSAGES,
  MAX_CSV_FILE_BYTES,
  type ManualManifestBody,
  type ManualRunKind,
  type ManualTrackingBody,
  numbersFromCsvRows,
  parseCarrierKey,
  type TrackingEventOption,
  uniqueInOrder,
} from '@/contract/manual-runs/manual-runs-schemas';

// The rules of the manual tracking and re-manifest form (spec c sections 4-5; decision 040):
// reading tracking numbers from the typed text and from a CSV file's first column, the two
// exclusive options, the events list that clears, the checks before a run and its body. Papaparse
// comes with this file, which only the two screens load.

export type { ManualRunKind };

export const LEAVE_QUESTION = 'Data was changed. Leave without saving ?';

// ---------------------------------------------------------------- tracking numbers

/** Lines, commas or spaces separate the numbers; each trimmed, empty ones dropped, once each. */
export function numbersFromText(text: string): string[] {
  // One pass over the text (no regex split of a huge string into tokens twice): linear.
  return uniqueInOrder(text.split(/[\s,]+/).filter((token) => token !== ''));
}

/**
 * The first column of a CSV text (papaparse: quoted cells, any common delimiter), a first row
 * with no digit in its first cell taken as a header (contract: numbersFromCsvRows).
 */
export function numbersFromCsv(text: string): string[] {
  const { data } = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  return numbersFromCsvRows(data);
}

export const isCsvFileName = (name: string) => /\.csv$/i.test(name.trim());

/** A chosen file: its name and, once read, its text and the numbers of its first column. */
export type CsvFile = { name: string; text: string; numbers: string[] };

/** Why a chosen file cannot be used before it is read, or null. */
export function fileRefusal(file: { name: string; size: number }): string | null {
  if (!isCsvFileName(file.name)) return MANUAL_RUN_MESSAGES.notCsv;
  if (file.size > MAX_CSV_FILE_BYTES) return MANUAL_RUN_MESSAGES.fileTooLarge;
  return null;
}

/** What the run will cover: the typed numbers, then the file's, once each. */
export const runNumbers = (typed: readonly string[], file: CsvFile | null): string[] =>
  uniqueInOrder([...typed, ...(file?.numbers ?? [])]);

// ---------------------------------------------------------------- the form

export type ManualRunValues = {
  /** `{carrier id}:{version}` (carrierKeyOf), '' for none. */
  carrier: string;
  user: string;
  text: string;
  resetParcelStatus: boolean;
  deleteTrackingEvents: boolean;
  carrierTrackingEvents: boolean;
  eventsToDelete: string[];
};

export const emptyManualRun = (): ManualRunValues => ({
  carrier: '',
  user: '',
  text: '',
  resetParcelStatus: false,
  deleteTrackingEvents: false,
  carrierTrackingEvents: false,
  eventsToDelete: [],
});

/** Another carrier: the events chosen for the last one no longer apply. */
export const withCarrier = (values: ManualRunValues, carrier: string): ManualRunValues =>
  carrier === values.carrier ? values : { ...values, carrier, eventsToDelete: [] };

/** Reset parcel status: excludes deleting events (and so their list). */
export const withResetParcelStatus = (values: ManualRunValues, on: boolean): ManualRunValues =>
  on
    ? { ...values, resetParcelStatus: true, deleteTrackingEvents: false, eventsToDelete: [] }
    : { ...values, resetParcelStatus: false };

/** Delete tracking events: excludes resetting the status; switched off, its list clears. */
export const withDeleteTrackingEvents = (values: ManualRunValues, on: boolean): ManualRunValues =>
  on
    ? { ...values, deleteTrackingEvents: true, resetParcelStatus: false }
    : { ...values, deleteTrackingEvents: false, eventsToDelete: [] };

export type ManualRunErrors = Partial<
  Record<'carrier' | 'user' | 'text' | 'file' | 'eventsToDelete', string>
>;

/** The checks before a run (spec c section 5); none: it may run. */
export function manualRunErrors(
  kind: ManualRunKind,
  values: ManualRunValues,
  numbers: readonly string[],
): ManualRunErrors {
  const errors: ManualRunErrors = {};
  if (!values.carrier) errors.carrier = REQUIRED;
  if (!values.user) errors.user = REQUIRED;
  if (numbers.length === 0) errors.text = MANUAL_RUN_MESSAGES.noTrackingNumbers;
  else if (numbers.length > MANUAL_RUN_LIMITS.trackingNumbers)
    errors.text = MANUAL_RUN_MESSAGES.tooMany;
  if (kind === 'tracking' && values.deleteTrackingEvents && values.eventsToDelete.length === 0)
    errors.eventsToDelete = MANUAL_RUN_MESSAGES.noEvents;
  return errors;
}

/** The body of POST /manual_manifest/process or /manual_tracking/process. */
export function runBody(
  kind: ManualRunKind,
  values: ManualRunValues,
  typed: readonly string[],
  file: CsvFile | null,
): ManualManifestBody | ManualTrackingBody {
  const base: ManualManifestBody = {
    carrier: values.carrier,
    user_id: Number(values.user),
    tracking_numbers: [...typed],
    file_content: file?.text ?? '',
  };
  if (kind === 'manifest') return base;
  return {
    ...base,
    reset_parcel_status: values.resetParcelStatus,
    delete_tracking_events: values.deleteTrackingEvents,
    carrier_tracking_events: values.carrierTrackingEvents,
    tracking_events_for_deleting: values.deleteTrackingEvents ? values.eventsToDelete : [],
  };
}

// ---------------------------------------------------------------- choices

/** One choice per carrier version; the version is named only when a carrier has several. */
export function carrierOptions(carriers: readonly CarrierWithVersion[]) {
  return carriers.flatMap((carrier) =>
    carrier.versions.map((version) => ({
      value: carrierKeyOf(carrier.id, version),
      label: carrier.versions.length > 1 ? `${carrier.name} (v${version})` : carrier.name,
    })),
  );
}

/** The events of the chosen carrier that a run may delete. */
export function eventOptions(
  lists: ReadonlyArray<{ carrierId: number; events: readonly TrackingEventOption[] }>,
  carrier: string,
) {
  const key = parseCarrierKey(carrier);
  const events = key ? (lists.find((item) => item.carrierId === key.carrierId)?.events ?? []) : [];
  // A choice's value must be unique: a code listed twice is offered once.
  const seen = new Set<string>();
  return events.flatMap((event) => {
    if (seen.has(event.code)) return [];
    seen.add(event.code);
    return [{ value: event.code, label: `${event.code} – ${event.name}` }];
  });
}
