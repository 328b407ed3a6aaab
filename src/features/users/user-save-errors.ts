import * as v from 'valibot';
import { errorMessages, isApiError } from '@/lib/api/api-error';
import { ApiErrorBodySchema } from '@/contract/shared/error-body-schema';
import type { UserFormValues } from './user-form';

// A refused save as the form shows it (spec a section 8): the server's own words once, and each
// field it names marked with them. The server names the save body's fields; the form has its own.

const FIELD_OF: Record<string, keyof UserFormValues> = {
  login: 'login',
  email: 'email',
  notification_emails: 'notificationEmails',
  password: 'password',
  role: 'role',
  parent_id: 'parentId',
  status: 'active',
  withBilling: 'withBilling',
  apiKey: 'apiKey',
  apiKeyAdditional: 'apiKeyAdditional',
  services: 'services',
};

export function saveRefusal(error: unknown): {
  messages: string[];
  fields: Partial<Record<keyof UserFormValues, string>>;
} {
  const body =
    isApiError(error) && error.failure.kind === 'http'
      ? v.safeParse(ApiErrorBodySchema, error.failure.body)
      : null;
  if (!body?.success) return { messages: errorMessages(error), fields: {} };
  const fields: Partial<Record<keyof UserFormValues, string>> = {};
  for (const item of body.output.errors) {
    for (const name of item.fields ?? []) {
      const field = FIELD_OF[name.replace(/^user\./, '')];
      if (field && !fields[field]) fields[field] = item.message;
    }
  }
  return { messages: body.output.errors.map((item) => item.message), fields };
}
