import { checkEmail, checkRequiredText, type FieldErrors } from '../../lib/validation';

// Mirrors server/modules/shared-schemas.ts and server/modules/auth/schemas.ts.
export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 200;

export function checkNewPassword(value: string): string | undefined {
  if (!value) return 'Password is required';
  if (value.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (value.length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  return undefined;
}

export function checkConfirmPassword(password: string, confirm: string): string | undefined {
  if (!confirm) return 'Please confirm your password';
  if (password !== confirm) return 'Passwords do not match';
  return undefined;
}

export type SignInField = 'email' | 'password';

export function validateSignIn(values: Record<SignInField, string>): FieldErrors<SignInField> {
  return {
    email: checkEmail(values.email),
    password: !values.password ? 'Password is required' : values.password.length > MAX_PASSWORD_LENGTH ? `Password must be at most ${MAX_PASSWORD_LENGTH} characters` : undefined,
  };
}

export type SignUpField = 'name' | 'email' | 'password' | 'confirmPassword' | 'ageConfirmed' | 'termsAccepted';

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  ageConfirmed: boolean;
  termsAccepted: boolean;
}

export function validateSignUp(values: SignUpValues): FieldErrors<SignUpField> {
  return {
    name: checkRequiredText(values.name, { label: 'Name', max: 80 }),
    email: checkEmail(values.email),
    password: checkNewPassword(values.password),
    confirmPassword: checkConfirmPassword(values.password, values.confirmPassword),
    ageConfirmed: values.ageConfirmed ? undefined : 'You must confirm that you are 18 or older',
    termsAccepted: values.termsAccepted ? undefined : 'You must accept the terms',
  };
}

export type ResetPasswordField = 'password' | 'confirmPassword';

export function validateResetPassword(values: Record<ResetPasswordField, string>): FieldErrors<ResetPasswordField> {
  return { password: checkNewPassword(values.password), confirmPassword: checkConfirmPassword(values.password, values.confirmPassword) };
}
