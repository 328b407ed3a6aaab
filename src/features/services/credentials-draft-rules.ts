import type { CredentialsEntryBody, UserCredentials } from '@/contract/services/services-schemas';
import {
  type CredentialsMode,
  defaultValues,
  type FieldSpecs,
  modeKey,
  normaliseCredentials,
} from './credentials-rules';

// The changed-flag bookkeeping of spec b section 4: what a user's credentials were when first
// edited, and what they are now. A user is changed while the two differ; saving drops the draft.

export type UserValues = { mode: CredentialsMode; credentials: UserCredentials };
export type Draft = { original: UserValues; current: UserValues };
export type Drafts = Readonly<Record<number, Draft>>;

function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : inner,
  );
}

/** Same mode and values, whatever the order of their keys. */
export const sameUserValues = (a: UserValues, b: UserValues) => sortedJson(a) === sortedJson(b);

export const isChanged = (draft: Draft | undefined): boolean =>
  draft !== undefined && !sameUserValues(draft.original, draft.current);

export const changedUserIds = (drafts: Drafts): number[] =>
  Object.entries(drafts)
    .filter(([, draft]) => isChanged(draft))
    .map(([id]) => Number(id));

/** What a user's card shows: the draft if any, else what the server answered. */
export const valuesOf = (drafts: Drafts, userId: number, server: UserValues | undefined) =>
  drafts[userId]?.current ?? server;

/**
 * One edit of a user: the first keeps the server's answer as the original. An edit that brings
 * everything back to the original leaves the user unchanged.
 */
export function editDraft(
  drafts: Drafts,
  userId: number,
  server: UserValues,
  update: (values: UserValues) => UserValues,
): Drafts {
  const draft = drafts[userId] ?? { original: server, current: server };
  return { ...drafts, [userId]: { ...draft, current: update(draft.current) } };
}

export function setFieldValue(
  values: UserValues,
  account: string,
  field: string,
  mode: CredentialsMode,
  value: string,
): UserValues {
  const fields = values.credentials[account] ?? {};
  const previous = fields[field] ?? { live: '', test: '' };
  return {
    ...values,
    credentials: {
      ...values.credentials,
      [account]: { ...fields, [field]: { ...previous, [modeKey(mode)]: value } },
    },
  };
}

export const setMode = (values: UserValues, mode: CredentialsMode): UserValues => ({
  ...values,
  mode,
});

/** 'create new key': a new account name with the specification's default values. */
export const addAccount = (values: UserValues, name: string, specs: FieldSpecs): UserValues => ({
  ...values,
  credentials: { ...values.credentials, [name.trim()]: defaultValues(specs) },
});

export function replaceAccount(
  values: UserValues,
  account: string,
  next: UserCredentials[string],
): UserValues {
  return { ...values, credentials: { ...values.credentials, [account]: next } };
}

const withoutAccount = (values: UserValues, account: string): UserValues => ({
  ...values,
  credentials: Object.fromEntries(
    Object.entries(values.credentials).filter(([name]) => name !== account),
  ),
});

/** A removed account leaves the draft's original and current alike. */
export function removeAccount(drafts: Drafts, userId: number, account: string): Drafts {
  const draft = drafts[userId];
  if (!draft) return drafts;
  return {
    ...drafts,
    [userId]: {
      original: withoutAccount(draft.original, account),
      current: withoutAccount(draft.current, account),
    },
  };
}

/**
 * After a save: a saved user is no longer changed. Typing that went on while the save was under
 * way is kept, now compared with what was saved.
 */
export function clearSaved(drafts: Drafts, saved: ReadonlyMap<number, UserValues>): Drafts {
  const next: Record<number, Draft> = {};
  for (const [id, draft] of Object.entries(drafts)) {
    const values = saved.get(Number(id));
    if (!values) next[Number(id)] = draft;
    else if (!sameUserValues(normalised(draft.current), values))
      next[Number(id)] = { original: values, current: draft.current };
  }
  return next;
}

const normalised = (values: UserValues): UserValues => ({
  mode: values.mode,
  credentials: normaliseCredentials(values.credentials),
});

/** One entry of POST /services/save_credentials: key files wrapped before they leave. */
export const saveEntry = (
  serviceId: number,
  userId: number,
  values: UserValues,
): CredentialsEntryBody => ({
  user_id: userId,
  service_id: serviceId,
  mode: values.mode,
  credentials: normaliseCredentials(values.credentials),
});
