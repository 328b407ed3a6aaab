import * as v from 'valibot';

// The app version contract (spec c sections 2, 3 and 7; issue 16). What the spec leaves open,
// decided here (decision 038):
// - POST /app/version {passphrase}: a wrong passphrase is a 400 naming no field ('Wrong
//   passphrase'); wrong tries are counted per account and past the limit answer 429 with
//   Retry-After (server/rate-limit.ts). Super admins only (access URL /app/version).
// - version_info is the commit history, newest first: hash (40 hex), author, date and message;
//   dates are ISO 8601 in UTC. latest_release_date is the date of the newest release commit.
// - The passphrase is a secret: it is sent once in a mutation's body, never kept by the console.

export const APP_VERSION_LIMITS = { passphrase: 200 } as const;

export const APP_VERSION_MESSAGES = {
  wrongPassphrase: 'Wrong passphrase',
  latestCommit: 'Latest commit',
  noCommits: 'No commits found.',
} as const;

export const AppVersionBodySchema = v.object({
  passphrase: v.pipe(v.string(), v.minLength(1), v.maxLength(APP_VERSION_LIMITS.passphrase)),
});
export type AppVersionBody = v.InferOutput<typeof AppVersionBodySchema>;

export const CommitSchema = v.object({
  hash: v.string(),
  author: v.string(),
  /** ISO 8601, UTC. */
  date: v.string(),
  message: v.string(),
});
export type Commit = v.InferOutput<typeof CommitSchema>;

export const AppVersionSchema = v.object({
  /** Newest first. */
  version_info: v.array(CommitSchema),
  latest_release_date: v.string(),
});
export type AppVersion = v.InferOutput<typeof AppVersionSchema>;
