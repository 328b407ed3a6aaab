import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { AppVersionSchema } from '@/contract/app-version/app-version-schemas';

/**
 * POST /app/version {passphrase}: a mutation, not a query, so neither the passphrase nor the
 * history ever enters the query cache that is persisted to the device (mutations are never
 * persisted); the screen keeps the answer in memory only.
 */
export function useUnlockAppVersion() {
  return useMutation({
    mutationFn: (passphrase: string) =>
      api('app/version', AppVersionSchema, { method: 'POST', body: { passphrase } }),
  });
}
