import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ClientResponseError } from 'pocketbase';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LookupKind } from '@/shared/api/lookups';
import { CompanyRegisterPage } from '../routes/CompanyRegisterPage';
import { VolunteerRegisterPage } from '../routes/VolunteerRegisterPage';
import { renderRoute } from './testing';
import { PASSWORD_HINT } from '@/shared/components/PasswordInputWithStrength';

const mocks = vi.hoisted(() => ({
  signUp: vi.fn(),
  failing: new Set<string>(),
}));

const lookupOptions: Partial<Record<LookupKind, { value: string; label: string }[]>> = {
  country: [
    { value: 'gb', label: 'United Kingdom' },
    { value: 'jo', label: 'Jordan' },
  ],
  company_category: [{ value: 'saas', label: 'SaaS' }],
  volunteer_category: [{ value: 'dev', label: 'Software Development' }],
};

vi.mock('@/shared/api/lookups', () => ({
  useLookups: (kind: LookupKind) => ({
    options: mocks.failing.has(kind) ? [] : (lookupOptions[kind] ?? []),
    isPending: false,
    isError: mocks.failing.has(kind),
  }),
}));
vi.mock('../api/signUp', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return {
    signUp: mocks.signUp,
    useSignUp: () => useMutation({ mutationFn: mocks.signUp }),
  };
});

const submitButton = () => screen.getByRole('button', { name: 'Create an account' });
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const passwordField = () => screen.getByLabelText(/^password/i, { selector: 'input' });
const confirmField = () => screen.getByLabelText(/^confirm password/i, { selector: 'input' });

/** Types a whole value at once: a paste is one change, keeping these form tests fast. */
async function fill(user: UserEvent, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

async function choose(user: UserEvent, label: RegExp, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  await screen.findByRole('option', { name: option });
  await user.selectOptions(select, option);
}

/** Who signs up in these tests, by role. */
const signUpAs = {
  volunteer: {
    username: 'vic',
    firstName: 'Vic',
    email: 'vic@example.com',
    category: 'Software Development',
    consent: /volunteering on Voluntech is unpaid/,
  },
  company: {
    username: 'cora',
    firstName: 'Cora',
    email: 'cora@example.com',
    category: 'SaaS',
    consent: 'I confirm I am building a Tech Company',
  },
} as const;

/** Fills every field of the role's form (the company name only when given) and ticks both boxes. */
async function fillCommon(
  user: UserEvent,
  role: keyof typeof signUpAs,
  { email, companyName }: { email?: string; companyName?: string } = {},
) {
  const who = signUpAs[role];
  await fill(user, field(/user name/i), who.username);
  await fill(user, field(/first name/i), who.firstName);
  await fill(user, field(/last name/i), 'Tester');
  if (companyName !== undefined) await fill(user, field(/company name/i), companyName);
  await fill(user, field(/^email/i), email ?? who.email);
  await fill(user, passwordField(), 'Str0ng!pass');
  await fill(user, confirmField(), 'Str0ng!pass');
  await choose(user, /^country/i, 'United Kingdom');
  await choose(user, /^category/i, who.category);
  await user.click(screen.getByRole('checkbox', { name: who.consent }));
  await user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Service/ }));
}

/** The server refuses the sign-up with these field errors (PocketBase's 400 shape). */
function refuseSignUp(data: Record<string, { code: string; message: string }>, message?: string) {
  mocks.signUp.mockRejectedValue(
    new ClientResponseError({ status: 400, response: { message, data } }),
  );
}

const companyNameRequired = { code: 'validation_required', message: 'Company name is required.' };

const fillVolunteer = (user: UserEvent, email?: string) => fillCommon(user, 'volunteer', { email });

// Full forms take a few seconds in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  mocks.signUp.mockReset();
  mocks.failing.clear();
});

