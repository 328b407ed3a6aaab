import type { AccessUrl } from '@/config/access-urls';
import { useAccess } from '@/lib/access';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import type { CarrierDocKind } from '@/contract/carriers/carriers-schemas';

// What every block of a version shares: where it writes, and how a write tells the user.

export type VersionAt = { carrierId: number; kind: CarrierDocKind; version: string };

/** Whether the account holds the write's action URL (spec c section 6): without it, no control. */
export function useCan(): (url: AccessUrl) => boolean {
  const access = useAccess();
  return (url) => access.can(url);
}

/**
 * Runs a write and says how it went: the spec's toast when it names one ('Contact saved'...),
 * else the server's message; a failure says the server's reason and is passed on, so a form
 * keeps what was typed.
 */
export async function saving<T extends { message: string }>(
  write: Promise<T>,
  toast?: string,
): Promise<T> {
  try {
    const answer = await write;
    notifySuccess(toast ?? answer.message);
    return answer;
  } catch (error) {
    notifyFailure(error);
    throw error;
  }
}

/** For click handlers: the failure was already said. */
export const quietly = (write: Promise<unknown>) => void write.catch(() => undefined);
