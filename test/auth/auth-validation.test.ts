import { describe, expect, it } from 'vitest';
import {
  loginValidation,
  mfaCodeError,
  newPasswordValidation,
  recoverValidation,
  safeReturnPath,
} from '@/features/auth/auth-validation';

describe('sign-in validation (spec a section 5)', () => {
  it('login and password are required, with the spec texts', () => {
    expect(loginValidation.login('')).toBe('Required field');
    expect(loginValidation.login('   ')).toBe('Required field');
    expect(loginValidation.login('staff')).toBeNull();
    expect(loginValidation.password('')).toBe('Requred field');
    expect(loginValidation.password(' ')).toBeNull();
  });

  it('new passwords are required and must match', () => {
    expect(newPasswordValidation.password('')).toBe('Field is required');
    expect(newPasswordValidation.password_confirm('', { password: 'x' })).toBe('Field is required');
    expect(newPasswordValidation.password_confirm('a', { password: 'b' })).toBe(
      'Different password and confirm',
    );
    expect(newPasswordValidation.password_confirm('same', { password: 'same' })).toBeNull();
  });

  it('recovery needs a login', () => {
    expect(recoverValidation.login(' ')).toBe('Field is required');
    expect(recoverValidation.login('staff')).toBeNull();
  });

  it('the MFA code is required and six digits', () => {
    expect(mfaCodeError('')).toBe('Field is required');
    expect(mfaCodeError('12345')).toBe('The code has 6 digits');
    expect(mfaCodeError('1234567')).toBe('The code has 6 digits');
    expect(mfaCodeError('12a456')).toBe('The code has 6 digits');
    expect(mfaCodeError('123456')).toBeNull();
  });

  it('returns after sign-in only to same-app, non-public paths', () => {
    expect(safeReturnPath('/parcels?page=2')).toBe('/parcels?page=2');
    expect(safeReturnPath(null)).toBe('/dashboard');
    expect(safeReturnPath('https://evil.example')).toBe('/dashboard');
    expect(safeReturnPath('//evil.example')).toBe('/dashboard');
    expect(safeReturnPath('/login')).toBe('/dashboard');
    expect(safeReturnPath('/activation/x/y')).toBe('/dashboard');
  });
});
