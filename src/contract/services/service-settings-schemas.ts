import * as v from 'valibot';
// Relative, not '@/': the reference server (run by tsx, without the app's aliases) imports this.
import { RecordIdSchema } from '../shared/id-body-schema';
import { SERVICE_LIMITS, SettingsKeySchema } from './services-schemas';
import { plainText } from '../plain-text';

// A service's default parcel settings (spec b section 5), the rest of the services contract
// (services-schemas.ts): what the Settings tab reads and writes, every body with its limits.

const Id = v.number();
const BodyId = RecordIdSchema;

export const SETTINGS_FIELD_TYPES = [
  'string',
  'double',
  'integer',
  'boolean',
  'array',
  'object',
] as const;

export type SettingsField = {
  type: (typeof SETTINGS_FIELD_TYPES)[number];
  title?: string | undefined;
  description?: string | undefined;
  /** array: the type of its items. */
  arrayType?: 'string' | 'integer' | 'object' | undefined;
  /** object, and arrays of objects: the fields of each. */
  properties?: Record<string, SettingsField> | undefined;
  required?: string[] | undefined;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  minimum?: number | undefined;
  maximum?: number | undefined;
  minItems?: number | undefined;
  maxItems?: number | undefined;
  pattern?: string | undefined;
  enum?: Array<string | number> | undefined;
};

export const SettingsFieldSchema: v.GenericSchema<SettingsField> = v.object({
  type: v.picklist(SETTINGS_FIELD_TYPES),
  title: v.optional(v.string()),
  description: v.optional(v.string()),
  arrayType: v.optional(v.picklist(['string', 'integer', 'object'])),
  properties: v.optional(
    v.record(
      v.string(),
      v.lazy(() => SettingsFieldSchema),
    ),
  ),
  required: v.optional(v.array(v.string())),
  minLength: v.optional(v.number()),
  maxLength: v.optional(v.number()),
  minimum: v.optional(v.number()),
  maximum: v.optional(v.number()),
  minItems: v.optional(v.number()),
  maxItems: v.optional(v.number()),
  pattern: v.optional(v.string()),
  enum: v.optional(v.array(v.union([v.string(), v.number()]))),
});

/** GET /services/service_fields?id: the settings form's fields, keyed by name. */
export const ServiceFieldsSchema = v.record(v.string(), SettingsFieldSchema);
export type ServiceFields = v.InferOutput<typeof ServiceFieldsSchema>;

export const ServiceSettingSchema = v.object({
  id: Id,
  key: v.string(),
  user_id: Id,
  service_id: Id,
  data: v.record(v.string(), v.unknown()),
});
export type ServiceSetting = v.InferOutput<typeof ServiceSettingSchema>;

/** GET /services/settings?id. */
export const ServiceSettingsSchema = v.array(ServiceSettingSchema);

/** POST /services/save_settings (with id) and /services/create_settings (without). */
export const SaveSettingsBodySchema = v.object({
  id: v.optional(BodyId),
  key: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1),
    v.maxLength(SERVICE_LIMITS.settingsKey),
    plainText(),
  ),
  user_id: BodyId,
  service_id: BodyId,
  data: v.pipe(
    v.record(v.string(), v.unknown()),
    v.check(
      (data) => JSON.stringify(data).length <= SERVICE_LIMITS.settingsJson,
      'Settings are too large',
    ),
  ),
  additional: v.optional(v.record(v.string(), v.unknown())),
});
export type SaveSettingsBody = v.InferOutput<typeof SaveSettingsBodySchema>;

export const SaveSettingsAnswerSchema = v.object({
  message: v.string(),
  settings_key: SettingsKeySchema,
});

/** DELETE /services/delete_settings. */
export const DeleteSettingsBodySchema = v.object({ id: BodyId, user_id: BodyId });
