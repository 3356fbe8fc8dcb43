// Email: non-space, at sign, non-space, dot, non-space.
const EMAIL = /^\S+@\S+\.\S+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long';

/**
 * Password strength 0..3: one point each for a digit, for both lower and
 * upper case letters, and for a non-alphanumeric character. Length adds nothing.
 */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 {
  let score = 0;
  if (/\d/.test(password)) score++;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score++;
  if (/[^A-Za-z0-9]/.test(password)) score++;
  return score as 0 | 1 | 2 | 3;
}

export const strengthColors = ['gray', 'orange', 'yellow', 'green'] as const;

export function isStrongEnough(password: string): boolean {
  return password.trim().length >= MIN_PASSWORD_LENGTH;
}

export const MAX_UPLOAD_BYTES = 512000;
export const FILE_TOO_LARGE = 'File size should be less than 500KB';
