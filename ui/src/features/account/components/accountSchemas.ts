import { z } from '@/shared/zod';
import { isStrongEnough, isValidEmail, PASSWORD_TOO_SHORT } from '@/shared/validators';

/** The users collection's limits, which the server applies too. */
export const NAME_MAX = 50;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
const USERNAME = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

const name = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Please enter your ${label}.`),
      z.maxLength(NAME_MAX, `Your ${label} must be at most ${NAME_MAX} characters long.`),
    );

/** "Your details": names and username as others see them. */
export const detailsSchema = z.object({
  first_name: name('first name'),
  last_name: name('last name'),
  username: z
    .string()
    .check(
      z.trim(),
      z.minLength(USERNAME_MIN, 'Username must be 3 to 30 characters long.'),
      z.maxLength(USERNAME_MAX, 'Username must be 3 to 30 characters long.'),
      z.regex(
        USERNAME,
        'Use letters, numbers, dots, dashes and underscores, starting with a letter or number.',
      ),
    ),
});

/** "Change password": the current one, a new one that differs, its confirmation. */
export const changePasswordSchema = z
  .object({
    oldPassword: z.string().check(z.minLength(1, 'Please enter your current password.')),
    password: z.string().check(z.refine(isStrongEnough, PASSWORD_TOO_SHORT)),
    passwordConfirm: z.string(),
  })
  .check(
    z.refine((v) => v.password !== v.oldPassword, {
      path: ['password'],
      message: 'Choose a password different from your current one.',
      when: () => true,
    }),
    z.refine((v) => v.passwordConfirm === v.password, {
      path: ['passwordConfirm'],
      message: 'The passwords do not match.',
      when: () => true,
    }),
  );

/** "Change email": a valid address that is not the current one. */
export function changeEmailSchema(currentEmail: string) {
  return z.object({
    newEmail: z.string().check(
      z.refine(isValidEmail, 'Please enter a valid email address.'),
      z.refine(
        (v) => v.trim().toLowerCase() !== currentEmail.toLowerCase(),
        'This is already your email address.',
      ),
    ),
  });
}
