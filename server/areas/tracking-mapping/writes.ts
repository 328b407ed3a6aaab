import {
  type CreateTrackingMappingAnswer,
  type CreateTrackingMappingBody,
  NOT_MAPPED,
  type SaveTrackingStatusAnswer,
  type SaveTrackingStatusBody,
  TRACKING_MAPPING_MESSAGES as MESSAGES,
  type TrackingMappingMessage,
} from '../../../src/contract/tracking-mapping/tracking-mapping-schemas';
import type { Db } from '../../data/db';
import { HttpFailure } from '../../http';
import { itemOf } from './queries';
import { isTracked, type TrackingMappingRecord } from './seed';

// The writes of the tracking mapping list (spec c sections 4, 5, 7): a status change (with or
// without remapping the events already recorded), a new mapping, a delete. Access is checked
// before (each by its own action URL); these check the records.

function recordOf(db: Db, id: number): TrackingMappingRecord {
  const record = db.trackingMapping.mappings.find((m) => m.id === id);
  if (!record) throw new HttpFailure(404, [{ message: MESSAGES.notFound(id) }]);
  return record;
}

const unknownStatus = () =>
  new HttpFailure(400, [{ message: MESSAGES.unknownStatus, fields: ['status'] }]);

export function saveStatus(db: Db, body: SaveTrackingStatusBody): SaveTrackingStatusAnswer {
  const record = recordOf(db, body.id);
  if (body.status !== NOT_MAPPED && !db.trackingStatuses.some((s) => s.code === body.status)) {
    throw unknownStatus();
  }
  record.status = body.status;
  if (!body.remap_old) return [{ message: MESSAGES.saved }];
  let moved = 0;
  let total = 0;
  for (const [status, count] of record.events) {
    total += count;
    if (status !== body.status) moved += count;
  }
  record.events = new Map(total > 0 ? [[body.status, total]] : []);
  return [{ message: MESSAGES.remapped(moved) }];
}

export function createMapping(
  db: Db,
  body: CreateTrackingMappingBody,
): CreateTrackingMappingAnswer {
  const carrier = db.carriers.find((c) => c.id === body.carrier);
  if (!carrier || !isTracked(carrier)) {
    throw new HttpFailure(400, [{ message: MESSAGES.untrackedCarrier, fields: ['carrier'] }]);
  }
  if (!db.trackingStatuses.some((s) => s.code === body.status)) throw unknownStatus();
  const { trackingMapping: area } = db;
  if (
    area.mappings.some((m) => m.carrierId === carrier.id && m.carrierStatus === body.carrier_status)
  ) {
    throw new HttpFailure(400, [{ message: MESSAGES.duplicate, fields: ['carrier_status'] }]);
  }
  const record: TrackingMappingRecord = {
    id: area.nextId,
    carrierId: carrier.id,
    carrierStatus: body.carrier_status,
    description: body.status_description,
    examples: [],
    status: body.status,
    isNew: true,
    events: new Map(),
  };
  area.nextId += 1;
  area.mappings.push(record);
  return { message: MESSAGES.created, mapping: itemOf(record, carrier.name) };
}

export function deleteMapping(db: Db, id: number): TrackingMappingMessage {
  const record = recordOf(db, id);
  const { mappings } = db.trackingMapping;
  mappings.splice(mappings.indexOf(record), 1);
  return { message: MESSAGES.deleted };
}
