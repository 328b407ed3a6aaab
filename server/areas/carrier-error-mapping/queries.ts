import {
  CARRIER_ERROR_CSV_COLUMNS,
  CARRIER_ERROR_LIMITS,
  CARRIER_ERROR_MESSAGES,
  type CarrierErrorCsv,
  type CarrierErrorExample,
  type CarrierErrorFilterData,
  type CarrierErrorList,
  type CarrierErrorMapping,
  DEFAULT_CARRIER_VERSION,
  MAPPING_FILTER,
  NOT_MAPPED,
  type SaveCarrierErrorAnswer,
  type SaveCarrierErrorBody,
  splitErrorFields,
} from '../../../src/contract/carrier-error-mapping/carrier-error-mapping-schemas';
import type { Db } from '../../data/db';
import { HttpFailure } from '../../http';
import { namedCsvAnswer } from '../../shared/file-answer';
import {
  includesText,
  numberSet,
  pageOf,
  type Paging,
  type Query,
  text,
} from '../../shared/list-query';
import { RESULT_ERROR_CODES } from './catalogue';
import { type CarrierErrorRecord, carrierVersionsOf } from './seed';

// The carrier error mapping routes' filters, look-ups and writes (spec c sections 2, 5, 7). The
// unmapped rows are what the dashboard counts (db.unmappedErrors is read from this table), so
// mapping or deleting one lowers the widget's count and its links keep agreeing with this list.

export type CarrierErrorFilter = {
  carrierIds?: Set<number>;
  version?: string;
  /** A result error code, or NOT_MAPPED. */
  errorCode?: string;
  pattern?: string;
  /** The mapping filter: true mapped only, false not mapped only. */
  mapped?: boolean;
};

export function carrierErrorFilterOf(query: Query): CarrierErrorFilter {
  const mapping = text(query, 'not_mapped');
  return {
    carrierIds: numberSet(query, 'carrier_id'),
    version: text(query, 'carrier_version'),
    errorCode: text(query, 'error_code'),
    pattern: text(query, 'carrier_error_pattern')?.slice(0, CARRIER_ERROR_LIMITS.search),
    mapped:
      mapping === MAPPING_FILTER.mapped
        ? true
        : mapping === MAPPING_FILTER.notMapped
          ? false
          : undefined,
  };
}

function passes(filter: CarrierErrorFilter, row: CarrierErrorRecord): boolean {
  if (filter.carrierIds && !filter.carrierIds.has(row.carrierId)) return false;
  if (filter.version !== undefined && row.carrierVersion !== filter.version) return false;
  if (filter.errorCode === NOT_MAPPED) {
    if (row.resultErrorCode !== null) return false;
  } else if (filter.errorCode !== undefined && row.resultErrorCode !== filter.errorCode) {
    return false;
  }
  if (filter.mapped !== undefined && (row.resultErrorCode !== null) !== filter.mapped) return false;
  return includesText(row.errorPattern, filter.pattern);
}

/** Not mapped first, then the newest (highest id) first. */
const byListOrder = (a: CarrierErrorRecord, b: CarrierErrorRecord) =>
  Number(a.resultErrorCode !== null) - Number(b.resultErrorCode !== null) || b.id - a.id;

const ordered = (db: Db) => [...db.carrierErrors.mappings].sort(byListOrder);

export function carrierErrorItem(db: Db, row: CarrierErrorRecord): CarrierErrorMapping {
  return {
    id: row.id,
    carrierId: row.carrierId,
    carrierName: db.carriers.find((c) => c.id === row.carrierId)?.name ?? String(row.carrierId),
    carrierVersion: row.carrierVersion,
    errorPattern: row.errorPattern,
    currentHttpCode: row.currentHttpCode,
    resultErrorCode: row.resultErrorCode,
    resultErrorField: row.resultErrorField,
    useCarrierMessage: row.useCarrierMessage,
    resultErrorMsg: row.resultErrorMsg,
    hasExample: db.carrierErrors.examples.has(row.id),
  };
}

export function carrierErrorList(
  db: Db,
  filter: CarrierErrorFilter,
  paging: Paging,
): CarrierErrorList {
  const { items, hasMoreItems, total } = pageOf(ordered(db), (row) => passes(filter, row), paging);
  return { errorsMappings: items.map((row) => carrierErrorItem(db, row)), hasMoreItems, total };
}

const versionsOf = (db: Db) => carrierVersionsOf(db.services, db.serviceArea.profiles);

