import Papa from 'papaparse';
import {
  type CarrierWithVersion,
  MANUAL_RUN_LIMITS,
  MANUAL_RUN_MESSAGES,
  type ManualManifestServices,
  type ManualRunGroup,
  type ManualRunResult,
  type ManualRunUser,
  type ManualTrackingServices,
  numbersFromCsvRows,
  parseCarrierKey,
  RUN_ERROR_MESSAGES,
  RUN_SUCCESS_MESSAGES,
  TRACKING_NUMBER_PATTERN,
  uniqueInOrder,
} from '../../../src/contract/manual-runs/manual-runs-schemas';
import type { Db } from '../../data/db';
import { HttpFailure } from '../../http';
import { carrierVersionsOf } from '../carrier-error-mapping/seed';
import type { ParcelRow } from '../parcels/seed';
import { isTracked } from '../tracking-mapping/seed';

export type RunKind = 'tracking' | 'manifest';

/** What a run is asked to do, as both bodies say it once validated. */
export type RunRequest = {
  carrier: string;
  user_id: number;
  tracking_numbers: string[];
  file_content: string;
  reset_parcel_status?: boolean;
  delete_tracking_events?: boolean;
  carrier_tracking_events?: boolean;
  tracking_events_for_deleting?: string[];
};

const refuse = (message: string, field: string) =>
  new HttpFailure(400, [{ message, fields: [field] }]);

// ---------------------------------------------------------------- the services lists

