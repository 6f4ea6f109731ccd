import { describe, expect, it } from 'vitest';
import {
  LoginInput,
  loginError,
  RegisterInput,
  registrationError,
  UpdatePreferencesInput,
} from './schemas.ts';

const valid = { firstName: 'Ann', email: 'ann@example.com', password: 'secret1', confirmPassword: 'secret1' };

describe('registrationError', () => {
  it('accepts a complete form', () => expect(registrationError(valid)).toBeNull());

  it('checks the rules in the spec order', () => {
    // Every rule is broken: the first one wins.
    expect(registrationError({ firstName: ' ', email: 'x', password: '1', confirmPassword: '2' })).toBe(
      'Please fill in all required fields',
    );
    expect(registrationError({ ...valid, email: 'x', password: '1', confirmPassword: '2' })).toBe(
      'Passwords do not match',
    );
    expect(registrationError({ ...valid, email: 'x', password: '12345', confirmPassword: '12345' })).toBe(
      'Password must be at least 6 characters long',
    );
    expect(registrationError({ ...valid, email: 'ann.example.com' })).toBe(
      'Please enter a valid email address',
    );
  });

  it('treats whitespace-only required fields as empty', () => {
    expect(registrationError({ ...valid, firstName: '   ' })).toBe('Please fill in all required fields');
    expect(registrationError({ ...valid, email: '  ' })).toBe('Please fill in all required fields');
  });
});

describe('RegisterInput', () => {
  it('trims names, lower-cases the email and keeps the password as typed', () => {
    const out = RegisterInput.parse({
      firstName: ' Ann ',
      lastName: '  ',
      email: ' Ann@Example.COM ',
      password: ' pass word ',
    });
    expect(out).toEqual({
      firstName: 'Ann',
      lastName: null,
      email: 'ann@example.com',
      password: ' pass word ',
      timeZone: undefined,
    });
  });

  it('answers only the first broken rule', () => {
    const result = RegisterInput.safeParse({ email: 'bad', password: '1', firstName: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Please fill in all required fields']);
  });

  it('refuses an unknown time zone', () => {
    expect(RegisterInput.safeParse({ ...valid, timeZone: 'Mars/Olympus' }).success).toBe(false);
    expect(RegisterInput.safeParse({ ...valid, timeZone: 'Europe/Paris' }).success).toBe(true);
  });
});

describe('login rules', () => {
  it('needs both fields, then an @', () => {
    expect(loginError({ email: '', password: 'x' })).toBe('Please enter both email and password');
    expect(loginError({ email: 'a@b', password: '' })).toBe('Please enter both email and password');
    expect(loginError({ email: 'ab', password: 'x' })).toBe('Please enter a valid email address');
    expect(LoginInput.parse({ email: ' A@B.co ', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
  });
});

describe('UpdatePreferencesInput', () => {
  it('accepts each preference alone and clears with null', () => {
    expect(UpdatePreferencesInput.parse({ effortTrackingPreference: 'rir' })).toEqual({
      effortTrackingPreference: 'rir',
    });
    expect(UpdatePreferencesInput.parse({ height: null })).toEqual({ height: null });
    expect(UpdatePreferencesInput.parse({ weight: 180.5 })).toEqual({ weight: 180.5 });
  });

  it('refuses non-positive numbers, unknown scales and empty updates', () => {
    expect(UpdatePreferencesInput.safeParse({ height: 0 }).error?.issues[0]?.message).toBe(
      'Height must be a positive number',
    );
    expect(UpdatePreferencesInput.safeParse({ weight: -1 }).error?.issues[0]?.message).toBe(
      'Weight must be a positive number',
    );
    expect(UpdatePreferencesInput.safeParse({ height: 70.5 }).success).toBe(false);
    expect(UpdatePreferencesInput.safeParse({ effortTrackingPreference: 'rpm' }).success).toBe(false);
    expect(UpdatePreferencesInput.safeParse({}).error?.issues[0]?.message).toBe('Nothing to update');
  });
});
