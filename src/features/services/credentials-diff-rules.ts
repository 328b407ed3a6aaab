import type {
  CredentialsEntryBody,
  DiffAnswer,
  DiffItem,
  UserCredentials,
} from '@/contract/services/services-schemas';
import type { CredentialsMode } from './credentials-rules';

// Saving for every service of the carrier version (spec b section 4, decision 024): the three
// answers of POST /services/diff_credentials, and the save the diff modal's ticks make.

export type DiffService = { id: number; name: string; items: DiffItem[] };
export type DiffOutcome =
  | { kind: 'message'; message: string }
  | { kind: 'direct'; serviceIds: number[]; message: string }
  | { kind: 'review'; services: DiffService[]; message: string };

export function classifyDiff(answer: DiffAnswer): DiffOutcome {
  const { data, services_ids: serviceIds, message } = answer;
  if (Array.isArray(data)) {
    return serviceIds.length === 0
      ? { kind: 'message', message }
      : { kind: 'direct', serviceIds, message };
  }
  const services = Object.entries(data)
    .map(([id, entry]) => ({ id: Number(id), name: entry.service_name, items: entry.items }))
    .filter((service) => Number.isFinite(service.id));
  return { kind: 'review', services, message };
}

/** The tick of one item of the diff modal. */
export const diffItemKey = (serviceId: number, item: DiffItem) =>
  `${serviceId}\u0000${item.account}\u0000${item.field}\u0000${item.mode}`;

/** Every item ticked: the modal's starting state. */
export const allDiffKeys = (services: readonly DiffService[]) =>
  new Set(
    services.flatMap((service) => service.items.map((item) => diffItemKey(service.id, item))),
  );

/** A service's credentials after the ticks: the new values, but an unticked item keeps `current`. */
export function applyTicks(
  credentials: UserCredentials,
  service: DiffService,
  ticked: ReadonlySet<string>,
): UserCredentials {
  const result: UserCredentials = Object.fromEntries(
    Object.entries(credentials).map(([name, fields]) => [name, { ...fields }]),
  );
  for (const item of service.items) {
    if (ticked.has(diffItemKey(service.id, item))) continue;
    const fields = (result[item.account] ??= {});
    const previous = fields[item.field] ?? { live: '', test: '' };
    fields[item.field] = { ...previous, [item.mode]: item.current };
  }
  return result;
}

/** 'Apply update': one save entry per service of the diff, each with its ticks applied. */
export const reviewEntries = (
  services: readonly DiffService[],
  userId: number,
  mode: CredentialsMode,
  credentials: UserCredentials,
  ticked: ReadonlySet<string>,
): CredentialsEntryBody[] =>
  services.map((service) => ({
    user_id: userId,
    service_id: service.id,
    mode,
    credentials: applyTicks(credentials, service, ticked),
  }));

/** Shape 2: the same credentials saved to each other service directly. */
export const directEntries = (
  serviceIds: readonly number[],
  userId: number,
  mode: CredentialsMode,
  credentials: UserCredentials,
): CredentialsEntryBody[] =>
  serviceIds.map((id) => ({ user_id: userId, service_id: id, mode, credentials }));