/** Manual tracking lists the tracked carriers (pallets report no events); re-manifest every one. */
export function carriersWithVersion(db: Db, kind: RunKind): CarrierWithVersion[] {
  const versions = carrierVersionsOf(db.services, db.serviceArea.profiles);
  return db.carriers
    .filter((carrier) => kind === 'manifest' || isTracked(carrier))
    .map((carrier) => ({
      id: carrier.id,
      name: carrier.name,
      versions: versions.get(carrier.id) ?? ['1'],
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The client users (the owners of parcels), by login. */
export function runUsers(db: Db): ManualRunUser[] {
  return db.users
    .filter((user) => user.role === 'client')
    .map(({ id, login, name }) => ({ id, login, name }))
    .sort((a, b) => a.login.localeCompare(b.login));
}

/** Each tracked carrier's own statuses: the events a run may delete. */
function trackingEventsOf(
  db: Db,
): Map<number, ManualTrackingServices['carriersTrackingEvents'][number]['events']> {
  const events = new Map<number, Array<{ code: string; name: string }>>();
  for (const mapping of db.trackingMapping.mappings) {
    const list = events.get(mapping.carrierId) ?? [];
    list.push({ code: mapping.carrierStatus, name: mapping.description });
    events.set(mapping.carrierId, list);
  }
  return events;
}

export function manifestServices(db: Db): ManualManifestServices {
  return { carriersWithVersion: carriersWithVersion(db, 'manifest'), users: runUsers(db) };
}

export function trackingServices(db: Db): ManualTrackingServices {
  const carriers = carriersWithVersion(db, 'tracking');
  const events = trackingEventsOf(db);
  return {
    carriersWithVersion: carriers,
    carriersTrackingEvents: carriers.map((carrier) => ({
      carrierId: carrier.id,
      events: events.get(carrier.id) ?? [],
    })),
    users: runUsers(db),
  };
}

// ---------------------------------------------------------------- a run

/** The parcels by tracking number, rebuilt when parcels were added. */
const indexes = new WeakMap<ParcelRow[], { size: number; byTracking: Map<string, ParcelRow> }>();

function parcelByTracking(db: Db): Map<string, ParcelRow> {
  const known = indexes.get(db.parcels);
  if (known && known.size === db.parcels.length) return known.byTracking;
  const byTracking = new Map(db.parcels.map((parcel) => [parcel.tracking, parcel]));
  indexes.set(db.parcels, { size: db.parcels.length, byTracking });
  return byTracking;
}

/** The typed numbers, then the file's first column: each once, in order. */
export function numbersOf(
  request: Pick<RunRequest, 'tracking_numbers' | 'file_content'>,
): string[] {
  const typed = request.tracking_numbers.map((number) => number.trim()).filter(Boolean);
  const rows = request.file_content.trim()
    ? Papa.parse<string[]>(request.file_content, { skipEmptyLines: true }).data
    : [];
  const numbers = uniqueInOrder([...typed, ...numbersFromCsvRows(rows)]);
  if (numbers.length === 0) throw refuse(MANUAL_RUN_MESSAGES.noTrackingNumbers, 'tracking_numbers');
  if (numbers.length > MANUAL_RUN_LIMITS.trackingNumbers) {
    throw refuse(MANUAL_RUN_MESSAGES.tooMany, 'tracking_numbers');
  }
  return numbers;
}

/** The run's carrier, version and user, or a 400 naming the field. */
function checkRequest(db: Db, kind: RunKind, request: RunRequest): number {
  const key = parseCarrierKey(request.carrier);
  const carrier = key && carriersWithVersion(db, kind).find((c) => c.id === key.carrierId);
  if (!key || !carrier || !carrier.versions.includes(key.version)) {
    throw refuse(MANUAL_RUN_MESSAGES.unknownCarrier, 'carrier');
  }
  if (!runUsers(db).some((user) => user.id === request.user_id)) {
    throw refuse(MANUAL_RUN_MESSAGES.unknownUser, 'user_id');
  }
  if (kind === 'tracking' && request.delete_tracking_events) {
    const codes = new Set(
      db.trackingMapping.mappings
        .filter((mapping) => mapping.carrierId === carrier.id)
        .map((mapping) => mapping.carrierStatus),
    );
    if (!(request.tracking_events_for_deleting ?? []).every((code) => codes.has(code))) {
      throw refuse(MANUAL_RUN_MESSAGES.unknownEvent, 'tracking_events_for_deleting');
    }
  }
  return carrier.id;
}

function successMessage(kind: RunKind, request: RunRequest): string {
  if (kind === 'manifest') return RUN_SUCCESS_MESSAGES.remanifested;
  if (request.carrier_tracking_events) return RUN_SUCCESS_MESSAGES.fromCarrier;
  if (request.reset_parcel_status) return RUN_SUCCESS_MESSAGES.statusReset;
  if (request.delete_tracking_events) return RUN_SUCCESS_MESSAGES.eventsDeleted;
  return RUN_SUCCESS_MESSAGES.reprocessed;
}

/** Why a number fails, or null when it runs. */
function failureOf(
  db: Db,
  kind: RunKind,
  number: string,
  parcel: ParcelRow | undefined,
  carrierId: number,
  userId: number,
): string | null {
  if (!TRACKING_NUMBER_PATTERN.test(number)) return RUN_ERROR_MESSAGES.malformed;
  if (!parcel) return RUN_ERROR_MESSAGES.notFound;
  if (parcel.userId !== userId) return RUN_ERROR_MESSAGES.otherUser;
  if (parcel.carrierId !== carrierId) return RUN_ERROR_MESSAGES.otherCarrier;
  if (kind === 'manifest' && parcel.isTest) return RUN_ERROR_MESSAGES.testParcel;
  if (db.manualRuns.carrierRefusals.has(parcel.id)) {
    return kind === 'manifest'
      ? RUN_ERROR_MESSAGES.manifestRefused
      : RUN_ERROR_MESSAGES.noCarrierEvents;
  }
  return null;
}

const ERROR_ORDER: readonly string[] = Object.values(RUN_ERROR_MESSAGES);

/**
 * Runs the numbers: each fails for the first reason that applies, the others succeed. Groups in
 * a fixed order (errors as RUN_ERROR_MESSAGES lists them), numbers in the order given. The
 * reference server changes no parcel (decision 040).
 */
export function runManual(db: Db, kind: RunKind, request: RunRequest): ManualRunResult {
  const carrierId = checkRequest(db, kind, request);
  const numbers = numbersOf(request);
  const parcels = parcelByTracking(db);
  const failed = new Map<string, string[]>();
  const succeeded: string[] = [];
  for (const number of numbers) {
    const failure = failureOf(db, kind, number, parcels.get(number), carrierId, request.user_id);
    if (failure === null) {
      succeeded.push(number);
    } else {
      const list = failed.get(failure) ?? [];
      list.push(number);
      failed.set(failure, list);
    }
  }
  const errors: ManualRunGroup[] = ERROR_ORDER.flatMap((message) => {
    const list = failed.get(message);
    return list ? [{ message, tracking_numbers: list }] : [];
  });
  const success: ManualRunGroup[] =
    succeeded.length > 0
      ? [{ message: successMessage(kind, request), tracking_numbers: succeeded }]
      : [];
  return { errors, success };
}
