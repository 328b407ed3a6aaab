import * as v from 'valibot';

// Pure rules of the active-accounts list (spec a sections 3 and 4).

export const AccountSchema = v.object({
  id: v.number(),
  login: v.string(),
  headerIdentifier: v.pipe(v.string(), v.minLength(1)),
  email: v.optional(v.string()),
});
export type Account = v.InferOutput<typeof AccountSchema>;

const AccountListSchema = v.array(AccountSchema);

/** Reads a stored list; anything unreadable counts as no accounts. */
export function parseAccountList(raw: string | null): Account[] {
  if (!raw) return [];
  try {
    const parsed = v.safeParse(AccountListSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

/** Adds an account; signing the same user in again replaces the old entry in place. */
export function upsertAccount(list: readonly Account[], account: Account): Account[] {
  const index = list.findIndex((item) => item.id === account.id);
  if (index === -1) return [...list, account];
  return list.map((item, i) => (i === index ? account : item));
}

export function removeAccount(list: readonly Account[], headerIdentifier: string): Account[] {
  return list.filter((item) => item.headerIdentifier !== headerIdentifier);
}

/**
 * Which account a tab shows: its own choice if still signed in, else the last active one
 * (kept across tabs), else the first remaining, else none.
 */
export function resolveCurrent(
  list: readonly Account[],
  ...preferred: ReadonlyArray<string | null | undefined>
): Account | null {
  for (const identifier of preferred) {
    const found = identifier
      ? list.find((item) => item.headerIdentifier === identifier)
      : undefined;
    if (found) return found;
  }
  return list[0] ?? null;
}

/** The key every cached query and database of an account starts with. */
export function accountKey(account: Pick<Account, 'id'>): string {
  return `user-${account.id}`;
}
