import * as v from 'valibot';

// The answer of every sign-in call (login, MFA login, login-as; spec a section 7). In lib, not
// in the auth feature, because the users feature signs in as another user too (issue 14). Only
// valibot here: the reference server and the sign-in page import it.

export const LoginUserSchema = v.object({
  id: v.number(),
  login: v.string(),
  email: v.optional(v.string()),
  headerIdentifier: v.pipe(v.string(), v.minLength(1)),
});

// `user` is optional on purpose: its absence is the catalogue's 'No account data in login response'.
export const LoginResponseSchema = v.object({
  need_mfa: v.boolean(),
  user: v.optional(LoginUserSchema),
  qr_code_url: v.optional(v.string()),
  /** PHPSESSID-style id that print links carry (spec a section 7). */
  session_id: v.optional(v.string()),
});
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;