export function carrierErrorFilterData(db: Db): CarrierErrorFilterData {
  const versions = versionsOf(db);
  return {
    resultErrorCodes: RESULT_ERROR_CODES.map((code) => ({ ...code })),
    carriers: [...db.carriers]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((c) => ({
        id: c.id,
        name: c.name,
        versions: versions.get(c.id) ?? [DEFAULT_CARRIER_VERSION],
      })),
  };
}

export const CARRIER_ERROR_CSV_NAME = 'carrier_error_mapping.csv';

/** Every row that passes the filters, in the list's order, as a base64 CSV (formulae defused). */
export function carrierErrorCsv(db: Db, filter: CarrierErrorFilter): CarrierErrorCsv {
  const rows = ordered(db)
    .filter((row) => passes(filter, row))
    .map((row) => {
      const item = carrierErrorItem(db, row);
      return [
        String(item.id),
        item.carrierName,
        item.carrierVersion,
        item.errorPattern,
        item.currentHttpCode === null ? '' : String(item.currentHttpCode),
        item.resultErrorCode ?? NOT_MAPPED,
        item.resultErrorField,
        item.useCarrierMessage ? 'yes' : 'no',
        item.resultErrorMsg,
      ];
    });
  return namedCsvAnswer(CARRIER_ERROR_CSV_NAME, CARRIER_ERROR_CSV_COLUMNS, rows);
}

const notFound = () => new HttpFailure(404, [{ message: CARRIER_ERROR_MESSAGES.notFound }]);

function recordOf(db: Db, raw: unknown): CarrierErrorRecord {
  const id = Number(raw);
  const row = Number.isInteger(id) ? db.carrierErrors.mappings.find((m) => m.id === id) : undefined;
  if (!row) throw notFound();
  return row;
}

/** GET /carrier_errors/get_example: 404 for an unknown mapping or one with no example. */
export function carrierErrorExample(db: Db, raw: unknown): CarrierErrorExample {
  const example = db.carrierErrors.examples.get(recordOf(db, raw).id);
  if (!example) throw new HttpFailure(404, [{ message: CARRIER_ERROR_MESSAGES.noExample }]);
  return example;
}

const badRequest = (message: string, field: string) =>
  new HttpFailure(400, [{ message, fields: [field] }]);

/** POST /carrier_errors/save: creates without an id, edits with one. */
export function saveCarrierError(db: Db, body: SaveCarrierErrorBody): SaveCarrierErrorAnswer {
  const existing = body.id ? recordOf(db, body.id) : null;
  if (!db.carriers.some((c) => c.id === body.carrier_id)) {
    throw badRequest(CARRIER_ERROR_MESSAGES.unknownCarrier, 'carrier_id');
  }
  const version = body.carrier_version || DEFAULT_CARRIER_VERSION;
  if (!(versionsOf(db).get(body.carrier_id) ?? [DEFAULT_CARRIER_VERSION]).includes(version)) {
    throw badRequest(CARRIER_ERROR_MESSAGES.unknownVersion, 'carrier_version');
  }
  if (!RESULT_ERROR_CODES.some((c) => c.code === body.result_error_code)) {
    throw badRequest(CARRIER_ERROR_MESSAGES.unknownResultCode, 'result_error_code');
  }
  const pattern = body.carrier_error_pattern.trim();
  const httpCode = body.http_code ?? null;
  const same = db.carrierErrors.mappings.find(
    (m) =>
      m.id !== existing?.id &&
      m.carrierId === body.carrier_id &&
      m.carrierVersion === version &&
      m.currentHttpCode === httpCode &&
      m.errorPattern.toLowerCase() === pattern.toLowerCase(),
  );
  if (same) throw badRequest(CARRIER_ERROR_MESSAGES.duplicate, 'carrier_error_pattern');

  const values = {
    carrierId: body.carrier_id,
    carrierVersion: version,
    errorPattern: pattern,
    currentHttpCode: httpCode,
    resultErrorCode: body.result_error_code,
    resultErrorField: splitErrorFields(body.result_error_field).join(','),
    useCarrierMessage: body.use_carrier_msg,
    resultErrorMsg: body.result_error_msg.trim(),
  };
  if (existing) {
    Object.assign(existing, values);
    return { id: existing.id, message: CARRIER_ERROR_MESSAGES.saved };
  }
  const id = db.carrierErrors.nextId++;
  db.carrierErrors.mappings.push({ id, ...values });
  return { id, message: CARRIER_ERROR_MESSAGES.created };
}

/** POST /carrier_errors/delete. */
export function deleteCarrierError(db: Db, id: number) {
  const row = recordOf(db, id);
  const { mappings, examples } = db.carrierErrors;
  mappings.splice(mappings.indexOf(row), 1);
  examples.delete(row.id);
  return { message: CARRIER_ERROR_MESSAGES.deleted };
}
