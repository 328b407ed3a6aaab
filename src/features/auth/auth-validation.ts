import { MFA_CODE_LENGTH } from '@/contract/constants';

// Spec a section 5, with its texts as written ('Requred field' included).

export const REQUIRED_LOGIN = 'Required field';
export const REQUIRED_PASSWORD = 'Requred field';
export const FIELD_IS_REQUIRED = 'Field is required';
export const PASSWORDS_DIFFER = 'Different password and confirm';

export const loginValidation = {
  login: (value: string) => (value.trim() ? null : REQUIRED_LOGIN),
  password: (value: string) => (value ? null : REQUIRED_PASSWORD),
};

export const newPasswordValidation = {
  password: (value: string) => (value ? null : FIELD_IS_REQUIRED),
  password_confirm: (value: string, values: { password: string }) => {
    if (!value) return FIELD_IS_REQUIRED;
    return value === values.password ? null : PASSWORDS_DIFFER;
  },
};

export const recoverValidation = {
  login: (value: string) => (value.trim() ? null : FIELD_IS_REQUIRED),
};

export function mfaCodeError(code: string): string | null {
  if (!code) return FIELD_IS_REQUIRED;
  return new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`).test(code)
    ? null
    : `The code has ${MFA_CODE_LENGTH} digits`;
}

/** Only same-app paths may be returned to after sign-in. */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return '/dashboard';
  if (/^\/(login|recover-password|activation|recovery|password-confirm)(\/|$|\?)/.test(value)) {
    return '/dashboard';
  }
  return value;
}
