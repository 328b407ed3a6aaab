import * as v from 'valibot';
// Relative, not '@/': the reference server (run by tsx, without the app's aliases) imports this.
import { plainText } from '../plain-text';

// Auth and user calls (spec a section 7). Response bodies the spec leaves open are `{ success }`.

// Request limits (decision 015): long enough for any real login, password or token, short
// enough that no one can make the server hash a megabyte. A login is plain text (issue 28): no
// NUL, no right-to-left override. Marked pure so the sign-in page, which reads none of these
// request schemas, never carries them.
const Login = v.pipe(v.string(), v.maxLength(100), /* @__PURE__ */ plainText());
const Password = v.pipe(v.string(), v.maxLength(256));
const Token = v.pipe(v.string(), v.maxLength(256));
const UserId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2 ** 31 - 1));

export const LoginRequestSchema = v.object({ login: Login, password: Password });
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

// The sign-in answer lives in lib (the users feature's login-as reads it too); kept importable
// from here for the auth screens and the reference server. Relative: the server has no aliases.
export {
  type LoginResponse,
  LoginResponseSchema,
  LoginUserSchema,
} from '../session/sign-in-schemas';

export const LoginMfaRequestSchema = v.object({
  mfa_code: v.pipe(v.string(), v.regex(/^\d{6}$/)),
  login: v.optional(Login),
});

export const LoginAsRequestSchema = v.object({ userId: UserId });

export const SuccessSchema = v.object({
  success: v.literal(true),
  message: v.optional(v.string()),
});

export const SaveMfaRequestSchema = v.object({ mfa_code: v.pipe(v.string(), v.regex(/^\d{6}$/)) });

export const ActivationRequestSchema = v.object({
  token: Token,
  password: Password,
  password_confirm: Password,
});

/** POST /recovery asks for a link with `{ login }`, or sets the new password from the link. */
export const RecoveryRequestSchema = v.union([
  v.object({ login: Login }),
  v.object({
    user: Login,
    token: Token,
    password: Password,
    password_confirm: Password,
  }),
]);

export const PasswordConfirmRequestSchema = v.object({ token: Token, user: Login });
