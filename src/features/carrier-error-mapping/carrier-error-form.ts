import * as v from 'valibot';
import { errorMessages, isApiError } from '@/lib/api/api-error';
import { ApiErrorBodySchema } from '@/contract/shared/error-body-schema';
import { issueMessage } from '@/contract/shared/validation-messages';
import {
  CARRIER_ERROR_MESSAGES,
  type CarrierErrorMapping,
  type CarrierVersions,
  DEFAULT_CARRIER_VERSION,
  HTTP_CODE_RANGE,
  type SaveCarrierErrorBody,
  SaveCarrierErrorBodySchema,
  splitErrorFields,
} from '@/contract/carrier-error-mapping/carrier-error-mapping-schemas';

// The create and edit form of a carrier error mapping (spec c sections 2 and 5): its values as
// typed, its rules (carrier and result error code required, the HTTP code in range, fields a
// comma list of names), the carrier version choice, and the save body (decision 033).

export type CarrierErrorFormValues = {
  carrier_id: string | null;
  carrier_version: string;
  carrier_error_pattern: string;
  /** As typed; '' is any HTTP code. */
  http_code: string;
  result_error_code: string | null;
  result_error_field: string;
  use_carrier_msg: boolean;
  result_error_msg: string;
};

export type CarrierErrorFormErrors = Partial<Record<keyof CarrierErrorFormValues, string>>;

export const HTTP_CODE_MESSAGE = `HTTP code must be a whole number from ${HTTP_CODE_RANGE.min} to ${HTTP_CODE_RANGE.max}`;

export const emptyCarrierErrorForm = (): CarrierErrorFormValues => ({
  carrier_id: null,
  carrier_version: DEFAULT_CARRIER_VERSION,
  carrier_error_pattern: '',
  http_code: '',
  result_error_code: null,
  result_error_field: '',
  use_carrier_msg: false,
  result_error_msg: '',
});

/** A saved mapping as the form shows it (an unmapped one has no result error code yet). */
export function formValuesOf(mapping: CarrierErrorMapping): CarrierErrorFormValues {
  return {
    carrier_id: String(mapping.carrierId),
    carrier_version: mapping.carrierVersion || DEFAULT_CARRIER_VERSION,
    carrier_error_pattern: mapping.errorPattern,
    http_code: mapping.currentHttpCode === null ? '' : String(mapping.currentHttpCode),
    result_error_code: mapping.resultErrorCode,
    result_error_field: mapping.resultErrorField,
    use_carrier_msg: mapping.useCarrierMessage,
    result_error_msg: mapping.resultErrorMsg,
  };
}

export type VersionChoice = {
  /** The versions to offer, the default first. */
  versions: string[];
  /** Spec c section 5: only the default exists (or no carrier is chosen yet). */
  disabled: boolean;
};

/** The carrier version select of the chosen carrier. */
export function versionChoice(
  carriers: readonly CarrierVersions[],
  carrierId: string | null,
): VersionChoice {
  const carrier = carriers.find((item) => String(item.id) === carrierId);
  const listed = carrier?.versions.length ? carrier.versions : [DEFAULT_CARRIER_VERSION];
  const versions = [
    DEFAULT_CARRIER_VERSION,
    ...listed.filter((version) => version !== DEFAULT_CARRIER_VERSION),
  ];
  return { versions, disabled: versions.length <= 1 };
}

/** A version the new carrier has: the one chosen if it has it, else the default. */
export function versionFor(
  carriers: readonly CarrierVersions[],
  carrierId: string | null,
  version: string,
): string {
  return versionChoice(carriers, carrierId).versions.includes(version)
    ? version
    : DEFAULT_CARRIER_VERSION;
}

/** The HTTP code as sent: null for '' (any code), NaN for anything that is not digits. */
export function httpCodeOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const fieldsSchema = SaveCarrierErrorBodySchema.entries.result_error_field;

/** The form's rules; an empty object when it may be sent. */
export function carrierErrorFormErrors(values: CarrierErrorFormValues): CarrierErrorFormErrors {
  const errors: CarrierErrorFormErrors = {};
  if (!values.carrier_id) errors.carrier_id = CARRIER_ERROR_MESSAGES.required;
  if (!values.result_error_code?.trim()) {
    errors.result_error_code = CARRIER_ERROR_MESSAGES.required;
  }
  const code = httpCodeOf(values.http_code);
  if (
    code !== null &&
    (!Number.isInteger(code) || code < HTTP_CODE_RANGE.min || code > HTTP_CODE_RANGE.max)
  ) {
    errors.http_code = HTTP_CODE_MESSAGE;
  }
  const fields = v.safeParse(fieldsSchema, values.result_error_field);
  if (!fields.success) errors.result_error_field = issueMessage(fields.issues[0]);
  return errors;
}

/** POST /carrier_errors/save: `id` edits that mapping, none creates one. */
export function saveBodyOf(
  values: CarrierErrorFormValues,
  id: number | null,
): SaveCarrierErrorBody {
  return {
    ...(id === null ? {} : { id }),
    carrier_id: Number(values.carrier_id),
    carrier_version: values.carrier_version.trim(),
    carrier_error_pattern: values.carrier_error_pattern.trim(),
    http_code: httpCodeOf(values.http_code),
    result_error_code: (values.result_error_code ?? '').trim(),
    result_error_field: splitErrorFields(values.result_error_field).join(','),
    use_carrier_msg: values.use_carrier_msg,
    result_error_msg: values.result_error_msg.trim(),
  };
}

/** Spec c section 4: leaving a changed form asks first (Leave / Stay). */
export const LEAVE_QUESTION = 'Data was changed. Leave without saving ?';

/**
 * A refused save as the form shows it: the server's own words once, and each field it names
 * (the save body's names are the form's) marked with them.
 */
export function saveRefusal(error: unknown): {
  messages: string[];
  fields: CarrierErrorFormErrors;
} {
  const body =
    isApiError(error) && error.failure.kind === 'http'
      ? v.safeParse(ApiErrorBodySchema, error.failure.body)
      : null;
  if (!body?.success) return { messages: errorMessages(error), fields: {} };
  const fields: CarrierErrorFormErrors = {};
  const names = Object.keys(emptyCarrierErrorForm());
  for (const item of body.output.errors) {
    for (const name of item.fields ?? []) {
      const field = name as keyof CarrierErrorFormValues;
      if (names.includes(field) && !fields[field]) fields[field] = item.message;
    }
  }
  return { messages: body.output.errors.map((item) => item.message), fields };
}