describe('Volunteer registration', () => {
  const renderPage = () => renderRoute(VolunteerRegisterPage, { path: '/volunteer-registration' });

  it('shows the form with its links and a disabled button', () => {
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Join as a Volunteer' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /company name/i })).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Register as a Tech Company' })).toHaveAttribute(
      'href',
      '/company-register',
    );
    const terms = screen.getByRole('link', { name: 'Terms of Service' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('explains each empty or malformed field when it is left', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(field(/user name/i));
    await user.tab();
    expect(screen.getByText('Username is required.')).toBeInTheDocument();
    await user.click(field(/first name/i));
    await user.tab();
    expect(screen.getByText('First name is required.')).toBeInTheDocument();
    await user.click(field(/last name/i));
    await user.tab();
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    await fill(user, field(/^email/i), 'vic@example');
    await user.tab();
    expect(screen.getByText('Please enter valid email.')).toBeInTheDocument();
    await user.click(passwordField());
    await user.tab();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    await fill(user, passwordField(), 'Ab1!');
    // Leaving by a click: the check runs once the click is done (afterClick), not during it.
    await user.click(field(/user name/i));
    expect(
      await screen.findByText('Password must be at least 8 characters long'),
    ).toBeInTheDocument();
  });

  it('checks the confirmation when it loses focus', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fill(user, passwordField(), 'Str0ng!pass');
    await fill(user, confirmField(), 'Str0ng!pas');
    expect(screen.queryByText('The passwords do not match.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
  });

  it('shows the strength of the password', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(screen.getByRole('meter', { name: 'Password strength: 0 of 3' })).toBeInTheDocument();
    await fill(user, passwordField(), 'abcdefg1');
    expect(screen.getByRole('meter', { name: 'Password strength: 1 of 3' })).toBeInTheDocument();
    await fill(user, passwordField(), 'A!');
    expect(screen.getByRole('meter', { name: 'Password strength: 3 of 3' })).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_HINT)).toBeInTheDocument();
  });

  it('signs up and goes to /verify-email, clearing the draft', async () => {
    mocks.signUp.mockResolvedValue({ user: { id: 'u1' } });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillVolunteer(user);
    expect(sessionStorage.getItem('volunteerRegisterDraft')).not.toBeNull();
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());
    expect(await screen.findByTestId('landed')).toHaveTextContent('/verify-email');
    expect(mocks.signUp.mock.calls[0]?.[0]).toEqual({
      role: 'volunteer',
      username: 'vic',
      first_name: 'Vic',
      last_name: 'Tester',
      company_name: undefined,
      email: 'vic@example.com',
      password: 'Str0ng!pass',
      passwordConfirm: 'Str0ng!pass',
      country: 'gb',
      category: 'dev',
    });
    expect(sessionStorage.getItem('volunteerRegisterDraft')).toBeNull();
  });

  it('keeps a draft without the passwords and restores it', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderPage();
    await fill(user, field(/user name/i), 'vic');
    await fill(user, field(/^email/i), 'vic@example.com');
    await fill(user, passwordField(), 'Str0ng!pass');
    await choose(user, /^country/i, 'Jordan');
    const draft = sessionStorage.getItem('volunteerRegisterDraft') ?? '';
    expect(JSON.parse(draft)).toMatchObject({
      username: 'vic',
      email: 'vic@example.com',
      country: 'jo',
    });
    expect(draft).not.toContain('Str0ng!pass');
    first.unmount();

    renderPage();
    expect(field(/user name/i)).toHaveValue('vic');
    expect(field(/^email/i)).toHaveValue('vic@example.com');
    expect(screen.getByRole('combobox', { name: /^country/i })).toHaveValue('jo');
    expect(passwordField()).toHaveValue('');
  });

  it('refuses a filled but invalid form', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillVolunteer(user, 'vic@example');
    await user.click(submitButton());
    expect(
      await screen.findByText('Please fill out all required fields correctly.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter valid email.')).toBeInTheDocument();
    expect(mocks.signUp).not.toHaveBeenCalled();
  });

  it('shows server field errors under their fields', async () => {
    refuseSignUp(
      {
        username: { code: 'validation_not_unique', message: 'This username is already taken.' },
        email: {
          code: 'validation_not_unique',
          message: 'An account with this email already exists.',
        },
      },
      'Please fix the highlighted fields.',
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillVolunteer(user);
    await user.click(submitButton());
    expect(await screen.findByText('This username is already taken.')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists.')).toBeInTheDocument();
    expect(
      screen.queryByText('Failed to submit form. Please try again later.'),
    ).not.toBeInTheDocument();
    expect(field(/user name/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it("says the spec's words when the server fails", async () => {
    mocks.signUp.mockRejectedValue(new ClientResponseError({ status: 500 }));
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillVolunteer(user);
    await user.click(submitButton());
    expect(
      await screen.findByText('Failed to submit form. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong on our side/)).not.toBeInTheDocument();
  });

  it('says when a pick list cannot be loaded', () => {
    mocks.failing.add('country');
    mocks.failing.add('volunteer_category');
    renderPage();
    expect(screen.getByText('Failed to fetch countries. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch categories. Please try again.')).toBeInTheDocument();
  });
});

describe('Company registration', () => {
  it('asks for the company name and sends it with the company role', async () => {
    mocks.signUp.mockResolvedValue({ user: { id: 'u2' } });
    const user = userEvent.setup({ delay: null });
    renderRoute(CompanyRegisterPage, { path: '/company-register' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Join as a Tech Company' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Looking to gain experience and skills?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register as a Volunteer' })).toHaveAttribute(
      'href',
      '/volunteer-registration',
    );

    await fillCommon(user, 'company');
    // Everything but the company name: still disabled.
    expect(submitButton()).toBeDisabled();
    await user.click(field(/company name/i));
    await user.tab();
    expect(screen.getByText('Company name is required.')).toBeInTheDocument();
    await fill(user, field(/company name/i), 'Cora Ltd');
    expect(submitButton()).toBeEnabled();

    await user.click(submitButton());
    await waitFor(() => expect(mocks.signUp).toHaveBeenCalledTimes(1));
    expect(mocks.signUp.mock.calls[0]?.[0]).toMatchObject({
      role: 'company',
      company_name: 'Cora Ltd',
      category: 'saas',
    });
    expect(await screen.findByTestId('landed')).toHaveTextContent('/verify-email');
    expect(sessionStorage.getItem('companyRegisterDraft')).toBeNull();
  });

  it('says what is wrong when Enter is pressed in an incomplete form', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute(CompanyRegisterPage, { path: '/company-register' });
    await fill(user, field(/user name/i), 'cora');
    expect(submitButton()).toBeDisabled();
    await user.type(field(/user name/i), '{Enter}');
    const form = screen.getByRole('form', { name: 'Company sign-up' });
    expect(
      await within(form).findByText('Please fill out all required fields correctly.'),
    ).toBeInTheDocument();
    // The first missing field gets the focus and its message.
    expect(field(/first name/i)).toHaveFocus();
    expect(within(form).getByText('First name is required.')).toBeInTheDocument();
    expect(mocks.signUp).not.toHaveBeenCalled();
  });

  it('limits the user name to 30 characters, as the server does', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute(CompanyRegisterPage, { path: '/company-register' });
    expect(field(/user name/i)).toHaveAttribute('maxLength', '30');
    await fill(user, field(/user name/i), 'ab');
    await user.tab();
    expect(screen.getByText('Username must be 3 to 30 characters long.')).toBeInTheDocument();
  });

  it('maps a server error on the company name to its field', async () => {
    refuseSignUp({
      company_name: companyNameRequired,
      role: { code: 'validation_invalid_role', message: 'Choose a role.' },
    });
    const user = userEvent.setup({ delay: null });
    renderRoute(CompanyRegisterPage, { path: '/company-register' });
    await fillCommon(user, 'company', { companyName: 'Cora Ltd' });
    await user.click(submitButton());
    const form = screen.getByRole('form', { name: 'Company sign-up' });
    expect(await within(form).findByText('Company name is required.')).toBeInTheDocument();
    expect(
      within(form).getByText('Failed to submit form. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('keeps the server error on the field that had the focus when the button was clicked', async () => {
    refuseSignUp({ company_name: companyNameRequired });
    const user = userEvent.setup({ delay: null });
    renderRoute(CompanyRegisterPage, { path: '/company-register' });
    await fillCommon(user, 'company', { companyName: 'Cora' });
    // Typed last: the press on the button takes the focus from this field.
    await fill(user, field(/company name/i), 'Cora Ltd');
    await user.click(submitButton());
    const name = field(/company name/i);
    await waitFor(() => expect(name).toHaveAccessibleDescription('Company name is required.'));
    // The field's own check, held while the button was pressed, does not erase it afterwards.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(name).toHaveAccessibleDescription('Company name is required.');
  });
});
