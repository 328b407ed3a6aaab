import { useDebouncedValue } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import type { Account } from '@/lib/session/accounts';
import { paletteQueries } from './api/palette-queries';
import type { FoundRecord } from './lookup-plan';
import {
  LOOKUP_DEBOUNCE_MS,
  type LookupAccess,
  lookupPlan,
  lookupText,
  matchingServices,
  mergeFound,
} from './lookup-plan';

export type RecordLookup = {
  records: FoundRecord[];
  /** Typing has not paused yet, or an answer is on its way. */
  searching: boolean;
  error: Error | null;
};

/**
 * Records by what was typed, once typing pauses (LOOKUP_DEBOUNCE_MS): through the lists' filters
 * online, services by name from the common lists; offline nothing is looked up (decision 048).
 */
export function useRecordLookup(
  typed: string,
  options: {
    account: Pick<Account, 'id'>;
    access: LookupAccess & { services: boolean };
    online: boolean;
    services: ReadonlyArray<{ id: number; name: string }>;
  },
): RecordLookup {
  const [settled] = useDebouncedValue(typed, LOOKUP_DEBOUNCE_MS);
  const text = lookupText(settled);
  const kinds = options.online ? lookupPlan(settled, options.access) : [];
  const answers = useQueries({
    queries: kinds.map((kind) => paletteQueries.lookup(options.account, kind, text)),
  });
  const services: FoundRecord[] =
    options.online && options.access.services
      ? matchingServices(options.services, typed).map((service) => ({
          kind: 'service',
          id: service.id,
          title: `Service ${service.name}`,
          identifier: service.name,
          description: `Service id ${service.id}`,
          href: `/services/${service.id}`,
        }))
      : [];
  const found = mergeFound(
    answers.map((answer) => answer.data ?? []),
    text,
  );
  return {
    records: [...found, ...services],
    searching:
      (options.online && lookupPlan(typed, options.access).length > 0 && typed !== settled) ||
      answers.some((answer) => answer.isFetching),
    error: answers.find((answer) => answer.error)?.error ?? null,
  };
}
