import type { SaveMaintenanceBody } from '../../../src/contract/services/services-schemas';
import type {
  SaveSettingsBody,
  ServiceSetting,
} from '../../../src/contract/services/service-settings-schemas';
import type { Db } from '../../data/db';
import { HttpFailure } from '../../http';
import { settingsErrors } from './fields';
import { accountOf, type ServiceContext, serviceContextOf } from './queries';

// The services' other writes: the user toggle, logo, default settings and maintenance windows.
// Each changes the in-memory dataset, so the next read shows it.

/**
 * Switches a user's account on a service. Whose accounts the actor may switch is the guard's
 * (a group-only manager: its team's, never its own; spec b sections 4 and 6).
 */
export function toggleUser(
  db: Db,
  body: { service_id: number; user_id: number; isActive: boolean },
) {
  const context = serviceContextOf(db, body.service_id);
  const account = accountOf(context, body.user_id);
  account.isActive = body.isActive;
  // An API user's allowed services follow the toggle (the common lists read them).
  const user = db.users.find((u) => u.id === body.user_id);
  if (user?.role === 'client') {
    const others = user.serviceIds.filter((id) => id !== body.service_id);
    user.serviceIds = body.isActive ? [...others, body.service_id].sort((a, b) => a - b) : others;
  }
  return { message: body.isActive ? 'User is switched on' : 'User is switched off' };
}

const IMAGE_TYPES: ReadonlyArray<readonly [mime: string, magic: number[]]> = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

/** Spec b section 5: .jpg, .jpeg or .png only, told apart by their bytes, not their name. */
export function logoDataUrl(raw: string): string {
  const match = /^data:(image\/(?:png|jpe?g));base64,(.*)$/s.exec(raw.trim());
  const base64 = (match ? match[2]! : raw).replace(/\s+/g, '');
  const bytes = /^[A-Za-z0-9+/]+={0,2}$/.test(base64) ? Buffer.from(base64, 'base64') : null;
  const type = bytes && IMAGE_TYPES.find(([, magic]) => magic.every((b, i) => bytes[i] === b));
  if (!type) {
    throw new HttpFailure(400, [
      { message: 'Logo must be a .jpg, .jpeg or .png image', fields: ['logo'] },
    ]);
  }
  return `data:${type[0]};base64,${base64}`;
}

function checkSettings(db: Db, body: SaveSettingsBody): ServiceContext {
  const context = serviceContextOf(db, body.service_id);
  accountOf(context, body.user_id);
  const fields = db.serviceArea.fields.get(context.service.id) ?? {};
  if (Object.keys(fields).length === 0) {
    throw new HttpFailure(400, [
      { message: 'This service has no default settings', fields: ['service_id'] },
    ]);
  }
  const errors = settingsErrors(fields, body.data);
  if (errors.length > 0) throw new HttpFailure(400, errors.slice(0, 20));
  return context;
}

const keyAnswer = (message: string, s: ServiceSetting) => ({
  message,
  settings_key: { id: s.id, key: s.key, user_id: s.user_id },
});

export function createSettings(db: Db, body: SaveSettingsBody) {
  checkSettings(db, body);
  const { settings } = db.serviceArea;
  const taken = settings.some(
    (s) => s.service_id === body.service_id && s.user_id === body.user_id && s.key === body.key,
  );
  if (taken) {
    throw new HttpFailure(400, [
      { message: `Key ${body.key} is already exist for this user`, fields: ['key'] },
    ]);
  }
  const setting: ServiceSetting = {
    id: db.serviceArea.nextId.settings++,
    key: body.key,
    user_id: body.user_id,
    service_id: body.service_id,
    data: body.data,
  };
  settings.push(setting);
  return keyAnswer('Settings created', setting);
}

/** Spec b section 5: key name and user are fixed when editing. */
export function saveSettings(db: Db, body: SaveSettingsBody) {
  if (body.id === undefined) {
    throw new HttpFailure(400, [{ message: 'Field is required', fields: ['id'] }]);
  }
  const setting = db.serviceArea.settings.find((s) => s.id === body.id);
  if (!setting || setting.service_id !== body.service_id) {
    throw new HttpFailure(404, [{ message: `Settings ${body.id} not found` }]);
  }
  if (setting.key !== body.key || setting.user_id !== body.user_id) {
    throw new HttpFailure(400, [
      { message: 'Key name and user cannot be changed', fields: ['key', 'user_id'] },
    ]);
  }
  checkSettings(db, body);
  setting.data = body.data;
  return keyAnswer('Settings saved', setting);
}

export function deleteSettings(db: Db, body: { id: number; user_id: number }) {
  const { settings } = db.serviceArea;
  const index = settings.findIndex((s) => s.id === body.id && s.user_id === body.user_id);
  if (index < 0) throw new HttpFailure(404, [{ message: `Settings ${body.id} not found` }]);
  settings.splice(index, 1);
  return { message: 'Settings deleted' };
}

export function saveMaintenance(db: Db, body: SaveMaintenanceBody) {
  const context = serviceContextOf(db, body.service_id);
  const window = {
    service_id: context.service.id,
    time_from: body.time_from,
    time_to: body.time_to,
    comment: body.comments,
  };
  if (body.id === undefined) {
    db.serviceArea.maintenance.push({ id: db.serviceArea.nextId.maintenance++, ...window });
    return { message: 'Maintenance saved' };
  }
  const record = db.serviceArea.maintenance.find((m) => m.id === body.id);
  if (!record || record.service_id !== body.service_id) {
    throw new HttpFailure(404, [{ message: `Maintenance ${body.id} not found` }]);
  }
  Object.assign(record, window);
  return { message: 'Maintenance saved' };
}

export function deleteMaintenance(db: Db, id: number) {
  const list = db.serviceArea.maintenance;
  const index = list.findIndex((m) => m.id === id);
  if (index < 0) throw new HttpFailure(404, [{ message: `Maintenance ${id} not found` }]);
  list.splice(index, 1);
  return { message: 'Maintenance deleted' };
}
