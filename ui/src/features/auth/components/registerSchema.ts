import { z } from '@/shared/zod';
import { isStrongEnough, isValidEmail, PASSWORD_TOO_SHORT } from '@/shared/validators';
import type { SignUpRole } from '../api/signUp';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const USERNAME_LENGTH = 'Username must be 3 to 30 characters long.';

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));
const chosen = (message: string) =>
  z.nullable(z.string()).check(z.refine((v) => Boolean(v), message));
const ticked = (message: string) => z.boolean().check(z.refine((v) => v, message));

const consentRequired: Record<SignUpRole, string> = {
  company: 'Please confirm that you are building a Tech Company.',
  volunteer: 'Please confirm that you expect no financial incentives.',
};

/**
 * The sign-up form, described once: its fields in the order they are shown
 * (the first refused one gets the focus), their messages and rules. The
 * server (hooks/auth/signup.go) applies the same rules and stays the judge.
 */
export function registerSchema(role: SignUpRole) {
  const fields = {
    // The server's 3 to 30 characters (hooks/auth/signup.go), over the spec's default of 50.
    username: required('Username is required.').check(
      z.minLength(USERNAME_MIN, USERNAME_LENGTH),
      z.maxLength(USERNAME_MAX, USERNAME_LENGTH),
    ),
    first_name: required('First name is required.'),
    last_name: required('Last name is required.'),
    company_name: required('Company name is required.'),
    email: z.string().check(z.refine(isValidEmail, 'Please enter valid email.')),
    password: z
      .string()
      .check(z.minLength(1, 'Password is required.'), z.refine(isStrongEnough, PASSWORD_TOO_SHORT)),
    passwordConfirm: z.string(),
    country: chosen('Please Select country.'),
    category: chosen('Please Select category.'),
    consent: ticked(consentRequired[role]),
    terms_accepted: ticked('Please accept the Terms of Service and Privacy Policy.'),
  };
  // Only companies name their company.
  const shape = role === 'company' ? fields : { ...fields, company_name: z.string() };
  return z.object(shape).check(
    z.refine((v) => v.passwordConfirm === v.password, {
      path: ['passwordConfirm'],
      message: 'The passwords do not match.',
      // Shown as soon as the confirmation is left, whatever else is still missing.
      when: () => true,
    }),
  );
}

export type RegisterValues = z.input<ReturnType<typeof registerSchema>>;

/** The fields of the form, in the order they are shown. */
export const REGISTER_FIELDS = Object.keys(
  registerSchema('company').shape,
) as (keyof RegisterValues)[];

export const emptyRegisterValues: RegisterValues = {
  username: '',
  first_name: '',
  last_name: '',
  company_name: '',
  email: '',
  password: '',
  passwordConfirm: '',
  country: null,
  category: null,
  consent: false,
  terms_accepted: false,
};

/** Every field the role's form shows holds something: the submit button is enabled. */
export function isComplete(role: SignUpRole, v: RegisterValues): boolean {
  return REGISTER_FIELDS.every((k) => {
    if (k === 'company_name' && role !== 'company') return true;
    const value = v[k];
    if (typeof value !== 'string') return Boolean(value);
    return k.startsWith('password') ? value !== '' : value.trim() !== '';
  });
}
