import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import {
  type ProcessRequestBody,
  ProcessRequestAnswerSchema,
} from '@/contract/api-console/api-console-schemas';

/** POST /api_console/process_request: the API's answer (its own refusals are answers too). */
export function useSendApiRequest() {
  return useMutation({
    mutationFn: (body: ProcessRequestBody) =>
      api('api_console/process_request', ProcessRequestAnswerSchema, { method: 'POST', body }),
  });
}
