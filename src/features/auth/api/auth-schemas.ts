import * as v from 'valibot';

// Auth and user calls (spec a section 7). Response bodies the spec leaves open are `{ success }`.

export const LoginRequestSchema = v.object({ login: v.string(), password: v.string() });
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

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

export const LoginMfaRequestSchema = v.object({
  mfa_code: v.pipe(v.string(), v.regex(/^\d{6}$/)),
  login: v.optional(v.string()),
});

export const LoginAsRequestSchema = v.object({ userId: v.number() });

export const SuccessSchema = v.object({
  success: v.literal(true),
  message: v.optional(v.string()),
});

export const SaveMfaRequestSchema = v.object({ mfa_code: v.pipe(v.string(), v.regex(/^\d{6}$/)) });
export const EnableMfaRequestSchema = v.object({ user: v.number() });

export const ActivationRequestSchema = v.object({
  token: v.string(),
  password: v.string(),
  password_confirm: v.string(),
});

/** POST /recovery asks for a link with `{ login }`, or sets the new password from the link. */
export const RecoveryRequestSchema = v.union([
  v.object({ login: v.string() }),
  v.object({
    user: v.string(),
    token: v.string(),
    password: v.string(),
    password_confirm: v.string(),
  }),
]);

export const PasswordConfirmRequestSchema = v.object({ token: v.string(), user: v.string() });
